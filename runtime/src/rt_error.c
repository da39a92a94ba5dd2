/* rt_error.c — the one way the runtime reports an error: a message naming the
 * C source location, then exit(1). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "rt_internal.h"

int lg_rt_exiting;

void lg_fatal(const char *file, int line, const char *fmt, ...) {
  va_list ap;
  fflush(stdout); /* keep the program's own output ahead of the message */
  fprintf(stderr, "loopgpu: %s:%d: ", file ? file : "?", line);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  lg_rt_exiting = 1;
  exit(1);
}
