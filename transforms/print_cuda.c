/* print_cuda.c — lg_print_cuda: the two halves of the output.
 *
 * The CUDA half (FILE.cu, CUDA C++): the device copies of the functions the
 * kernels call, the kernels, and per region an `extern "C"` function that
 * runs it (print_host.c). The host half (FILE.host.c, C): the input's bytes
 * copied with edits applied — the runtime header, the prototypes of the
 * region functions, each region's loop replaced by the call of its
 * function, the data regions around host loops, hoisted allocations — so
 * that the host program keeps its C meaning by construction; each insertion
 * ends with a `#line` that restores the C numbering.
 */
#include <string.h>

#include "edit.h"
#include "kernel.h"
#include "passes.h"

/* The line of byte `off`: a binary search in the table of line starts,
 * made on the first call (a scan from the start each time made printing a
 * file of thousands of regions quadratic). */
static int line_at(lg_Program *p, unsigned off) {
  if (!p->line_starts) {
    int n = 1;
    for (size_t i = 0; i < p->srclen; i++)
      n += p->src[i] == '\n';
    p->line_starts = LG_NEW_ARRAY(p->arena, unsigned, n);
    p->line_starts[0] = 0;
    p->nlines = 1;
    for (size_t i = 0; i < p->srclen; i++)
      if (p->src[i] == '\n')
        p->line_starts[p->nlines++] = (unsigned)i + 1;
  }
  if (off > p->srclen)
    off = (unsigned)p->srclen;
  int lo = 0, hi = p->nlines - 1; /* the last start <= off */
  while (lo < hi) {
    int mid = lo + (hi - lo + 1) / 2;
    if (p->line_starts[mid] <= off)
      lo = mid;
    else
      hi = mid - 1;
  }
  return lo + 1;
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
 * text holds the inner one unrolled), as lg_pass_unroll decided them
 * (lg_HostInfo.unroll): the body's output text is the source of [body, end)
 * with the edits inside it applied (regions replaced by their host code,
 * ...), and the loop is replaced by the decision's text around copies of
 * it. The edits inside stay in the list: lg_edit_apply drops what a larger
 * replacement covers. Insertions at the loop's own ends (its data region)
 * stay outside. */
static void unroll_host_loops(lg_Program *p, lg_EditList *edits) {
  lg_Arena *a = p->arena;
  for (int i = p->nhosts - 1; i >= 0; i--) {
    lg_HostLoop *h = p->hosts[i];
    const lg_HostInfo *hi = h->analysis;
    const lg_UnrollLoop *u = hi ? hi->unroll : NULL;
    if (!u)
      continue;
    unsigned bb = u->body_begin, be = h->loop->end;
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
    lg_Buf t = {0};
    for (int c = 0; c <= u->ncopies; c++) {
      if (c)
        lg_buf_put(&t, body.data ? body.data : "", body.len);
      lg_buf_puts(&t, u->text[c]);
    }
    lg_buf_free(&body);
    lg_buf_printf(&t, "\n#line %d \"%s\"\n", line_at(p, be), lg_c_string(a, p->path));
    lg_edit_add(a, edits, h->loop->begin, be, lg_strndup(a, t.data, t.len));
    lg_buf_free(&t);
  }
}

/* The ranges of a loop split in parts (overlap.c's group): the row lengths
 * of variably modified arrays as C fixed them, then lg_olo_<name> and
 * lg_ohi_<name>, each line after a newline and `in`. */
static char *group_ranges(lg_Program *p, const lg_RegionInfo *g, const char *in) {
  lg_Buf b = {0};
  lg_PtrVec said = {0};
  for (int i = 0; i < g->narrays; i++) {
    const lg_Type *t = g->arrays[i].var->type;
    for (int d = 0; t->kind == LG_T_ARRAY && d < t->ndims; d++) {
      const lg_Var *v = t->dims[d] && t->dims[d]->kind == LG_E_VAR ? t->dims[d]->var : NULL;
      bool dup = false;
      for (int k = 0; v && k < said.n; k++)
        dup |= said.items[k] == v;
      if (!v || !v->host_expr || dup)
        continue;
      lg_vec_push(p->arena, &said, (void *)v);
      lg_buf_printf(&b, "\n%sconst long long %s = %s;", in, v->name, v->host_expr);
    }
  }
  for (int i = 0; i < g->narrays; i++) {
    const lg_ArrayUse *u = &g->arrays[i];
    if (u->var->snapshot_of)
      continue;
    lg_buf_printf(&b, "\n%slong long lg_olo_%s = %s, lg_ohi_%s = %s;", in, u->var->name,
                  lg_bound_text(p, u->lo, NULL, NULL), u->var->name,
                  lg_bound_text(p, u->hi, NULL, NULL));
  }
  char *s = lg_strndup(p->arena, b.data ? b.data : "", b.len);
  lg_buf_free(&b);
  return s;
}

