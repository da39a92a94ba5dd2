/* output.h — writing the translator's files whole or not at all. */
#ifndef LOOPGPU_OUTPUT_H
#define LOOPGPU_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>

/* Writes data[0, len) to `path` ("-": standard output) through a temporary
 * file renamed over it; false (errno set) when that fails. */
bool lg_write_whole(const char *path, const char *data, size_t len);

#endif
