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

/* C names that cannot stand in the CUDA half (CUDA C++): C++ keywords, and
 * CUDA's built-in variables and the types the generated code declares. The
 * variables so named are lg_v_NAME there; the host half, C, keeps their C
 * name (lg_host_name). Done when printing starts, so that the passes'
 * messages name the variables as the input does. */
static const char *const cxx_reserved[] = {
    "alignas", "alignof", "and", "and_eq", "asm", "bitand", "bitor", "bool", "catch",
    "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "consteval", "constexpr",
    "constinit", "const_cast", "co_await", "co_return", "co_yield", "decltype", "delete",
    "dynamic_cast", "explicit", "export", "false", "friend", "mutable", "namespace", "new",
    "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected",
    "public", "reinterpret_cast", "requires", "static_assert", "static_cast", "template",
    "this", "thread_local", "throw", "true", "try", "typeid", "typename", "using", "virtual",
    "wchar_t", "xor", "xor_eq",
    /* CUDA */
    "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "dim3", "uint3", NULL};

static bool reserved(const char *name) {
  for (int k = 0; cxx_reserved[k]; k++)
    if (!strcmp(name, cxx_reserved[k]))
      return true;
  return false;
}

const char *lg_cuda_field_name(lg_Arena *a, const char *name) {
  return reserved(name) ? lg_fmt(a, "lg_v_%s", name) : name;
}

/* CUDA's vector types (float4, uchar2, ...), which its headers declare */
static bool cuda_vector_type(const char *n) {
  static const char *const bases[] = {"char", "uchar", "short", "ushort", "int", "uint", "long",
                                      "ulong", "longlong", "ulonglong", "float", "double", NULL};
  for (int k = 0; bases[k]; k++) {
    size_t l = strlen(bases[k]);
    if (!strncmp(n, bases[k], l) && n[l] >= '1' && n[l] <= '4' && !n[l + 1])
      return true;
  }
  return false;
}

static void rename_records(lg_Program *p) {
  for (int i = 0; i < p->nrecords; i++) {
    lg_Record *r = p->records[i];
    if (r->cuda_type)
      continue;
    const char *n = r->name;
    if (reserved(n) || cuda_vector_type(n) || !strncmp(n, "__", 2) ||
        (!strncmp(n, "lg_", 3) && strncmp(n, "lg_r_", 5) && strncmp(n, "lg_anon_", 8)))
      n = lg_fmt(p->arena, "lg_r_%s", n);
    for (int k = 0; k < i; k++) /* `struct P` and a typedef P of another struct */
      if (!strcmp(p->records[k]->name, n))
        n = lg_fmt(p->arena, "%s_%d", n, i);
    r->name = n;
    r->cuda_type = lg_fmt(p->arena, "%s %s", r->is_union ? "union" : "struct", n);
  }
}

static void rename_for_cuda(lg_Program *p) {
  rename_records(p);
  for (int i = 0; i < p->nvars; i++) {
    lg_Var *v = p->vars[i];
    if (v->host_name)
      continue;
    v->host_name = v->name;
    for (int k = 0; cxx_reserved[k]; k++)
      if (!strcmp(v->name, cxx_reserved[k]))
        v->name = lg_fmt(p->arena, "lg_v_%s", v->name);
  }
}

bool lg_print_cuda(lg_Program *p, lg_Buf *cu, lg_Buf *host) {
  lg_Arena *a = p->arena;
  rename_for_cuda(p);
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
    for (int i = 0; i < fn->nregions; i++) {
      lg_print_kernel(p, fn->regions[i], &ce);
      lg_print_region_fn(p, fn->regions[i], &ce);
    }
  }

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
    lg_buf_printf(&pb, "#line %d \"%s\"\n", line_at(p, fn->begin), file);
    lg_edit_insert(a, edits, fn->begin, lg_strndup(a, pb.data, pb.len));
    lg_buf_free(&pb);
  }

  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_Loop *l = r->loop;
    const char *in = lg_indent_at(p, l->begin);
    char *text = lg_region_host_code(p, r, in);
    lg_edit_add(a, edits, l->begin, l->end,
                lg_fmt(a, "%s\n#line %d \"%s\"\n", text, line_at(p, l->end), file));
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
  lg_sync_edits(p, edits);
  unroll_host_loops(p, edits);
  lg_edit_apply(p->src, p->srclen, edits, host);
  return true;
}
