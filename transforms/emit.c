/* emit.c — line-tracking output for generated code (see emit.h). */
#include "emit.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void lg_emit(lg_Emit *e, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  size_t before = e->b->len;
  char tmp[4096];
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
  if (n >= 0 && (size_t)n < sizeof tmp) {
    lg_buf_put(e->b, tmp, (size_t)n);
  } else if (n >= 0) {
    char *big = malloc((size_t)n + 1);
    if (!big)
      abort();
    vsnprintf(big, (size_t)n + 1, fmt, ap2);
    lg_buf_put(e->b, big, (size_t)n);
    free(big);
  }
  va_end(ap2);
  va_end(ap);
  for (size_t i = before; i < e->b->len; i++)
    if (e->b->data[i] == '\n' && e->line > 0)
      e->line++;
  if (e->b->len > before)
    e->bol = e->b->data[e->b->len - 1] == '\n';
}

void lg_emit_indent(lg_Emit *e, int indent) {
  for (int i = 0; i < indent; i++)
    lg_buf_puts(e->b, "  ");
  if (indent > 0)
    e->bol = false;
}

void lg_emit_line(lg_Emit *e, int line) {
  if (line <= 0 || line == e->line)
    return;
  if (!e->bol)
    lg_emit(e, "\n");
  lg_buf_printf(e->b, "#line %d \"%s\"\n", line, e->file);
  e->line = line;
  e->bol = true;
}

char *lg_c_string(lg_Arena *a, const char *s) {
  lg_Buf b = {0};
  for (; s && *s; s++) {
    if (*s == '\\' || *s == '"')
      lg_buf_puts(&b, "\\");
    lg_buf_put(&b, s, 1);
  }
  char *r = lg_strndup(a, b.data ? b.data : "", b.len);
  lg_buf_free(&b);
  return r;
}
