/* print_persist.c — the printing half of persist.c: a `host` loop whose later
 * iterations run as one kernel of one block.
 *
 * For the loop at line L of function f, the CUDA half gets
 *
 *   struct lg_pk_f_L { struct { <kernel k's parameters> } r0, r1, ...; };
 *   static struct lg_pk_f_L lg_pkv_f_L;      the arguments of the last launch of
 *   static unsigned lg_pkhave_f_L;           each region (bit k: region k recorded)
 *   <region>_step(...)                       each region's body (print_kernel.c)
 *   static __global__ void f_persistL(long long lg_steps, long long lg_first,
 *                                     struct lg_pk_f_L lg_a)
 *     for each step: the loop's variable, each region's step function, and
 *     __syncthreads() after it;
 *   extern "C" int lg_<unit>_f_persistL(T *lg_t, long long lg_lb, long long lg_trip)
 *     after an iteration of the loop: the rest of them in one launch, or 0;
 *
 * and the host half calls the latter last in the loop's body:
 * `if (lg_..._persistL(&t, lb, trip)) break;`. The region functions record
 * their arguments (print_host.c, lg_persist_record). */
#include <string.h>

#include "kernel.h"

static const char *tag(lg_Program *p, const lg_HostLoop *h) {
  return lg_fmt(p->arena, "%s_%d", h->fn->name, h->loop->loc.line);
}

const char *lg_persist_fn_name(lg_Program *p, const lg_HostLoop *h) {
  /* unique per translated file, as the region functions' names */
  const char *rn = lg_region_fn_name(p, h->regions[0]); /* lg_<unit>_<region> */
  size_t cut = strlen(rn) - strlen(h->regions[0]->name);
  return lg_fmt(p->arena, "%.*s%s_persist%d", (int)cut, rn, h->fn->name, h->loop->loc.line);
}

static int region_index(const lg_HostLoop *h, const lg_Region *r) {
  for (int k = 0; k < h->nregions; k++)
    if (h->regions[k] == r)
      return k;
  return -1;
}

static bool is_loop_iv(const lg_HostLoop *h, const lg_Var *v) {
  return lg_same_variable(v, h->loop->iv);
}

/* Before region r's launch, in its region function: the kernel's arguments
 * as the launch passes them (trip counts, scalars, device pointers). */
void lg_persist_record(lg_Program *p, lg_Region *r, lg_Buf *b, const char *in,
                       const char *const *array_args) {
  lg_HostLoop *h = r->host;
  if (!h || !h->persist)
    return;
  lg_RegionInfo *ri = r->analysis;
  int k = region_index(h, r);
  const char *v = lg_fmt(p->arena, "lg_pkv_%s.r%d", tag(p, h), k);
  lg_buf_printf(b, "%s/* the arguments of this launch, for the loop at line %d as one kernel */\n",
                in, h->loop->loc.line);
  for (int m = 0; m < ri->nmapped; m++)
    lg_buf_printf(b, "%s%s.lg_trip%d = lg_trip%d;\n", in, v, m, m);
  for (int i = 0; i < ri->kernel_scalars.n; i++) {
    const lg_Var *x = ri->kernel_scalars.items[i];
    lg_buf_printf(b, "%s%s.%s = %s;\n", in, v, x->name, x->name);
  }
  for (int i = 0; i < ri->narrays; i++)
    lg_buf_printf(b, "%s%s.%s = %s;\n", in, v, ri->arrays[i].var->name, array_args[i]);
  lg_buf_printf(b, "%slg_pkhave_%s |= %uu;\n", in, tag(p, h), 1u << k);
}

/* The struct of the recorded arguments and its variables, before the
 * function's kernels (whose region functions fill them). */
