/* rt_error.c — the one way the runtime reports an error: a message naming the
 * C source location, then exit(1). */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

void lg_close_written(FILE *f, const char *setting, const char *path) {
  int bad = fflush(f) != 0 || ferror(f);
  int e = errno;
  if (fclose(f) != 0 && !bad) {
    bad = 1;
    e = errno;
  }
  if (bad)
    fprintf(stderr, "loopgpu: %s: writing '%s' failed: %s\n", setting, path, strerror(e));
}
