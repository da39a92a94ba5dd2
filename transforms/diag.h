/* diag.h — diagnostics in the cc/clang format:
 *
 *   file.c:12:21: error: MESSAGE
 *   <the source line>
 *   <spaces>^
 *
 * Shared by the front end (which also routes clang's own diagnostics here)
 * and the passes. Counting errors is how the driver decides the exit status.
 */
#ifndef LOOPGPU_DIAG_H
#define LOOPGPU_DIAG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* A position in a source file; line and col are 1-based; file NULL means
 * "no location" (the message is printed as "loopgpu: error: ..."). */
typedef struct lg_Loc {
  const char *file;
  int line, col;
} lg_Loc;

/* LG_REMARK: --remarks (what the translator chose and why); never counted */
typedef enum lg_Severity { LG_NOTE, LG_WARNING, LG_ERROR, LG_REMARK } lg_Severity;

typedef struct lg_Diag lg_Diag;

lg_Diag *lg_diag_new(FILE *out, bool werror, bool no_warn);

/* LG_DIAG_TEXT (the default) is the clang format above. LG_DIAG_JSON
 * (--diagnostics-format=json) writes one JSON object per line, for editors:
 *   {"file":"gemm.c","line":12,"column":21,"severity":"error","message":"..."}
 * ("file" is null and line and column are 0 for a diagnostic without a
 * location; no source line, no caret). */
typedef enum lg_DiagFormat { LG_DIAG_TEXT, LG_DIAG_JSON } lg_DiagFormat;
void lg_diag_set_format(lg_Diag *d, lg_DiagFormat fmt);
void lg_diag_free(lg_Diag *d);
/* Text of `path` for source lines; files not registered are read on demand. */
void lg_diag_add_file(lg_Diag *d, const char *path, const char *src, size_t len);

void lg_report(lg_Diag *d, lg_Severity sev, lg_Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
#define lg_error(d, loc, ...) lg_report((d), LG_ERROR, (loc), __VA_ARGS__)
#define lg_warning(d, loc, ...) lg_report((d), LG_WARNING, (loc), __VA_ARGS__)
#define lg_note(d, loc, ...) lg_report((d), LG_NOTE, (loc), __VA_ARGS__)

/* Trying a reading of the input that may not apply (a host loop's header as
 * a canonical loop): between lg_diag_mute(d, true) and (d, false) nothing is
 * reported, and lg_diag_muted_errors tells how many errors were kept back. */
void lg_diag_mute(lg_Diag *d, bool on);
int lg_diag_muted_errors(const lg_Diag *d);

int lg_diag_errors(const lg_Diag *d);
int lg_diag_warnings(const lg_Diag *d);

#endif
