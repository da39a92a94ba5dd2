/* input.c — reading the input: one regular file, or standard input for
 * `-`, read whole (a folder, a
 * FIFO without a writer (the watchdog, main.c) and read errors are the
 * driver's messages), normalized where clang and loopgpu's directive
 * scanner would see different lines. */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "input.h"

/* Reads f to its end into a NUL-terminated buffer of at least cap bytes
 * (grown as needed); NULL with errno set on a read error or out of memory. */
static char *read_stream(FILE *f, size_t cap, size_t *len) {
  size_t n = 0;
  char *buf = malloc(cap);
  if (!buf)
    return NULL;
  for (;;) {
    if (n + 1 >= cap) {
      char *b = realloc(buf, cap *= 2);
      if (!b) {
        free(buf);
        return NULL;
      }
      buf = b;
    }
    size_t r = fread(buf + n, 1, cap - n - 1, f);
    if (r == 0)
      break;
    n += r;
  }
  if (ferror(f)) {
    free(buf);
    errno = EIO;
    return NULL;
  }
  buf[n] = 0;
  *len = n;
  return buf;
}

/* Reads a whole regular file; NULL with errno set otherwise. */
static char *read_file(const char *path, size_t *len) {
  struct stat st;
  if (stat(path, &st) != 0)
    return NULL;
  if (S_ISDIR(st.st_mode)) {
    errno = EISDIR;
    return NULL;
  }
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *buf = read_stream(f, st.st_size > 0 ? (size_t)st.st_size + 1 : 4096, len);
  int err = errno;
  fclose(f);
  errno = err;
  return buf;
}

char *lg_read_input(const char *path, size_t *len) {
  /* `-`: standard input, read to its end (as cc reads it) */
  char *src = !strcmp(path, "-") ? read_stream(stdin, 65536, len) : read_file(path, len);
  if (!src)
    return NULL;
  /* a UTF-8 byte-order mark is no C: skipped, or it would follow the
     prologue the printers put before the file's first line */
  if (*len >= 3 && (unsigned char)src[0] == 0xEF && (unsigned char)src[1] == 0xBB &&
      (unsigned char)src[2] == 0xBF) {
    memmove(src, src + 3, *len - 3 + 1);
    *len -= 3;
  }
  /* old Mac line ends (a CR alone) are lines to clang but not to the
     directive scanner: made LF, which keeps every offset */
  for (size_t i = 0; i < *len; i++)
    if (src[i] == '\r' && (i + 1 == *len || src[i + 1] != '\n'))
      src[i] = '\n';
  return src;
}
