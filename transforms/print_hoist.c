/* print_hoist.c — the output side of hoisting (hoist.c decides):
 *   host loops: a block around the loop that sets up one lg_scratch per
 *     buffer (slot), preallocates the largest size any iteration asks for
 *     when it is computable (a loop-invariant size; an affine one evaluated
 *     at the first and the last iteration), and releases it after the loop;
 *     in the body each allocation call becomes lg_scratch_get (which grows
 *     the buffer on demand for sizes not bounded ahead, and keeps calloc's
 *     zeroing), and the free disappears; `cudaMalloc(&p, n)` becomes
 *     lg_scratch_cuda (a device buffer, the call's value cudaSuccess) and
 *     `cudaFree(p)` disappears (or is `cudaSuccess` where its value is
 *     used); a leaked allocation is marked (lg_scratch_leaks: the original
 *     held every iteration's buffer at once); a host buffer only the loop's
 *     kernel regions use is entered on the device once (lg_scratch_map);
 *   kernel regions: each hoisted variable-length array or malloc/calloc is
 *     a slice of one device buffer (lg_dmalloc before the launch, freed
 *     after), indexed by the thread's global number, so no device-side
 *     allocation is emitted; calloc's slice is zeroed at every iteration; a
 *     small constant size is a local array (`= {}` for calloc).
 */
#include <string.h>

#include "edit.h"
#include "kernel.h"

static int nslots(const lg_HostLoop *h) {
  int n = 0;
  for (int i = 0; i < h->nallocs; i++)
    if (h->allocs[i]->hoisted && h->allocs[i]->slot + 1 > n)
      n = h->allocs[i]->slot + 1;
  return n;
}

/* The buffer of a slot, as hoist.c named it (unique per program: loops of
 * one function may nest). */
static const char *slot_name(lg_Arena *a, const lg_HostLoop *h, int slot) {
  (void)a;
  for (int i = 0; i < h->nallocs; i++)
    if (h->allocs[i]->hoisted && h->allocs[i]->slot == slot)
      return h->allocs[i]->buffer;
  return "?";
}

