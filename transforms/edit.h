/* edit.h — text edits on the main file: the output is the input's bytes with
 * these replacements applied. Regions are replaced by host code, kernels are
 * inserted before their functions, and the front end asks for the small
 * rewrites that make C valid CUDA C++ (casts of void *, restrict, ...).
 */
#ifndef LOOPGPU_EDIT_H
#define LOOPGPU_EDIT_H

#include <stddef.h>

#include "arena.h"

typedef struct lg_Edit {
  unsigned begin, end; /* replace bytes [begin, end); begin == end inserts */
  const char *text;
  int seq;             /* insertion order: ties at one offset keep it */
} lg_Edit;

typedef struct lg_EditList {
  lg_Edit *items;
  int n, cap;
} lg_EditList;

void lg_edit_add(lg_Arena *a, lg_EditList *l, unsigned begin, unsigned end, const char *text);
static inline void lg_edit_insert(lg_Arena *a, lg_EditList *l, unsigned at, const char *text) {
  lg_edit_add(a, l, at, at, text);
}

/* Appends src[0, len) with the edits applied to `out`. A replacement that
 * lies inside a larger replacement is dropped (the larger one rewrote that
 * text already); insertions strictly inside a replaced range are dropped too.
 * Partially overlapping replacements are a bug in the caller: abort. */
void lg_edit_apply(const char *src, size_t len, const lg_EditList *l, lg_Buf *out);

#endif
