/* depfile.h — `--depfile=FILE`: a Makefile-style dependency file naming the
 * input and every header the C parser included, for build systems (Ninja's
 * `deps = gcc`, CMake's DEPFILE, make's `-include`):
 *
 *   OUTPUT.cu: INPUT.c /usr/include/stdio.h ...
 *
 * The front end hands its translation unit to lg_deps_collect() before
 * disposing of it; the driver writes the file once the output is written.
 */
#ifndef LOOPGPU_DEPFILE_H
#define LOOPGPU_DEPFILE_H

#include <stdbool.h>

#include <clang-c/Index.h>

#include "arena.h"

typedef struct lg_Deps {
  const char **files; /* input first, then headers in inclusion order, no repeats */
  int n, cap;
  lg_Arena *arena;
} lg_Deps;

/* Asks the front end to record its inclusions into `deps` (NULL: don't). */
void lg_deps_request(lg_Deps *deps);
/* Called by the front end with its translation unit; no-op unless requested. */
void lg_deps_collect(CXTranslationUnit tu);
/* Appends "TARGET: FILES..." to `b`. */
void lg_deps_text(const lg_Deps *deps, const char *target, lg_Buf *b);

#endif