static char *prologue(lg_Program *p, lg_HostLoop *h, const char *in) {
  lg_Arena *a = p->arena;
  const char *file = lg_c_string(a, p->path);
  lg_Loop *l = h->loop;
  lg_PrintCtx pc = {.p = p, .a = a};
  lg_Buf b = {0};
  lg_buf_printf(&b, "{ /* loopgpu: allocations hoisted out of the loop at line %d */\n",
                l->loc.line);
  int ns = nslots(h);
  bool any_bound = false;
  for (int s = 0; s < ns; s++) {
    const char *names = "", *align = "0";
    int line = 0, device = 0;
    for (int i = 0; i < h->nallocs; i++) {
      lg_Alloc *al = h->allocs[i];
      if (!al->hoisted || al->slot != s)
        continue;
      names = *names ? lg_fmt(a, "%s+%s", names, al->var->name) : al->var->name;
      if (!line)
        line = al->loc.line;
      if (al->align)
        align = al->align;
      device = device || LG_ALLOC_IS_DEVICE(al->kind);
      any_bound = any_bound || al->prealloc != LG_PRE_NONE;
    }
    const char *sn = slot_name(a, h, s);
    lg_buf_printf(&b, "%s  lg_scratch %s LG_CLEANUP(lg_scratch_release);\n", in, sn);
    lg_buf_printf(&b, "%s  lg_scratch_init(&%s, %d, %s, \"%s\", \"%s\", %d);\n", in, sn, device,
                  align, names, file, line);
    for (int i = 0; i < h->nallocs; i++)
      if (h->allocs[i]->hoisted && h->allocs[i]->slot == s && !h->allocs[i]->freed) {
        lg_buf_printf(&b, "%s  lg_scratch_leaks(&%s); /* never freed by the loop */\n", in, sn);
        break;
      }
  }
  if (any_bound) {
    /* the largest size any iteration asks for, allocated once (hoist.c:
       lg_Alloc.prealloc) */
    lg_buf_printf(&b, "%s  long long lg_htrip = %s;\n", in, lg_trip_text(&pc, l));
    lg_buf_printf(&b, "%s  if (lg_htrip > 0) {\n", in);
    const char *tn = lg_type_name(l->iv->type);
    const char *lb = lg_expr_text(&pc, l->lb);
    /* a buffer shared by allocations of disjoint lifetimes: their largest
       size, allocated once */
    int *nbound = LG_NEW_ARRAY(a, int, ns + 1);
    for (int i = 0; i < h->nallocs; i++)
      if (h->allocs[i]->hoisted && h->allocs[i]->prealloc != LG_PRE_NONE)
        nbound[h->allocs[i]->slot]++;
    for (int sl = 0; sl < ns; sl++)
      if (nbound[sl] > 1)
        lg_buf_printf(&b, "%s    size_t lg_hn%d = 0; /* the largest of its sizes */\n", in, sl);
    for (int i = 0; i < h->nallocs; i++) {
      lg_Alloc *al = h->allocs[i];
      if (!al->hoisted || al->prealloc == LG_PRE_NONE)
        continue;
      const char *sn = slot_name(a, h, al->slot);
      bool shared = nbound[al->slot] > 1;
      const char *take = shared ? lg_fmt(a, "lg_hn%d = lg_hn%d > %%s ? lg_hn%d : %%s;", al->slot,
                                         al->slot, al->slot)
                                : lg_fmt(a, "lg_scratch_prealloc(&%s, %%s);", sn);
      if (al->prealloc == LG_PRE_INVARIANT) { /* the size as the code before the loop reads it */
        const char *sz = lg_fmt(a, "(size_t)(%s)", al->size_iv);
        lg_buf_printf(&b, "%s    ", in);
        lg_buf_printf(&b, take, sz, sz);
        lg_buf_puts(&b, "\n");
        continue;
      }
      /* affine in the induction variable: largest at one end */
      lg_buf_printf(&b, "%s    {\n", in);
      lg_buf_printf(&b, "%s      %s lg_iv = (%s)(%s);\n", in, tn, tn, lb);
      lg_buf_printf(&b, "%s      size_t lg_first = (size_t)(%s);\n", in, al->size_iv);
      lg_buf_printf(&b, "%s      lg_iv = (%s)((long long)(%s) + (lg_htrip - 1) * %lld);\n", in,
                    tn, lb, l->step);
      lg_buf_printf(&b, "%s      size_t lg_last = (size_t)(%s);\n", in, al->size_iv);
      lg_buf_printf(&b, "%s      ", in);
      const char *big = shared ? "(lg_first > lg_last ? lg_first : lg_last)"
                               : "lg_first > lg_last ? lg_first : lg_last";
      lg_buf_printf(&b, take, big, big);
      lg_buf_puts(&b, "\n");
      lg_buf_printf(&b, "%s    }\n", in);
    }
    for (int sl = 0; sl < ns; sl++)
      if (nbound[sl] > 1)
        lg_buf_printf(&b, "%s    lg_scratch_prealloc(&%s, lg_hn%d);\n", in, slot_name(a, h, sl),
                      sl);
    for (int i = 0; i < h->nallocs; i++) {
      lg_Alloc *al = h->allocs[i];
      if (al->hoisted && al->mapped)
        lg_buf_printf(&b,
                      "%s    lg_scratch_map(&%s); /* on the device for the whole loop: only "
                      "kernel regions use '%s' */\n",
                      in, slot_name(a, h, al->slot), al->var->name);
    }
    lg_buf_printf(&b, "%s  }\n", in);
  }
  char *r = lg_strndup(a, b.data, b.len);
  lg_buf_free(&b);
  return r;
}

