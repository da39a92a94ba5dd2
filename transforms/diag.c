/* diag.c — printing diagnostics with the source line and a caret. */
#include "diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct File {
  struct File *next;
  char *path;
  char *src; /* owned copy, NUL-terminated; NULL if unreadable */
  size_t len;
} File;

struct lg_Diag {
  FILE *out;
  bool werror, no_warn;
  lg_DiagFormat format;
  int errors, warnings;
  int muted;        /* > 0: diagnostics are counted in `errors_muted`, not shown */
  int errors_muted;
  File *files;
  /* what was shown: a diagnostic is shown once, with its notes (the driver
     may run the front end and the passes twice, main.c) */
  struct Seen *seen;
  bool dropping;
};

typedef struct Seen {
  struct Seen *next;
  char *key;
} Seen;

lg_Diag *lg_diag_new(FILE *out, bool werror, bool no_warn) {
  lg_Diag *d = calloc(1, sizeof *d);
  if (!d)
    abort();
  d->out = out;
  d->werror = werror;
  d->no_warn = no_warn;
  return d;
}

void lg_diag_set_format(lg_Diag *d, lg_DiagFormat fmt) { d->format = fmt; }

void lg_diag_free(lg_Diag *d) {
  if (!d)
    return;
  for (File *f = d->files, *next; f; f = next) {
    next = f->next;
    free(f->path);
    free(f->src);
    free(f);
  }
  for (Seen *s = d->seen, *next; s; s = next) {
    next = s->next;
    free(s->key);
    free(s);
  }
  free(d);
}

static File *add_file(lg_Diag *d, const char *path, const char *src, size_t len) {
  File *f = calloc(1, sizeof *f);
  if (!f)
    abort();
  /* strdup is POSIX, not C11 */
  size_t plen = strlen(path) + 1;
  f->path = malloc(plen);
  if (!f->path)
    abort();
  memcpy(f->path, path, plen);
  if (src) {
    f->src = malloc(len + 1);
    if (!f->src)
      abort();
    memcpy(f->src, src, len);
    f->src[len] = 0;
    f->len = len;
  }
  f->next = d->files;
  d->files = f;
  return f;
}

void lg_diag_add_file(lg_Diag *d, const char *path, const char *src, size_t len) {
  add_file(d, path, src, len);
}

static File *find_file(lg_Diag *d, const char *path) {
  for (File *f = d->files; f; f = f->next)
    if (strcmp(f->path, path) == 0)
      return f;
  /* Read on demand (headers named by clang's diagnostics). */
  char *src = NULL;
  size_t len = 0;
  FILE *fp = fopen(path, "rb");
  if (fp) {
    size_t cap = 0;
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, fp)) > 0) {
      if (len + n + 1 > cap) {
        cap = (len + n + 1) * 2;
        char *p = realloc(src, cap);
        if (!p)
          abort();
        src = p;
      }
      memcpy(src + len, buf, n);
      len += n;
    }
    fclose(fp);
  }
  File *f = add_file(d, path, src, len);
  free(src);
  return f;
}

/* Prints line `line` of `f` and a caret under column `col`. Tabs in the
 * source are kept in the caret line so that the caret lines up. */
static void print_source_line(FILE *out, const File *f, int line, int col) {
  if (!f->src || line < 1)
    return;
  const char *p = f->src, *end = f->src + f->len;
  for (int l = 1; l < line && p < end; l++) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    if (!nl)
      return;
    p = nl + 1;
  }
  if (p >= end)
    return;
  const char *eol = memchr(p, '\n', (size_t)(end - p));
  if (!eol)
    eol = end;
  size_t n = (size_t)(eol - p);
  if (n && p[n - 1] == '\r')
    n--;
  fprintf(out, "%.*s\n", (int)n, p);
  if (col < 1)
    return;
  for (int i = 0; i < col - 1 && (size_t)i < n; i++)
    fputc(p[i] == '\t' ? '\t' : ' ', out);
  fputs("^\n", out);
}

/* A JSON string: quotes, backslashes and control characters escaped; other
 * bytes (UTF-8 included) as they are. */