void lg_persist_print_decls(lg_Program *p, lg_Function *fn, lg_Emit *e) {
  lg_Arena *a = p->arena;
  for (int i = 0; i < p->nhosts; i++) {
    lg_HostLoop *h = p->hosts[i];
    if (!h->persist || h->fn != fn)
      continue;
    const char *t = tag(p, h);
    e->line = 0;
    lg_emit(e, "/* loopgpu: the arguments of the kernels of the host loop at line %d, which "
               "runs as one kernel of one block (persist.c) */\n", h->loop->loc.line);
    lg_emit(e, "struct lg_pk_%s {\n", t);
    for (int k = 0; k < h->nregions; k++) {
      lg_RegionInfo *ri = h->regions[k]->analysis;
      lg_emit(e, "  struct {\n");
      for (int m = 0; m < ri->nmapped; m++)
        lg_emit(e, "    long long lg_trip%d;\n", m);
      for (int s = 0; s < ri->kernel_scalars.n; s++) {
        const lg_Var *x = ri->kernel_scalars.items[s];
        lg_emit(e, "    %s;\n", lg_decl_text(a, x->type, x->name));
      }
      for (int s = 0; s < ri->narrays; s++) {
        const lg_Var *x = ri->arrays[s].var;
        lg_emit(e, "    %s;\n", lg_decl_text(a, x->type, x->name));
      }
      lg_emit(e, "  } r%d; /* %s */\n", k, h->regions[k]->name);
    }
    lg_emit(e, "};\nstatic struct lg_pk_%s lg_pkv_%s;\nstatic unsigned lg_pkhave_%s;\n\n", t, t, t);
  }
}

/* After the function's kernels: each persist loop's kernel and the function
 * that launches it. */
