/* output.c — files written whole or not at all: the .cu and the depfile go to
 * a temporary file beside their path, renamed over it only when complete, so
 * an error never leaves a half-written or truncated file behind. */
#define _DEFAULT_SOURCE /* getpid */
#include "output.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Writes `data` to `path` whole or not at all: a temporary file beside it,
 * renamed over it. */
bool lg_write_whole(const char *path, const char *data, size_t len) {
  if (!strcmp(path, "-")) {
    return fwrite(data, 1, len, stdout) == len && fflush(stdout) == 0;
  }
  size_t n = strlen(path);
  char *tmp = malloc(n + 32);
  if (!tmp)
    return false;
  snprintf(tmp, n + 32, "%s.tmp.%ld", path, (long)getpid());
  FILE *f = fopen(tmp, "wb");
  if (!f) {
    free(tmp);
    return false;
  }
  bool ok = fwrite(data, 1, len, f) == len;
  ok = (fclose(f) == 0) && ok;
  if (ok)
    ok = rename(tmp, path) == 0;
  if (!ok)
    remove(tmp);
  free(tmp);
  return ok;
}
