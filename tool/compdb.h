/* compdb.h — flags of a file from BUILD_DIR/compile_commands.json (-p). */
#ifndef LOOPGPU_COMPDB_H
#define LOOPGPU_COMPDB_H

#include <stdbool.h>

#include "arena.h"

/* The parser flags (-I, -D, -U, -std, -include, -isystem, ...) of the entry
 * for `input`, relative include paths made absolute from the entry's
 * directory. Prints an error and returns false when the database cannot be
 * read or has no entry for the file. */
bool lg_compdb_flags(const char *build_dir, const char *input, lg_Arena *a, const char ***flags,
                     int *nflags);

#endif
