#define _DEFAULT_SOURCE /* realpath */
/* compdb.c — just enough JSON to read a compilation database: an array of
 * objects with "directory", "file" and "arguments" (array) or "command"
 * (a shell-quoted string). */
#include "compdb.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct J {
  const char *s;
  size_t i, n;
  lg_Arena *a;
  bool bad;
} J;

static void ws(J *j) {
  while (j->i < j->n && strchr(" \t\r\n", j->s[j->i]))
    j->i++;
}

static bool eat(J *j, char c) {
  ws(j);
  if (j->i < j->n && j->s[j->i] == c) {
    j->i++;
    return true;
  }
  return false;
}

static char *jstring(J *j) {
  ws(j);
  if (j->i >= j->n || j->s[j->i] != '"') {
    j->bad = true;
    return NULL;
  }
  j->i++;
  lg_Buf b = {0};
  while (j->i < j->n && j->s[j->i] != '"') {
    char c = j->s[j->i++];
    if (c == '\\' && j->i < j->n) {
      char e = j->s[j->i++];
      switch (e) {
      case 'n': c = '\n'; break;
      case 't': c = '\t'; break;
      case 'r': c = '\r'; break;
      case 'b': c = '\b'; break;
      case 'f': c = '\f'; break;
      case 'u': /* keep it simple: ASCII only */
        c = '?';
        j->i += 4;
        break;
      default: c = e;
      }
    }
    lg_buf_put(&b, &c, 1);
  }
  j->i++;
  char *r = lg_strdup(j->a, b.data ? b.data : "");
  lg_buf_free(&b);
  return r;
}

static void skip_value(J *j) {
  ws(j);
  if (j->i >= j->n) {
    j->bad = true;
    return;
  }
  char c = j->s[j->i];
  if (c == '"') {
    jstring(j);
  } else if (c == '{' || c == '[') {
    char close = c == '{' ? '}' : ']';
    j->i++;
    if (eat(j, close))
      return;
    do {
      if (c == '{') {
        jstring(j);
        if (!eat(j, ':')) {
          j->bad = true;
          return;
        }
      }
      skip_value(j);
    } while (!j->bad && eat(j, ','));
    if (!eat(j, close))
      j->bad = true;
  } else {
    while (j->i < j->n && !strchr(",]} \t\r\n", j->s[j->i]))
      j->i++;
  }
}

/* Splits a shell command line (quotes and backslashes). */
static int split_command(lg_Arena *a, const char *cmd, const char **out, int max) {
  int n = 0;
  const char *p = cmd;
  while (*p) {
    while (*p == ' ' || *p == '\t')
      p++;
    if (!*p)
      break;
    lg_Buf b = {0};
    char q = 0;
    for (; *p && (q || (*p != ' ' && *p != '\t')); p++) {
      if (q) {
        if (*p == q)
          q = 0;
        else if (*p == '\\' && q == '"' && p[1])
          lg_buf_put(&b, ++p, 1);
        else
          lg_buf_put(&b, p, 1);
      } else if (*p == '"' || *p == '\'')
        q = *p;
      else if (*p == '\\' && p[1])
        lg_buf_put(&b, ++p, 1);
      else
        lg_buf_put(&b, p, 1);
    }
    if (n < max)
      out[n++] = lg_strdup(a, b.data ? b.data : "");
    lg_buf_free(&b);
  }
  return n;
}

static const char *absolute(lg_Arena *a, const char *dir, const char *path) {
  if (path[0] == '/' || !dir)
    return path;
  return lg_fmt(a, "%s/%s", dir, path);
}

static bool same_file(const char *a, const char *b) {
  char ra[PATH_MAX], rb[PATH_MAX];
  if (!realpath(a, ra) || !realpath(b, rb))
    return strcmp(a, b) == 0;
  return strcmp(ra, rb) == 0;
}

bool lg_compdb_flags(const char *build_dir, const char *input, lg_Arena *a, const char ***flags,
                     int *nflags) {
  const char *path = lg_fmt(a, "%s/compile_commands.json", build_dir);
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "loopgpu: error: cannot read '%s'\n", path);
    return false;
  }
  lg_Buf text = {0};
  char buf[65536];
  size_t r;
  while ((r = fread(buf, 1, sizeof buf, f)) > 0)
    lg_buf_put(&text, buf, r);
  fclose(f);
  J j = {text.data ? text.data : "", 0, text.len, a, false};
  bool found = false;
  const char **out = NULL;
  int nout = 0;
  if (!eat(&j, '['))
    j.bad = true;
  while (!j.bad && !found && !eat(&j, ']')) {
    if (!eat(&j, '{')) {
      j.bad = true;
      break;
    }
    const char *dir = NULL, *file = NULL, *command = NULL;
    const char *args[4096];
    int nargs = 0;
    if (!eat(&j, '}'))
      do {
        char *key = jstring(&j);
        if (!key || !eat(&j, ':')) {
          j.bad = true;
          break;
        }
        if (!strcmp(key, "directory"))
          dir = jstring(&j);
        else if (!strcmp(key, "file"))
          file = jstring(&j);
        else if (!strcmp(key, "command"))
          command = jstring(&j);
        else if (!strcmp(key, "arguments")) {
          if (!eat(&j, '[')) {
            j.bad = true;
            break;
          }
          if (!eat(&j, ']'))
            do {
              char *s = jstring(&j);
              if (s && nargs < 4096)
                args[nargs++] = s;
            } while (!j.bad && eat(&j, ','));
          if (!j.bad && !eat(&j, ']'))
            j.bad = true;
        } else
          skip_value(&j);
      } while (!j.bad && eat(&j, ','));
    if (!j.bad && !eat(&j, '}') && j.s[j.i - 1] != '}')
      j.bad = true;
    eat(&j, ',');
    if (j.bad || !file || !same_file(absolute(a, dir, file), input))
      continue;
    found = true;
    if (command)
      nargs = split_command(a, command, args, 4096);
    out = LG_NEW_ARRAY(a, const char *, nargs + 1);
    /* keep what the parser needs; drop the compiler, -c, -o X, the file */
    for (int i = 1; i < nargs; i++) {
      const char *s = args[i];
      bool two = !strcmp(s, "-I") || !strcmp(s, "-D") || !strcmp(s, "-U") ||
                 !strcmp(s, "-include") || !strcmp(s, "-isystem") || !strcmp(s, "-iquote");
      if (two && i + 1 < nargs) {
        const char *v = args[++i];
        if (strcmp(s, "-D") && strcmp(s, "-U"))
          v = absolute(a, dir, v);
        out[nout++] = lg_fmt(a, "%s%s", s, v);
        if (!strcmp(s, "-include") || !strcmp(s, "-isystem") || !strcmp(s, "-iquote")) {
          out[nout - 1] = s;
          out[nout++] = v;
        }
      } else if (!strncmp(s, "-I", 2))
        out[nout++] = lg_fmt(a, "-I%s", absolute(a, dir, s + 2));
      else if (!strncmp(s, "-D", 2) || !strncmp(s, "-U", 2) || !strncmp(s, "-std=", 5))
        out[nout++] = s;
    }
  }
  lg_buf_free(&text);
  if (j.bad && !found) {
    fprintf(stderr, "loopgpu: error: '%s' is not a valid compilation database\n", path);
    return false;
  }
  if (!found) {
    fprintf(stderr, "loopgpu: error: '%s' has no entry for '%s'\n", path, input);
    return false;
  }
  *flags = out;
  *nflags = nout;
  return true;
}