bool lg_print_cuda(lg_Program *p, lg_Buf *cu, lg_Buf *host) {
  lg_Arena *a = p->arena;
  lg_EditList mine = {0};
  lg_EditList *edits = &mine;
  /* the front end's edits first, so that ties at one offset keep its order */
  if (p->edits)
    for (int i = 0; i < p->edits->n; i++)
      lg_edit_add(a, edits, p->edits->items[i].begin, p->edits->items[i].end,
                  p->edits->items[i].text);
  const char *file = lg_c_string(a, p->path);

  /* ---- the CUDA half: device functions, then per function its kernels and
     the functions that run its regions */
  lg_Emit ce = {cu, file, 0, true};
  lg_emit(&ce,
          "/* Generated by loopgpu from %s: the kernels and the functions that run\n"
          "   them; the rest of the program is the host half (C). */\n"
          "#include \"loopgpu.h\"\n\n",
          p->path);
  lg_print_records(p, &ce);
  lg_print_device_consts(p, &ce);
  lg_print_device_functions(p, &ce);
  for (int f = 0; f < p->nfns; f++) {
    lg_Function *fn = p->fns[f];
    lg_persist_print_decls(p, fn, &ce);
    for (int i = 0; i < fn->nregions; i++) {
      lg_print_kernel(p, fn->regions[i], &ce);
      lg_print_region_fn(p, fn->regions[i], &ce);
    }
    lg_persist_print_kernels(p, fn, &ce);
  }

  p->host_half = true; /* C names from here on (names.c) */
  /* ---- the host half: the input with each region's loop replaced by the
     call of its function, the data regions around host loops, hoisting */
  lg_edit_insert(a, edits, p->include_at,
                 lg_fmt(a, "%s#include \"loopgpu.h\"\n#line %d \"%s\"\n",
                        at_line_start(p, p->include_at) ? "" : "\n", line_at(p, p->include_at),
                        file));
  for (int f = 0; f < p->nfns; f++) {
    lg_Function *fn = p->fns[f];
    if (fn->nregions == 0)
      continue;
    lg_Buf pb = {0};
    if (!at_line_start(p, fn->begin))
      lg_buf_puts(&pb, "\n");
    lg_buf_printf(&pb, "/* loopgpu: the loops of %s() that run on the device */\n", fn->name);
    for (int i = 0; i < fn->nregions; i++)
      lg_buf_printf(&pb, "%s\n", lg_region_prototype(p, fn->regions[i]));
    for (int i = 0; i < p->nhosts; i++)
      if (p->hosts[i]->persist && p->hosts[i]->fn == fn)
        lg_buf_printf(&pb, "%s\n", lg_persist_prototype(p, p->hosts[i]));
    lg_buf_printf(&pb, "#line %d \"%s\"\n", line_at(p, fn->begin), file);
    lg_edit_insert(a, edits, fn->begin, lg_strndup(a, pb.data, pb.len));
    lg_buf_free(&pb);
  }

  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_Loop *l = r->loop;
    const char *in = lg_indent_at(p, l->begin);
    char *text = lg_region_host_code(p, r, in);
    /* the parts of one loop (distribute.c, reschedule.c) run in order, as
       one statement; reschedule.c's host loops around theirs */
    int n = 1;
    while (i + n < p->nregions && p->regions[i + n]->part > 0)
      n++;
    if (n > 1 || (r->host && r->host->made)) {
      const char *in2 = lg_fmt(a, "%s  ", in);
      text = lg_fmt(a, "{ /* loopgpu: the loop at line %d as %s and its parts */", l->loc.line,
                    r->name);
      /* overlap.c: arrays that may share memory, tested once for all parts */
      const lg_RegionInfo *g = ((lg_RegionInfo *)r->analysis)->group;
      if (g) {
        text = lg_fmt(a, "%s%s", text, group_ranges(p, g, in2));
        text = lg_fmt(a, "%s\n%s%s{", text, in2,
                      lg_overlap_guard(p, g, l, r->name, "lg_olo_", "lg_ohi_", in));
        in2 = lg_fmt(a, "%s  ", in2);
      }
      for (int k = i; k < i + n; k++) {
        lg_HostLoop *h = p->regions[k]->host;
        if (!h || !h->made) {
          text = lg_fmt(a, "%s\n%s%s", text, in2, lg_region_host_code(p, p->regions[k], in2));
          continue;
        }
        lg_PrintCtx pc = {.p = p, .a = a};
        const lg_Loop *hl = h->loop;
        const char *iv = lg_host_name(hl->iv);
        const char *in3 = lg_fmt(a, "%s  ", in2);
        text = lg_fmt(a, "%s\n%sfor (%s %s = %s; %s %s %s; %s++) {", text, in2,
                      lg_type_name(hl->iv->type), iv, lg_expr_text_top(&pc, hl->lb), iv,
                      hl->cmp == LG_CMP_LE ? "<=" : "<", lg_expr_text_top(&pc, hl->ub), iv);
        for (int m = 0; m < h->nregions; m++)
          text = lg_fmt(a, "%s\n%s%s", text, in3, lg_region_host_code(p, p->regions[k + m], in3));
        text = lg_fmt(a, "%s\n%s}", text, in2);
        k += h->nregions - 1;
      }
      if (g)
        text = lg_fmt(a, "%s\n%s  }", text, in);
      text = lg_fmt(a, "%s\n%s}", text, in);
      i += n - 1;
    }
    lg_edit_add(a, edits, l->begin, l->end,
                lg_fmt(a, "%s\n#line %d \"%s\"\n", text, line_at(p, l->end), file));
  }

  /* persist.c: each iteration of such a host loop ends by asking to run
     the rest as one kernel */
  for (int i = 0; i < p->nhosts; i++) {
    lg_HostLoop *h = p->hosts[i];
    if (h->persist)
      lg_edit_insert(a, edits, h->body_close,
                     lg_persist_host_call(p, h, lg_indent_at(p, h->loop->begin)));
  }
  /* hoisted buffers nest inside the data regions: their releases are
     inserted before the regions' exits, their setups after the entries */
  lg_hoist_host_edits(p, edits, false);
  /* devices() on a host loop whose regions are split (devices.c): the
     devices keep the arrays from one region to the next until the block
     around the loop is left, however (rt_devices.c, lg_dist_open) */
  for (int i = 0; i < p->nhosts; i++) {
    lg_HostLoop *h = p->hosts[i];
    bool split = false;
    for (int k = 0; k < h->nregions && !split; k++) {
      const lg_RegionInfo *ri = h->regions[k]->analysis;
      split = ri && ri->devices;
    }
    if (!split || !lg_dir_find(h->loop->dir, LG_CL_DEVICES))
      continue;
    const char *in = lg_indent_at(p, h->loop->begin);
    int line = h->loop->loc.line;
    lg_edit_insert(a, edits, h->loop->begin,
                   lg_fmt(a,
                          "{ /* loopgpu: devices(): the arrays of the loop at line %d stay on "
                          "the devices */\n%s  int lg_dd%d LG_CLEANUP(lg_dist_close) = "
                          "lg_dist_open(\"%s\", %d);\n#line %d \"%s\"\n%s",
                          line, in, line, file, line, line_at(p, h->loop->begin), file, in));
    lg_edit_insert(a, edits, h->loop->end,
                   lg_fmt(a,
                          "\n%s} /* loopgpu: the devices give the arrays of line %d back */\n"
                          "#line %d \"%s\"\n",
                          in, line, line_at(p, h->loop->end), file));
  }
  /* the data regions: of host loops, then of runs of adjacent regions
     (datarun.c), which wrap the regions' own text */
  for (int i = 0; i < p->nhosts + p->nruns; i++) {
    lg_HostLoop *h = i < p->nhosts ? p->hosts[i] : p->runs[i - p->nhosts];
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
  lg_sync_edits(p, edits);
  unroll_host_loops(p, edits);
  lg_edit_apply(p->src, p->srclen, edits, host);
  p->host_half = false;
  return true;
}