void lg_hoist_host_edits(lg_Program *p, lg_EditList *edits, bool begins) {
  lg_Arena *a = p->arena;
  const char *file = lg_c_string(a, p->path);
  for (int i = 0; i < p->nhosts; i++) {
    lg_HostLoop *h = p->hosts[i];
    int ns = nslots(h);
    if (ns == 0)
      continue;
    lg_Loop *l = h->loop;
    const char *in = lg_indent_at(p, l->begin);
    if (begins) {
      /* after the data region's entry: the buffers live inside it */
      lg_edit_insert(a, edits, l->begin,
                     lg_fmt(a, "%s#line %d \"%s\"\n%s", prologue(p, h, in), l->loc.line, file, in));
      continue;
    }
    /* before the data region's exit, for the same reason; the buffers are
       released by their cleanup (lg_scratch_release) when the block is left,
       by the loop's end or by any jump out of it */
    lg_Buf b = {0};
    lg_buf_printf(&b, "\n%s} /* loopgpu: the hoisted buffers are released */\n#line %d \"%s\"\n",
                  in, l->end_line, file);
    lg_edit_insert(a, edits, l->end, lg_strndup(a, b.data, b.len));
    lg_buf_free(&b);
    for (int k = 0; k < h->nallocs; k++) {
      lg_Alloc *al = h->allocs[k];
      if (!al->hoisted)
        continue;
      const char *sn = slot_name(a, h, al->slot);
      bool device = LG_ALLOC_IS_DEVICE(al->kind);
      const char *fn = al->kind == LG_ALLOC_CALLOC ? "lg_scratch_get_zero" : "lg_scratch_get";
      if (device) /* the call's value stays cudaSuccess for a CHECK around it */
        lg_edit_add(a, edits, al->call_begin, al->call_end,
                    lg_fmt(a, "(cudaError_t)lg_scratch_cuda(&%s, (void **)&%s, (size_t)(%s))", sn,
                           lg_host_name(al->var), al->size));
      else
        lg_edit_add(a, edits, al->call_begin, al->call_end,
                    lg_fmt(a, "%s(&%s, (size_t)(%s))", fn, sn, al->size));
      if (al->free_end > al->free_begin && al->free_in_expr)
        lg_edit_add(a, edits, al->free_begin, al->free_end,
                    device ? "cudaSuccess /* hoisted: released after the loop */"
                           : "(void)0 /* hoisted: released after the loop */");
      else if (al->free_end > al->free_begin)
        lg_edit_add(a, edits, al->free_begin, al->free_end,
                    lg_fmt(a, "/* hoisted: '%s' is released after the loop */", al->var->name));
    }
  }
}

/* ---- kernel regions ---------------------------------------------------------- */

static bool is_scratch(const lg_RegionInfo *ri, const lg_Var *v) {
  for (int i = 0; ri && i < ri->scratch.n; i++)
    if (ri->scratch.items[i] == v)
      return true;
  return false;
}

void lg_hoist_kernel_params(lg_Program *p, lg_Region *r, lg_Emit *e) {
  lg_RegionInfo *ri = r->analysis;
  (void)p;
  for (int i = 0; i < ri->scratch.n; i++) {
    lg_Var *v = ri->scratch.items[i];
    lg_emit(e, ", %s *lg_scr_%s", lg_type_name(v->type->elem), v->name);
  }
}

void lg_hoist_kernel_prologue(lg_Program *p, lg_Region *r, lg_Emit *e) {
  lg_RegionInfo *ri = r->analysis;
  (void)p;
  if (!ri->scratch.n)
    return;
  /* the thread's number in the whole launch: its slice of each buffer */
  lg_emit(e, "  long long lg_gtid = ((long long)blockIdx.x + (long long)gridDim.x * (blockIdx.y + "
             "(long long)gridDim.y * blockIdx.z)) * ((long long)blockDim.x * blockDim.y * "
             "blockDim.z) + threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * "
             "threadIdx.z);\n");
}

bool lg_hoist_print_decl(lg_Emit *e, lg_PrintCtx *c, const lg_Stmt *s) {
  const lg_Var *v = s->var;
  bool zero = v->alloc && v->alloc->kind == LG_ALLOC_CALLOC;
  const char *what = v->alloc ? (zero ? "calloc" : "malloc") : NULL;
  if (v->alloc && v->type->cdims[0] >= 0) {
    /* a small constant size: a local array of the thread */
    lg_emit(e, "%s %s[%lld]%s; /* hoisted: the %s as a local array of the thread */\n",
            lg_type_name(v->type->elem), v->name, v->type->cdims[0], zero ? " = {}" : "", what);
    return true;
  }
  if (!v->region || !is_scratch(v->region->analysis, v))
    return false;
  const char *count = lg_expr_text(c, v->type->dims[0]);
  lg_emit(e, "%s *%s = lg_scr_%s + lg_gtid * (long long)%s; /* hoisted: the thread's slice */",
          lg_type_name(v->type->elem), v->name, v->name, count);
  if (zero) /* calloc: zeroed at every iteration, as the original's memory */
    lg_emit(e, " for (long long lg_z = 0; lg_z < (long long)(%s); lg_z++) %s[lg_z] = 0;", count,
            v->name);
  lg_emit(e, "\n");
  return true;
}

