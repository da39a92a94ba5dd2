/* output.h — writing the translator's files as one transaction: all of them
 * whole, or none (output.c). */
#ifndef LOOPGPU_OUTPUT_H
#define LOOPGPU_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>

#define LG_MAX_OUTPUTS 8

typedef struct lg_OutFile {
  const char *path; /* "-": standard output */
  char *tmp;        /* the staged temporary, or NULL */
  char *data;       /* standard output: the bytes, written at commit */
  size_t len;
} lg_OutFile;

typedef struct lg_Outputs {
  lg_OutFile files[LG_MAX_OUTPUTS];
  int n;
} lg_Outputs;

/* Why `path` must not be written (the input itself, a directory, a link,
 * a device...), or NULL when it is a regular file or a new name. */
const char *lg_out_refusal(const char *path, const char *input);
/* Writes data[0, len) to an exclusive temporary beside `path`; false with
 * errno set (the folder is missing, the disk is full...). */
bool lg_out_stage(lg_Outputs *o, const char *path, const char *data, size_t len);
/* Renames every staged file into place (writes "-" to standard output);
 * false with *failed set to the path that could not be renamed. */
bool lg_out_commit(lg_Outputs *o, const char **failed);
/* Removes the temporaries that were not committed. */
void lg_out_abort(lg_Outputs *o);

#endif
