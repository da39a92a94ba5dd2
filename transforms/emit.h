/* emit.h — an output buffer that knows which source line its next output
 * line is attributed to, so that `#line` directives are written only where
 * the numbering would otherwise be wrong (nvcc errors then point into the C
 * source). */
#ifndef LOOPGPU_EMIT_H
#define LOOPGPU_EMIT_H

#include "analysis.h"

typedef struct lg_Emit {
  lg_Buf *b;
  const char *file;  /* the C file, as a string literal body (escaped) */
  int line;          /* source line of the next output line; 0 = unknown */
  bool bol;          /* at the beginning of a line */
} lg_Emit;

void lg_emit(lg_Emit *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void lg_emit_indent(lg_Emit *e, int indent);
/* Makes the next output line count as `line` (writes `#line` if needed). */
void lg_emit_line(lg_Emit *e, int line);
/* File name escaped for a string literal. */
char *lg_c_string(lg_Arena *a, const char *s);

/* print_stmt.c: statements of a kernel body, indented by `indent` levels. */
void lg_print_stmt(lg_Emit *e, lg_PrintCtx *c, const lg_Stmt *s, int indent);
/* The statements of a block, printed without its braces (a body inside code
 * the printer writes around it); the labels among them get this printing's
 * names, as in a block. */
void lg_print_stmts(lg_Emit *e, lg_PrintCtx *c, lg_Stmt *const *ss, int n, int indent);

#endif