/* A region with per-thread scratch launches no more blocks than the device
 * runs at once (lg_scratch_grid): one slice per resident thread, as many as
 * the original's allocations alive at a time, however long the loop. */
void lg_hoist_grid_cap(lg_Program *p, lg_Region *r, lg_Buf *b, const char *in) {
  lg_RegionInfo *ri = r->analysis;
  (void)p;
  if (ri->grid_resident) /* hoist.c */
    lg_buf_printf(b, "%slg_scratch_grid(&lg_grid.x, &lg_grid.y, &lg_grid.z, %d);\n", in,
                  lg_block_threads(ri));
}

void lg_hoist_region_alloc(lg_Program *p, lg_Region *r, lg_Buf *b, const char *in) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  const char *file = lg_c_string(a, p->path);
  for (int i = 0; i < ri->scratch.n; i++) {
    lg_Var *v = ri->scratch.items[i];
    const char *et = lg_type_name(v->type->elem), *n = v->name;
    lg_buf_printf(b, "%ssize_t lg_scrn_%s = (size_t)%s * sizeof(%s); /* per thread */\n", in, n,
                  lg_expr_text(&pc, v->type->dims[0]), et);
    lg_buf_printf(b, "%ssize_t lg_scrt_%s = (size_t)lg_grid.x * lg_grid.y * lg_grid.z * %d;\n", in,
                  n, lg_block_threads(ri));
    lg_buf_printf(b,
                  "%s%s *lg_scr_%s = (%s *)lg_dmalloc(lg_scrt_%s * lg_scrn_%s, \"%s\", \"%s\", "
                  "%d);\n",
                  in, et, n, et, n, n, n, file, v->loc.line);
  }
}

void lg_hoist_launch_args(lg_Program *p, lg_Region *r, lg_Buf *b) {
  lg_RegionInfo *ri = r->analysis;
  (void)p;
  for (int i = 0; i < ri->scratch.n; i++)
    lg_buf_printf(b, ", lg_scr_%s", ((lg_Var *)ri->scratch.items[i])->name);
}

void lg_hoist_region_free(lg_Program *p, lg_Region *r, lg_Buf *b, const char *in) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  const char *file = lg_c_string(a, p->path);
  for (int i = 0; i < ri->scratch.n; i++) {
    lg_Var *v = ri->scratch.items[i];
    const char *n = v->name;
    lg_buf_printf(b, "%slg_dfree(lg_scr_%s, \"%s\", %d);\n", in, n, file, v->loc.line);
    /* iterations: every one declared the array once; without hoisting at
       most one per thread is live at a time */
    lg_buf_printf(b, "%s{\n%s  long long lg_its = 1", in, in);
    for (int m = 0; m < ri->nmapped; m++)
      lg_buf_printf(b, " * lg_trip%d", m);
    lg_buf_puts(b, ";\n");
    if (v->alloc && !v->alloc->freed) /* a leak: every iteration's buffer at once */
      lg_buf_printf(b,
                    "%s  lg_hoist_record(\"%s\", %d, \"%s\", lg_scrn_%s, lg_its, (size_t)lg_its * "
                    "lg_scrn_%s, lg_scrt_%s * lg_scrn_%s);\n",
                    in, file, v->loc.line, n, n, n, n, n);
    else
      lg_buf_printf(b,
                    "%s  lg_hoist_record(\"%s\", %d, \"%s\", lg_scrn_%s, lg_its, (size_t)lg_min_ll("
                    "lg_its, (long long)lg_scrt_%s) * lg_scrn_%s, lg_scrt_%s * lg_scrn_%s);\n",
                    in, file, v->loc.line, n, n, n, n, n, n);
    lg_buf_printf(b, "%s}\n", in);
  }
}
