/* input.h — reading the input file (input.c). */
#ifndef LOOPGPU_INPUT_H
#define LOOPGPU_INPUT_H

#include <stddef.h>

/* The whole regular file at `path` (standard input for "-"; malloc'ed,
 * NUL-terminated, *len bytes), with a UTF-8 byte-order mark dropped and lone
 * CRs made LF; NULL with errno set otherwise. */
char *lg_read_input(const char *path, size_t *len);

/* The name of standard input in diagnostics and to the parser, as clang's */
#define LG_STDIN_NAME "<stdin>"

#endif
