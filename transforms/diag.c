/* diag.c — printing diagnostics as clang does: the source line, a caret and
 * the range under it, fix-its, -W names, colour, the summary line; or JSON
 * Lines. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include "diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "lg_json.h"

/* ---- the named warnings --------------------------------------------------
 * One line each in docs/ecosystem.md ("Warnings") and docs/loopgpu.1
 * (WARNINGS); test/diagnostics/warning-names.test checks both list every
 * name here. */
static const char *const warning_names[] = {
    "loopgpu-dependence",  "loopgpu-schedule", "loopgpu-data-clause", "loopgpu-range",
    "loopgpu-chunk",       "loopgpu-reduction", "loopgpu-hoist",      "loopgpu-leak",
    "loopgpu-host-sync",   "loopgpu-pragma-ignored", "unknown-loopgpu-pragmas",
    "loopgpu-no-directives", NULL};
static const char *const warning_what[] = {
    "a dependence that cannot be decided: the loop stays sequential",
    "a tile clause that is not staged as written (a 1-D loop, a stencil)",
    "a data clause that contradicts what the region does (copyin of an array it writes, ...)",
    "a range inferred from an access under a condition",
    "a chunk clause that streams nothing",
    "a reduction clause whose variable the region never updates",
    "an allocation in a loop body that is not hoisted out of it",
    "an allocation in a loop body or kernel region that is never freed (hoisted anyway)",
    "host code after which every array of the data region is copied back and in",
    "a loopgpu directive made with _Pragma, which loopgpu does not read",
    "a '#pragma' whose name is a near-miss of 'loopgpu' (e.g. 'loopgup')",
    "an input without any '#pragma loopgpu' directive (nothing is offloaded)",
    NULL};
#define NWARN (sizeof warning_names / sizeof warning_names[0] - 1)

bool lg_diag_known_warning(const char *name) {
  for (size_t i = 0; i < NWARN; i++)
    if (!strcmp(warning_names[i], name))
      return true;
  return false;
}

const char *const *lg_diag_warning_names(const char *const **what) {
  if (what)
    *what = warning_what;
  return warning_names;
}

static int warning_index(const char *name) {
  for (size_t i = 0; name && i < NWARN; i++)
    if (!strcmp(warning_names[i], name))
      return (int)i;
  return -1;
}

typedef struct File {
  struct File *next;
  char *path;
  char *src; /* owned copy, NUL-terminated; NULL if unreadable */
  size_t len;
} File;

struct lg_Diag {
  FILE *out;
  bool werror, no_warn, color;
  lg_DiagFormat format;
  int errors, warnings;
  int muted;        /* > 0: diagnostics are counted in `errors_muted`, not shown */
  int errors_muted;
  File *files;
  /* what was shown: a diagnostic is shown once, with its notes (the driver
     may run the front end and the passes twice, main.c) */
  struct Seen *seen;
  bool dropping;
  /* per named warning: off (-Wno-NAME); as an error: -1 as -Werror says,
     1 -Werror=NAME, 0 -Wno-error=NAME */
  bool off[NWARN];
  signed char as_error[NWARN];
  /* JSON: the object of the last diagnostic, without its "notes" and
     closing brace, and the notes so far */
  char *pend, *pend_notes;
  size_t pend_len, pend_notes_len;
  bool finished;
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
  for (size_t i = 0; i < NWARN; i++)
    d->as_error[i] = -1;
  return d;
}

void lg_diag_set_format(lg_Diag *d, lg_DiagFormat fmt) { d->format = fmt; }
void lg_diag_set_color(lg_Diag *d, bool on) { d->color = on; }

bool lg_diag_warning_flag(lg_Diag *d, const char *flag) {
  if (strncmp(flag, "-W", 2) != 0)
    return false;
  const char *n = flag + 2;
  int k;
  if (!strncmp(n, "no-error=", 9) && (k = warning_index(n + 9)) >= 0) {
    d->as_error[k] = 0;
  } else if (!strncmp(n, "error=", 6) && (k = warning_index(n + 6)) >= 0) {
    d->as_error[k] = 1;
    d->off[k] = false; /* clang: -Werror=NAME also turns NAME on */
  } else if (!strncmp(n, "no-", 3) && (k = warning_index(n + 3)) >= 0) {
    d->off[k] = true;
  } else if ((k = warning_index(n)) >= 0) {
    d->off[k] = false;
  } else {
    return false;
  }
  return true;
}

