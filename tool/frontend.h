/* frontend.h — C source -> loopgpu IR, through libclang. */
#ifndef LOOPGPU_FRONTEND_H
#define LOOPGPU_FRONTEND_H

#include "ir.h"

/* Parses opts->input (whose bytes are src[0, len)) and builds the program:
 * functions, kernel regions and host loops as IR, directives parsed and
 * checked, and the pass-through edits. Returns NULL after reporting errors
 * (clang's and loopgpu's) through `diag`. */
lg_Program *lg_frontend(const lg_Options *opts, const char *src, size_t len, lg_Arena *a,
                        lg_Diag *diag);

/* "19.1.7"-style version of the libclang in use. */
const char *lg_frontend_clang_version(lg_Arena *a);

#endif