void lg_persist_print_kernels(lg_Program *p, lg_Function *fn, lg_Emit *e) {
  lg_Arena *a = p->arena;
  const char *file = lg_c_string(a, p->path);
  for (int i = 0; i < p->nhosts; i++) {
    lg_HostLoop *h = p->hosts[i];
    if (!h->persist || h->fn != fn)
      continue;
    const char *t = tag(p, h);
    const char *kname = lg_fmt(a, "%s_persist%d", fn->name, h->loop->loc.line);
    const lg_Var *iv = h->loop->iv;
    int line = h->loop->loc.line;
    const lg_RegionInfo *r0 = h->regions[0]->analysis;
    bool uses_iv = false;
    for (int k = 0; k < h->nregions; k++) {
      lg_RegionInfo *ri = h->regions[k]->analysis;
      for (int s = 0; s < ri->kernel_scalars.n; s++)
        uses_iv = uses_iv || is_loop_iv(h, ri->kernel_scalars.items[s]);
    }
    e->line = 0;
    lg_emit(e, "/* loopgpu: steps lg_first, lg_first + 1, ... of the host loop at line %d, "
               "one block: each region's body, then __syncthreads(), which orders its stores "
               "before the next one's loads */\n", line);
    lg_emit(e, "static __global__ void %s(long long lg_steps, long long lg_first, "
               "struct lg_pk_%s lg_a)\n{\n", kname, t);
    lg_emit(e, "  for (long long lg_s = 0; lg_s < lg_steps; lg_s++) {\n");
    if (uses_iv)
      lg_emit(e, "    %s = (%s)(lg_first + lg_s);\n", lg_decl_text(a, iv->type, iv->name),
              lg_type_name(iv->type));
    else
      lg_emit(e, "    (void)lg_first; /* no region reads the loop's variable */\n");
    for (int k = 0; k < h->nregions; k++) {
      lg_Region *r = h->regions[k];
      lg_RegionInfo *ri = r->analysis;
      lg_emit(e, "    %s_step(", r->name);
      int n = 0;
      for (int m = 0; m < ri->nmapped; m++)
        lg_emit(e, "%slg_a.r%d.lg_trip%d", n++ ? ", " : "", k, m);
      for (int s = 0; s < ri->kernel_scalars.n; s++) {
        const lg_Var *x = ri->kernel_scalars.items[s];
        if (is_loop_iv(h, x))
          lg_emit(e, "%s%s", n++ ? ", " : "", iv->name);
        else
          lg_emit(e, "%slg_a.r%d.%s", n++ ? ", " : "", k, x->name);
      }
      for (int s = 0; s < ri->narrays; s++)
        lg_emit(e, "%slg_a.r%d.%s", n++ ? ", " : "", k, ri->arrays[s].var->name);
      lg_emit(e, ");\n    __syncthreads();\n");
    }
    lg_emit(e, "  }\n}\n\n");

    /* the launch */
    const char *fname = lg_persist_fn_name(p, h);
    lg_emit(e, "/* %s: after an iteration of the host loop at line %d in which every region "
               "launched, the iterations left as one launch of %s when each region's "
               "iterations fit one block (lg_persist_fits); 0: the loop goes on as written */\n",
            fname, line, kname);
    lg_emit(e, "extern \"C\" int %s(%s *lg_t, long long lg_lb, long long lg_trip)\n{\n", fname,
            lg_type_name(iv->type));
    lg_emit(e, "  unsigned lg_have = lg_pkhave_%s;\n  lg_pkhave_%s = 0;\n", t, t);
    lg_emit(e, "  if (lg_have != %uu)\n    return 0;\n", (1u << h->nregions) - 1);
    lg_emit(e, "  long long lg_first = (long long)*lg_t + 1;\n");
    lg_emit(e, "  long long lg_steps = lg_lb + lg_trip - lg_first;\n");
    lg_emit(e, "  if (lg_steps <= 0");
    for (int k = 0; k < h->nregions; k++) {
      lg_RegionInfo *ri = h->regions[k]->analysis;
      lg_emit(e, " ||\n      !lg_persist_fits(");
      for (int m = 0; m < ri->nmapped; m++)
        lg_emit(e, "%slg_pkv_%s.r%d.lg_trip%d", m ? " * " : "", t, k, m);
      lg_emit(e, ")");
    }
    lg_emit(e, ")\n    return 0;\n");
    lg_emit(e, "  dim3 lg_block(%d, %d, %d);\n  dim3 lg_grid(1, 1, 1);\n", r0->block[0],
            r0->block[1], r0->block[2]);
    lg_emit(e, "  lg_region_begin(\"%s\", \"%s\", %d, 0, 0, lg_steps);\n", kname, file, line);
    lg_emit(e, "  LG_LAUNCH_RECORD(%s, lg_grid, lg_block, 0, \"%s\", %d);\n", kname, file, line);
    lg_emit(e, "  LG_LAUNCH(%s, lg_grid, lg_block, 0, lg_steps, lg_first, lg_pkv_%s);\n", kname,
            t);
    lg_emit(e, "  lg_launch_check(\"%s\", \"%s\", %d);\n", kname, file, line);
    lg_emit(e, "  lg_region_end();\n");
    lg_emit(e, "  *lg_t = (%s)(lg_lb + lg_trip); /* the loop's variable after its last "
               "iteration */\n  return 1;\n}\n\n",
            lg_type_name(iv->type));
  }
}

/* The host half: the prototype, and the call that ends each iteration. */
char *lg_persist_prototype(lg_Program *p, const lg_HostLoop *h) {
  return lg_fmt(p->arena, "int %s(%s *, long long, long long);", lg_persist_fn_name(p, h),
                lg_type_name(h->loop->iv->type));
}

/* printed with the host half (lg_Program.host_half: C names, `new` for the
   CUDA half's lg_v_new) */
char *lg_persist_host_call(lg_Program *p, const lg_HostLoop *h, const char *in) {
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  const lg_Loop *l = h->loop;
  const char *lb = lg_expr_text_top(&pc, l->lb);
  const char *trip = lg_expr_text_top(&pc, lg_loop_trip_expr(a, l));
  /* inserted before the body's closing brace, which `in` indents */
  return lg_fmt(a,
                "  /* loopgpu: the iterations left as one kernel when they fit one block "
                "(persist.c) */\n%s  if (%s(&%s, (long long)(%s), (long long)(%s)))\n%s    break;\n%s",
                in, lg_persist_fn_name(p, h), lg_host_name(l->iv), lb, trip, in, in);
}