static void flush_pending(lg_Diag *d);

void lg_diag_finish(lg_Diag *d) {
  if (d->finished)
    return;
  d->finished = true;
  flush_pending(d);
  if (d->format != LG_DIAG_TEXT || (d->errors == 0 && d->warnings == 0))
    return;
  /* clang's words: "1 warning and 2 errors generated." */
  if (d->warnings)
    fprintf(d->out, "%d warning%s%s", d->warnings, d->warnings == 1 ? "" : "s",
            d->errors ? " and " : "");
  if (d->errors)
    fprintf(d->out, "%d error%s", d->errors, d->errors == 1 ? "" : "s");
  fputs(" generated.\n", d->out);
  fflush(d->out);
}

void lg_diag_free(lg_Diag *d) {
  if (!d)
    return;
  lg_diag_finish(d);
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
  free(d->pend);
  free(d->pend_notes);
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

/* clang's colours (TextDiagnostic.cpp) */
#define C_RESET "\033[0m"
#define C_BOLD "\033[1m"
#define C_GREEN "\033[0;1;32m"
static const char *const sev_color[] = {"\033[0;1;30m", "\033[0;1;35m", "\033[0;1;31m",
                                        "\033[0;1;34m"};

/* Prints line `line` of `f`, then the caret line: `^` under column `col`,
 * `~` under the rest of the range where `loc` has one (the part of it on
 * this line), and the fix-its on this line under the bytes they replace.
 * Tabs in the source are kept in the lines below it so that they line up. */
static void print_source_line(lg_Diag *d, const File *f, lg_Loc loc, const lg_Fixit *fix,
                              int nfix) {
  FILE *out = d->out;
  int line = loc.line, col = loc.col;
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
  /* the caret line, one byte a source byte (and one past the end) */
  size_t w = n + 2;
  char *mark = malloc(w + 1), *fixl = malloc(w + 1);
  if (!mark || !fixl)
    abort();
  for (size_t i = 0; i < w; i++)
    mark[i] = fixl[i] = i < n && p[i] == '\t' ? '\t' : ' ';
  size_t used = 0, fused = 0;
  if (loc.eline > 0 && loc.bline <= line && loc.eline >= line) {
    size_t from = loc.bline == line && loc.bcol > 0 ? (size_t)loc.bcol - 1 : 0;
    size_t to = loc.eline == line ? (loc.ecol > 0 ? (size_t)loc.ecol - 1 : 0) : n;
    if (loc.bline < line) /* from the line's first non-blank byte */
      while (from < n && (p[from] == ' ' || p[from] == '\t'))
        from++;
    if (to > n)
      to = n;
    for (size_t i = from; i < to; i++)
      mark[i] = '~';
    if (to > used)
      used = to;
  }
  size_t c = (size_t)col - 1;
  if (c > n)
    c = n;
  mark[c] = '^';
  if (c + 1 > used)
    used = c + 1;
  for (int k = 0; k < nfix; k++) {
    const lg_Fixit *x = &fix[k];
    if (x->at.bline != line || x->at.bcol < 1 || !x->text || strchr(x->text, '\n'))
      continue;
    size_t at = (size_t)x->at.bcol - 1, tl = strlen(x->text);
    if (at + tl > w) {
      char *g = realloc(fixl, at + tl + 1);
      if (!g)
        abort();
      fixl = g;
      for (size_t i = w; i < at + tl; i++)
        fixl[i] = ' ';
      w = at + tl;
    }
    memcpy(fixl + at, x->text, tl);
    if (at + tl > fused)
      fused = at + tl;
  }
  fprintf(out, "%s%.*s%s\n", d->color ? C_GREEN : "", (int)used, mark, d->color ? C_RESET : "");
  if (fused)
    fprintf(out, "%s%.*s%s\n", d->color ? C_GREEN : "", (int)fused, fixl,
            d->color ? C_RESET : "");
  free(mark);
  free(fixl);
}

/* ---- JSON ------------------------------------------------------------------ */
static void json_loc_fields(FILE *f, lg_Loc loc) {
  bool has = loc.file && loc.line > 0;
  int col = has ? (loc.col > 0 ? loc.col : 1) : 0;
  fputs("\"file\":", f);
  if (has)
    lg_json_str(f, loc.file);
  else
    fputs("null", f);
  fprintf(f, ",\"line\":%d,\"column\":%d", has ? loc.line : 0, col);
}

/* "end_line", "end_column": the range's end, one past its last byte; the
 * caret's own place (an empty range) when there is none */
static void json_end_fields(FILE *f, lg_Loc loc) {
  bool has = loc.file && loc.line > 0;
  int el = has ? loc.line : 0, ec = has ? (loc.col > 0 ? loc.col : 1) : 0;
  if (has && loc.eline > 0 && (loc.eline > el || (loc.eline == el && loc.ecol > ec))) {
    el = loc.eline;
    ec = loc.ecol;
  }
  fprintf(f, ",\"end_line\":%d,\"end_column\":%d", el, ec);
}

static void json_object(FILE *f, const char *sev, lg_Loc loc, const char *msg, const char *opt,
                        const lg_Fixit *fix, int nfix) {
  fputc('{', f);
  json_loc_fields(f, loc);
  fprintf(f, ",\"severity\":\"%s\",\"message\":", sev);
  lg_json_str(f, msg);
  json_end_fields(f, loc);
  fputs(",\"option\":", f);
  if (opt)
    lg_json_str(f, opt);
  else
    fputs("null", f);
  fputs(",\"fixits\":[", f);
  for (int k = 0; k < nfix; k++) {
    lg_Loc a = fix[k].at;
    bool has = a.file && a.bline > 0;
    fprintf(f, "%s{\"file\":", k ? "," : "");
    if (has)
      lg_json_str(f, a.file);
    else
      fputs("null", f);
    fprintf(f, ",\"line\":%d,\"column\":%d,\"end_line\":%d,\"end_column\":%d,\"text\":",
            has ? a.bline : 0, has ? a.bcol : 0, has ? a.eline : 0, has ? a.ecol : 0);
    lg_json_str(f, fix[k].text ? fix[k].text : "");
    fputc('}', f);
  }
  fputc(']', f);
}

static void flush_pending(lg_Diag *d) {
  if (!d->pend)
    return;
  fwrite(d->pend, 1, d->pend_len, d->out);
  fputs(",\"notes\":[", d->out);
  if (d->pend_notes)
    fwrite(d->pend_notes, 1, d->pend_notes_len, d->out);
  fputs("]}\n", d->out);
  fflush(d->out);
  free(d->pend);
  free(d->pend_notes);
  d->pend = d->pend_notes = NULL;
  d->pend_len = d->pend_notes_len = 0;
}

static void report_json(lg_Diag *d, lg_Severity sev, const char *sevname, lg_Loc loc,
                        const char *msg, const char *opt, const lg_Fixit *fix, int nfix) {
  char *buf = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&buf, &len);
  if (!m)
    abort();
  json_object(m, sevname, loc, msg, opt, fix, nfix);
  if (sev == LG_NOTE && d->pend) { /* one of the notes of the diagnostic before */
    fputc('}', m);
    fclose(m);
    size_t at = d->pend_notes_len + (d->pend_notes ? 1 : 0);
    char *g = realloc(d->pend_notes, at + len + 1);
    if (!g)
      abort();
    if (d->pend_notes)
      g[at - 1] = ',';
    memcpy(g + at, buf, len + 1);
    d->pend_notes = g;
    d->pend_notes_len = at + len;
    free(buf);
    return;
  }
  fclose(m);
  flush_pending(d);
  d->pend = buf; /* written with its notes when the next one comes */
  d->pend_len = len;
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
static bool seen_before(lg_Diag *d, lg_Severity sev, lg_Loc loc, const char *msg) {
  if (sev == LG_NOTE)
    return d->dropping;
  const char *file = loc.file ? loc.file : "";
  size_t n = strlen(file) + strlen(msg) + 64;
  char *key = malloc(n);
  if (!key)
    abort();
  snprintf(key, n, "%d:%s:%d:%d:%s", (int)sev, file, loc.line, loc.col, msg);
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

static char *vformat(const char *fmt, va_list ap) {
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
  return msg;
}

/* `option`: a loopgpu warning's name, or clang's own "-Wfoo" (or
 * "-ferror-limit=", of its "too many errors emitted") */
static void report(lg_Diag *d, lg_Severity sev, lg_Loc loc, const char *option,
                   const lg_Fixit *fix, int nfix, char *msg) {
  if (d->muted) {
    d->errors_muted += sev == LG_ERROR;
    free(msg);
    return;
  }
  if (seen_before(d, sev, loc, msg)) {
    free(msg);
    return;
  }
  bool promoted = false;
  char optbuf[128] = "";
  if (option)
    snprintf(optbuf, sizeof optbuf, "%s%s", option[0] != '-' ? "-W" : "", option);
  if (sev == LG_WARNING) {
    int k = warning_index(option);
    bool as_error = k >= 0 && d->as_error[k] >= 0 ? d->as_error[k] == 1 : d->werror;
    if (k >= 0 && d->off[k] && d->as_error[k] != 1) {
      d->dropping = true; /* its notes go too */
      free(msg);
      return;
    }
    if (as_error) {
      sev = LG_ERROR;
      promoted = true;
    } else if (d->no_warn) {
      d->dropping = true;
      free(msg);
      return;
    }
  }
  if (sev == LG_ERROR)
    d->errors++;
  else if (sev == LG_WARNING)
    d->warnings++;
  static const char *const names[] = {"note", "warning", "error", "remark"};
  if (d->format == LG_DIAG_JSON) {
    report_json(d, sev, names[sev], loc, msg, option ? optbuf : NULL, fix, nfix);
    free(msg);
    return;
  }
  FILE *out = d->out;
  const char *b = d->color ? C_BOLD : "", *r = d->color ? C_RESET : "";
  if (loc.file && loc.line > 0)
    fprintf(out, "%s%s:%d:%d: %s", b, loc.file, loc.line, loc.col > 0 ? loc.col : 1, r);
  else
    fprintf(out, "%sloopgpu: %s", b, r);
  fprintf(out, "%s%s: %s%s%s", d->color ? sev_color[sev] : "", names[sev], r, b, msg);
  if (option) /* clang: [-Wfoo], or [-Werror,-Wfoo] when -Werror made it an error */
    fprintf(out, " [%s%s]", promoted ? "-Werror," : "", optbuf);
  fprintf(out, "%s\n", r);
  if (loc.file && loc.line > 0)
    print_source_line(d, find_file(d, loc.file), loc, fix, nfix);
  fflush(out);
  free(msg);
}

void lg_report_ex(lg_Diag *d, lg_Severity sev, lg_Loc loc, const char *option,
                  const lg_Fixit *fixits, int nfixits, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = vformat(fmt, ap);
  va_end(ap);
  report(d, sev, loc, option, fixits, nfixits, msg);
}

void lg_report(lg_Diag *d, lg_Severity sev, lg_Loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = vformat(fmt, ap);
  va_end(ap);
  report(d, sev, loc, NULL, NULL, 0, msg);
}

void lg_report_warning(lg_Diag *d, const char *name, lg_Loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = vformat(fmt, ap);
  va_end(ap);
  report(d, LG_WARNING, loc, name, NULL, 0, msg);
}

void lg_report_warning_unnamed(lg_Diag *d, lg_Loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = vformat(fmt, ap);
  va_end(ap);
  report(d, LG_WARNING, loc, NULL, NULL, 0, msg);
}

int lg_diag_errors(const lg_Diag *d) { return d->errors; }
int lg_diag_warnings(const lg_Diag *d) { return d->warnings; }
