/* diag.h — diagnostics as clang prints them:
 *
 *   file.c:12:21: warning: MESSAGE [-Wloopgpu-range]
 *   <the source line>
 *   <spaces>~~~~^~~~
 *   <spaces>FIX-IT TEXT
 *   ...
 *   1 warning and 2 errors generated.
 *
 * (colour on a terminal, a `~` under the rest of the range where the
 * location has one, clang's fix-its, the -W name of a warning, the summary
 * line), or as JSON Lines for editors. Shared by the front end (which also
 * routes clang's own diagnostics here, with their ranges, fix-its and
 * notes) and the passes. Counting errors is how the driver decides the exit
 * status.
 */
#ifndef LOOPGPU_DIAG_H
#define LOOPGPU_DIAG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* A position in a source file; line and col are 1-based (col counts bytes);
 * file NULL means "no location" (the message is printed as "loopgpu: error:
 * ..."). Optionally the range of source the diagnostic is about (a token,
 * an expression): from bline:bcol to eline:ecol, ecol one past its last
 * byte; eline 0 means none (then only the caret is drawn). The caret is at
 * line:col, inside the range or at its start. */
typedef struct lg_Loc {
  const char *file;
  int line, col;
  int bline, bcol, eline, ecol;
} lg_Loc;

/* LG_REMARK: --remarks (what the translator chose and why); never counted */
typedef enum lg_Severity { LG_NOTE, LG_WARNING, LG_ERROR, LG_REMARK } lg_Severity;

/* A fix-it hint: replace the bytes of `at`'s range (at.bline:at.bcol to
 * at.eline:at.ecol; an empty range inserts) with `text`. */
typedef struct lg_Fixit {
  lg_Loc at;
  const char *text;
} lg_Fixit;

typedef struct lg_Diag lg_Diag;

lg_Diag *lg_diag_new(FILE *out, bool werror, bool no_warn);

/* LG_DIAG_TEXT (the default) is the clang format above. LG_DIAG_JSON
 * (--diagnostics-format=json) writes one JSON object per line, for editors
 * (docs/ecosystem.md, "Diagnostics for editors"):
 *   {"file":"gemm.c","line":12,"column":21,"severity":"warning",
 *    "message":"...","end_line":12,"end_column":25,
 *    "option":"-Wloopgpu-range","fixits":[...],"notes":[...]}
 * A note goes into the "notes" of the diagnostic before it, so a line is
 * written when the next diagnostic that is not a note comes, or at
 * lg_diag_finish. */
typedef enum lg_DiagFormat { LG_DIAG_TEXT, LG_DIAG_JSON } lg_DiagFormat;
void lg_diag_set_format(lg_Diag *d, lg_DiagFormat fmt);
/* ANSI colours as clang's (text format only); off by default */
void lg_diag_set_color(lg_Diag *d, bool on);
void lg_diag_free(lg_Diag *d);
/* Text of `path` for source lines; files not registered are read on demand. */
void lg_diag_add_file(lg_Diag *d, const char *path, const char *src, size_t len);

/* ---- named warnings -------------------------------------------------------
 * Every warning of loopgpu's own has a name NAME (the table in diag.c, each
 * documented in docs/ecosystem.md and the man page): printed as
 * [-WNAME] at the end of the message, -Wno-NAME turns it off, -Werror=NAME
 * makes it an error, -Wno-error=NAME keeps it a warning under -Werror,
 * -WNAME turns it back on. */
bool lg_diag_known_warning(const char *name);
/* The names, NULL-terminated, and a line each of what they warn about. */
const char *const *lg_diag_warning_names(const char *const **what);
/* Applies one flag: "-Wno-NAME", "-WNAME", "-Werror=NAME", "-Wno-error=NAME"
 * (in command-line order, the last one for a name wins). Returns false when
 * the flag is not of that form or NAME is not a loopgpu warning. */
bool lg_diag_warning_flag(lg_Diag *d, const char *flag);

/* The general form: a diagnostic with an optional -W name (`option`,
 * without "-W"; NULL for none) and fix-its. */
void lg_report_ex(lg_Diag *d, lg_Severity sev, lg_Loc loc, const char *option,
                  const lg_Fixit *fixits, int nfixits, const char *fmt, ...)
    __attribute__((format(printf, 7, 8)));
void lg_report(lg_Diag *d, lg_Severity sev, lg_Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void lg_report_warning(lg_Diag *d, const char *name, lg_Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* a warning without a name: only for code written before names existed
 * (lg_warning(d, loc, ...) still compiles, below); give new ones a name */
void lg_report_warning_unnamed(lg_Diag *d, lg_Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
#define lg_error(d, loc, ...) lg_report((d), LG_ERROR, (loc), __VA_ARGS__)
/* lg_warning(d, "loopgpu-range", loc, fmt, ...): a named warning (the
 * unnamed form lg_warning(d, loc, fmt, ...) is kept for code in flight) */
#define lg_warning(d, name_or_loc, ...)                                                  \
  _Generic((name_or_loc), lg_Loc: lg_report_warning_unnamed, default: lg_report_warning)( \
      (d), (name_or_loc), __VA_ARGS__)
#define lg_note(d, loc, ...) lg_report((d), LG_NOTE, (loc), __VA_ARGS__)

/* Trying a reading of the input that may not apply (a host loop's header as
 * a canonical loop): between lg_diag_mute(d, true) and (d, false) nothing is
 * reported, and lg_diag_muted_errors tells how many errors were kept back. */
void lg_diag_mute(lg_Diag *d, bool on);
int lg_diag_muted_errors(const lg_Diag *d);

int lg_diag_errors(const lg_Diag *d);
int lg_diag_warnings(const lg_Diag *d);

/* The end: the JSON line still held for its notes is written; in the text
 * format, clang's summary "N warnings and M errors generated." when there
 * were any. Once; lg_diag_free does it too. */
void lg_diag_finish(lg_Diag *d);

#endif
