/* print_cuda.c — lg_print_cuda: the whole output file. The input's bytes are
 * copied with edits applied: the front end's pass-through rewrites, plus
 * the runtime header, the kernels before each function that holds regions,
 * `__host__ __device__` on functions called from kernels, each region's loop
 * replaced by its host code, and the data regions around host loops; each
 * insertion ends with a `#line` that restores the C numbering.
 */
#include <string.h>

#include "edit.h"
#include "kernel.h"
#include "passes.h"

static int line_at(const lg_Program *p, unsigned off) {
  int line = 1;
  for (unsigned i = 0; i < off && i < p->srclen; i++)
    line += p->src[i] == '\n';
  return line;
}

/* The whitespace between the start of the line and `off`, or "" when other
 * text stands there. */
const char *lg_indent_at(lg_Program *p, unsigned off) {
  unsigned s = off;
  while (s > 0 && p->src[s - 1] != '\n')
    s--;
  for (unsigned i = s; i < off; i++)
    if (p->src[i] != ' ' && p->src[i] != '\t')
      return "";
  return lg_strndup(p->arena, p->src + s, off - s);
}

static bool at_line_start(const lg_Program *p, unsigned off) {
  return off == 0 || p->src[off - 1] == '\n';
}

/* Host loops with `unroll`, innermost first (so that an outer loop's body
 * text holds the inner one unrolled): the body's output text is the source
 * of [body, end) with the edits inside it applied (regions replaced by their
 * host code, ...); the loop is then replaced by its copies (unroll.c). The
 * edits inside stay in the list: lg_edit_apply drops what a larger
 * replacement covers. Insertions at the loop's own ends (its data region)
 * stay outside. */
static void unroll_host_loops(lg_Program *p, lg_EditList *edits) {
  lg_Arena *a = p->arena;
  for (int i = p->nhosts - 1; i >= 0; i--) {
    lg_HostLoop *h = p->hosts[i];
    if (!lg_dir_find(h->loop->dir, LG_CL_UNROLL))
      continue;
    unsigned bb = lg_host_body_begin(p, h), be = h->loop->end;
    lg_EditList sub = {0};
    for (int k = 0; k < edits->n; k++) {
      lg_Edit *x = &edits->items[k];
      bool ins = x->begin == x->end;
      if (x->begin < bb || x->end > be || (ins && (x->begin == bb || x->begin == be)))
        continue;
      lg_edit_add(a, &sub, x->begin - bb, x->end - bb, x->text);
    }
    lg_Buf body = {0};
    lg_edit_apply(p->src + bb, be - bb, &sub, &body);
    const char *in = lg_indent_at(p, h->loop->begin);
    char *text = lg_host_unroll_text(p, h, lg_strndup(a, body.data ? body.data : "", body.len),
                                     line_at(p, bb), in);
    lg_buf_free(&body);
    lg_edit_add(a, edits, h->loop->begin, be,
                lg_fmt(a, "%s\n#line %d \"%s\"\n", text, line_at(p, be), lg_c_string(a, p->path)));
  }
}

bool lg_print_cuda(lg_Program *p, lg_Buf *out) {
  lg_Arena *a = p->arena;
  lg_EditList mine = {0};
  lg_EditList *edits = &mine;
  /* the front end's edits first, so that ties at one offset keep its order */
  if (p->edits)
    for (int i = 0; i < p->edits->n; i++)
      lg_edit_add(a, edits, p->edits->items[i].begin, p->edits->items[i].end,
                  p->edits->items[i].text);
  const char *file = lg_c_string(a, p->path);

  lg_edit_insert(a, edits, p->include_at,
                 lg_fmt(a, "%s#include \"loopgpu.h\"\n#line %d \"%s\"\n",
                        at_line_start(p, p->include_at) ? "" : "\n", line_at(p, p->include_at),
                        file));

  for (int f = 0; f < p->nfns; f++) {
    lg_Function *fn = p->fns[f];
    if (fn->called_in_kernel)
      for (int d = 0; d < fn->ndecls; d++)
        lg_edit_insert(a, edits, fn->decl_begins[d], "__host__ __device__ ");
    if (fn->nregions == 0)
      continue;
    lg_Buf kb = {0};
    lg_Emit e = {&kb, file, 0, true};
    if (!at_line_start(p, fn->begin))
      lg_emit(&e, "\n");
    for (int i = 0; i < fn->nregions; i++)
      lg_print_kernel(p, fn->regions[i], &e);
    lg_buf_printf(&kb, "#line %d \"%s\"\n", line_at(p, fn->begin), file);
    lg_edit_insert(a, edits, fn->begin, lg_strndup(a, kb.data, kb.len));
    lg_buf_free(&kb);
  }

  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_Loop *l = r->loop;
    const char *in = lg_indent_at(p, l->begin);
    char *host = lg_region_host_code(p, r, in);
    lg_edit_add(a, edits, l->begin, l->end,
                lg_fmt(a, "%s\n#line %d \"%s\"\n", host, line_at(p, l->end), file));
  }

  /* hoisted buffers nest inside the data regions: their releases are
     inserted before the regions' exits, their setups after the entries */
  lg_hoist_host_edits(p, edits, false);
  for (int i = 0; i < p->nhosts; i++) {
    lg_HostLoop *h = p->hosts[i];
    lg_HostInfo *hi = h->analysis;
    if (!hi || hi->narrays == 0)
      continue;
    const char *in = lg_indent_at(p, h->loop->begin);
    lg_edit_insert(a, edits, h->loop->begin,
                   lg_fmt(a, "%s#line %d \"%s\"\n%s", lg_data_region_enter(p, h, in),
                          line_at(p, h->loop->begin), file, in));
    lg_edit_insert(a, edits, h->loop->end,
                   lg_fmt(a, "\n%s\n#line %d \"%s\"\n", lg_data_region_exit(p, h, in),
                          line_at(p, h->loop->end), file));
  }

  lg_hoist_host_edits(p, edits, true);
  unroll_host_loops(p, edits);
  lg_edit_apply(p->src, p->srclen, edits, out);
  return true;
}
