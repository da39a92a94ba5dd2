/* edit.c — applying text edits in one pass over the source. */
#include "edit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void lg_edit_add(lg_Arena *a, lg_EditList *l, unsigned begin, unsigned end, const char *text) {
  if (l->n == l->cap) {
    int cap = l->cap ? l->cap * 2 : 32;
    lg_Edit *items = lg_alloc(a, sizeof(lg_Edit) * (size_t)cap);
    if (l->n)
      memcpy(items, l->items, sizeof(lg_Edit) * (size_t)l->n);
    l->items = items;
    l->cap = cap;
  }
  l->items[l->n] = (lg_Edit){begin, end, text, l->n};
  l->n++;
}

/* Order: by begin; at one offset insertions come before replacements, and
 * among equals, earlier requests first. */
static int cmp_edit(const void *pa, const void *pb) {
  const lg_Edit *a = pa, *b = pb;
  if (a->begin != b->begin)
    return a->begin < b->begin ? -1 : 1;
  int ai = a->begin == a->end, bi = b->begin == b->end;
  if (ai != bi)
    return ai ? -1 : 1;
  if (!ai && a->end != b->end) /* the larger replacement first: it wins */
    return a->end > b->end ? -1 : 1;
  return a->seq - b->seq;
}

void lg_edit_apply(const char *src, size_t len, const lg_EditList *l, lg_Buf *out) {
  lg_Edit *e = NULL;
  if (l && l->n) {
    e = malloc(sizeof(lg_Edit) * (size_t)l->n);
    if (!e)
      abort();
    memcpy(e, l->items, sizeof(lg_Edit) * (size_t)l->n);
    qsort(e, (size_t)l->n, sizeof *e, cmp_edit);
  }
  size_t pos = 0; /* next source byte to copy */
  int n = l ? l->n : 0;
  for (int i = 0; i < n; i++) {
    if (e[i].begin < pos) {
      /* inside a replacement already applied: that text is gone */
      if (e[i].end > pos) {
        fprintf(stderr, "loopgpu: internal error: overlapping edits at %u..%u\n", e[i].begin,
                e[i].end);
        abort();
      }
      continue;
    }
    if (e[i].begin > len || e[i].end > len)
      abort();
    lg_buf_put(out, src + pos, e[i].begin - pos);
    lg_buf_puts(out, e[i].text);
    pos = e[i].end;
  }
  lg_buf_put(out, src + pos, len - pos);
  free(e);
}