static void put_json_string(FILE *out, const char *s) {
  fputc('"', out);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    switch (*p) {
    case '"': fputs("\\\"", out); break;
    case '\\': fputs("\\\\", out); break;
    case '\n': fputs("\\n", out); break;
    case '\t': fputs("\\t", out); break;
    case '\r': fputs("\\r", out); break;
    default:
      if (*p < 0x20)
        fprintf(out, "\\u%04x", *p);
      else
        fputc(*p, out);
    }
  }
  fputc('"', out);
}

static void report_json(FILE *out, const char *sev, lg_Loc loc, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  char *msg = malloc(n > 0 ? (size_t)n + 1 : 1);
  if (!msg)
    abort();
  if (n > 0)
    vsnprintf(msg, (size_t)n + 1, fmt, ap);
  else
    msg[0] = 0;
  bool has = loc.file && loc.line > 0;
  fputs("{\"file\":", out);
  if (has)
    put_json_string(out, loc.file);
  else
    fputs("null", out);
  fprintf(out, ",\"line\":%d,\"column\":%d,\"severity\":\"%s\",\"message\":", has ? loc.line : 0,
          has ? (loc.col > 0 ? loc.col : 1) : 0, sev);
  put_json_string(out, msg);
  fputs("}\n", out);
  fflush(out);
  free(msg);
}

void lg_diag_mute(lg_Diag *d, bool on) {
  if (on && d->muted++ == 0)
    d->errors_muted = 0;
  else if (!on && d->muted > 0)
    d->muted--;
}

int lg_diag_muted_errors(const lg_Diag *d) { return d->errors_muted; }

/* Whether this diagnostic was shown before (then it is dropped, and the
 * notes that follow it); remembers it otherwise. */
static bool seen_before(lg_Diag *d, lg_Severity sev, lg_Loc loc, const char *fmt, va_list ap) {
  if (sev == LG_NOTE)
    return d->dropping;
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  const char *file = loc.file ? loc.file : "";
  size_t head = strlen(file) + 64;
  char *key = malloc(head + (n > 0 ? (size_t)n : 0) + 1);
  if (!key)
    abort();
  int h = snprintf(key, head, "%d:%s:%d:%d:", (int)sev, file, loc.line, loc.col);
  va_copy(ap2, ap);
  vsnprintf(key + h, (n > 0 ? (size_t)n : 0) + 1, fmt, ap2);
  va_end(ap2);
  for (Seen *s = d->seen; s; s = s->next)
    if (!strcmp(s->key, key)) {
      free(key);
      return d->dropping = true;
    }
  Seen *s = malloc(sizeof *s);
  if (!s)
    abort();
  s->key = key;
  s->next = d->seen;
  d->seen = s;
  return d->dropping = false;
}

void lg_report(lg_Diag *d, lg_Severity sev, lg_Loc loc, const char *fmt, ...) {
  if (d->muted) {
    d->errors_muted += sev == LG_ERROR;
    return;
  }
  {
    va_list ap;
    va_start(ap, fmt);
    bool again = seen_before(d, sev, loc, fmt, ap);
    va_end(ap);
    if (again)
      return;
  }
  if (sev == LG_WARNING) {
    if (d->werror)
      sev = LG_ERROR;
    else if (d->no_warn)
      return;
  }
  if (sev == LG_ERROR)
    d->errors++;
  else if (sev == LG_WARNING)
    d->warnings++;
  static const char *const names[] = {"note", "warning", "error", "remark"};
  if (d->format == LG_DIAG_JSON) {
    va_list ap;
    va_start(ap, fmt);
    report_json(d->out, names[sev], loc, fmt, ap);
    va_end(ap);
    return;
  }
  if (loc.file && loc.line > 0)
    fprintf(d->out, "%s:%d:%d: %s: ", loc.file, loc.line, loc.col > 0 ? loc.col : 1,
            names[sev]);
  else
    fprintf(d->out, "loopgpu: %s: ", names[sev]);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(d->out, fmt, ap);
  va_end(ap);
  fputc('\n', d->out);
  if (loc.file && loc.line > 0)
    print_source_line(d->out, find_file(d, loc.file), loc.line, loc.col);
  fflush(d->out);
}

int lg_diag_errors(const lg_Diag *d) { return d->errors; }
int lg_diag_warnings(const lg_Diag *d) { return d->warnings; }
