/* report.c — the compile-time footprint report (--report=FILE.json, issue
 * #6; schema in docs/report.md) and the prediction formulas that the host
 * code passes to lg_region_begin, so that the runtime can put the
 * translator's prediction next to what it measures.
 *
 * Sizes are run-time values, so every size is a C expression over the
 * program's variables (the same text the host code evaluates), with
 * `sizeof(T)` of the element types written as numbers (x86-64 / CUDA sizes).
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "kernel.h"
#include "lg_json.h"
#include "report.h"
#include "schedule.h"
#include "tile.h"

static const char *paren(lg_Arena *a, const char *s) {
  for (const char *c = s; *c; c++)
    if (!(*c == '_' || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
          (*c >= '0' && *c <= '9')))
      return lg_fmt(a, "(%s)", s);
  return s;
}

/* bytes of one array range, lo..hi inclusive (C text) */
/* host_vars: C text for a region function (the CUDA half) or, with
 * host_half, for the host half, where a struct is named as C names it */
static char *range_bytes_in(lg_Arena *a, const char *lo, const char *hi, const lg_Var *v,
                            bool host_vars, bool host_half) {
  const lg_Type *et = v->type->elem;
  const char *tn = host_half && et->kind == LG_T_RECORD && et->rec && et->rec->c_name
                       ? et->rec->c_name
                       : lg_type_name(et);
  if (host_vars)
    return lg_fmt(a, "(%s >= %s ? (size_t)(%s - %s + 1) * sizeof(%s) : 0)", hi, lo, hi, lo, tn);
  size_t n = strlen(hi);
  if (!strcmp(lo, "0") && n > 4 && !strcmp(hi + n - 4, " - 1")) /* 0..N-1: N elements */
    return lg_fmt(a, "(%s) * %d", lg_strndup(a, hi, n - 4), (int)lg_type_size(v->type->elem));
  if (!strcmp(lo, "0"))
    return lg_fmt(a, "(%s + 1) * %d", paren(a, hi), (int)lg_type_size(v->type->elem));
  return lg_fmt(a, "(%s - %s + 1) * %d", paren(a, hi), paren(a, lo), (int)lg_type_size(v->type->elem));
}

static char *range_bytes(lg_Arena *a, const char *lo, const char *hi, const lg_Var *v,
                         bool host_vars) {
  return range_bytes_in(a, lo, hi, v, host_vars, false);
}

/* 1 when every access of `v` in the region has a subscript that mentions the
 * outermost mapped loop's induction variable (its data can be streamed). */
static bool varies_with_outer(const lg_RegionInfo *ri, const lg_Var *v) {
  if (ri->nmapped == 0)
    return false;
  const lg_Var *iv = ri->mapped[0]->iv;
  int atom = -1;
  for (int k = 0; k < ri->atoms.n; k++)
    if (ri->atoms.items[k].iv == iv)
      atom = k;
  if (atom < 0)
    return false;
  bool any = false;
  for (int i = 0; i < ri->nacc; i++) {
    const lg_Access *acc = &ri->acc[i];
    if (acc->var != v)
      continue;
    any = true;
    bool has = false;
    const lg_Poly *polys[8];
    int np = 0;
    if (acc->flat)
      polys[np++] = acc->flat;
    for (int d = 0; d < acc->ndims && np < 8; d++)
      if (acc->dims && acc->dims[d])
        polys[np++] = acc->dims[d];
    for (int q = 0; q < np && !has; q++)
      for (int t = 0; t < polys[q]->n && !has; t++)
        for (int f = 0; f < polys[q]->t[t].n; f++)
          has = has || polys[q]->t[t].a[f] == atom;
    if (!has)
      return false;
  }
  return any;
}

static char *sum_text(lg_Arena *a, char **terms, int n) {
  if (n == 0)
    return lg_fmt(a, "0");
  char *s = terms[0];
  for (int i = 1; i < n; i++)
    s = lg_fmt(a, "%s + %s", s, terms[i]);
  return s;
}

static char *region_sum(lg_Program *p, lg_Region *r, bool host_vars, bool fixed_only) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  char **terms = LG_NEW_ARRAY(a, char *, ri->narrays + ri->nred + ri->scratch.n + 1);
  int n = 0;
  for (int i = 0; i < ri->narrays; i++) {
    lg_ArrayUse *u = &ri->arrays[i];
    if (fixed_only && varies_with_outer(ri, u->var))
      continue;
    if (u->streamed) /* chunk(): in the slots, which the runtime sizes */
      continue;
    const char *nm = u->var->name;
    terms[n++] = host_vars ? range_bytes(a, lg_fmt(a, "lg_lo_%s", nm), lg_fmt(a, "lg_hi_%s", nm),
                                         u->var, true)
                           : range_bytes(a, lg_bound_text(p, u->lo, NULL, NULL),
                                         lg_bound_text(p, u->hi, NULL, NULL), u->var, false);
  }
  for (int i = 0; i < ri->nred; i++) {
    const lg_Var *v = ri->red[i].var;
    terms[n++] = host_vars ? lg_fmt(a, "%d * sizeof(%s)", ri->grid_cap[0], lg_type_name(v->type))
                           : lg_fmt(a, "%d", ri->grid_cap[0] * (int)lg_type_size(v->type));
  }
  /* hoisted per-thread scratch (hoist.c): one slice per thread of the launch,
     which grows with the grid, so never part of the fixed bytes */
  for (int i = 0; !fixed_only && i < ri->scratch.n; i++) {
    const lg_Var *v = ri->scratch.items[i];
    lg_PrintCtx pc = {.p = p, .a = a};
    terms[n++] = host_vars ? lg_fmt(a,
                                    "(size_t)lg_grid.x * lg_grid.y * lg_grid.z * %d * (size_t)%s "
                                    "* sizeof(%s)",
                                    lg_block_threads(ri), lg_expr_text(&pc, v->type->dims[0]),
                                    lg_type_name(v->type->elem))
                           : lg_fmt(a, "threads * %s * %d", lg_expr_text(&pc, v->type->dims[0]),
                                    (int)lg_type_size(v->type->elem));
  }
  return sum_text(a, terms, n);
}

/* Host text of the region's bytes with each buffer rounded up to 2 MiB
 * pages (lg_pages), the driver's granularity: what cudaMemGetInfo shows. */
char *lg_region_paged_text(lg_Program *p, lg_Region *r) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  lg_PtrVec terms = {0};
  for (int i = 0; i < ri->narrays; i++) {
    const char *nm = ri->arrays[i].var->name;
    if (ri->arrays[i].streamed)
      continue;
    lg_vec_push(a, &terms,
                lg_fmt(a, "lg_pages(%s)",
                       range_bytes(a, lg_fmt(a, "lg_lo_%s", nm), lg_fmt(a, "lg_hi_%s", nm),
                                   ri->arrays[i].var, true)));
  }
  for (int i = 0; i < ri->nred; i++)
    lg_vec_push(a, &terms,
                lg_fmt(a, "lg_pages(%d * sizeof(%s))", ri->grid_cap[0],
                       lg_type_name(ri->red[i].var->type)));
  for (int i = 0; i < ri->scratch.n; i++) {
    const lg_Var *v = ri->scratch.items[i];
    lg_PrintCtx pc = {.p = p, .a = a};
    lg_vec_push(a, &terms,
                lg_fmt(a,
                       "lg_pages((size_t)lg_grid.x * lg_grid.y * lg_grid.z * %d * (size_t)%s * "
                       "sizeof(%s))",
                       lg_block_threads(ri), lg_expr_text(&pc, v->type->dims[0]),
                       lg_type_name(v->type->elem)));
  }
  return sum_text(a, (char **)terms.items, terms.n);
}

char *lg_region_bytes_text(lg_Program *p, lg_Region *r, bool host_vars) {
  return region_sum(p, r, host_vars, false);
}

char *lg_region_fixed_text(lg_Program *p, lg_Region *r, bool host_vars) {
  return region_sum(p, r, host_vars, true);
}

char *lg_data_bytes_text(lg_Program *p, lg_HostLoop *h, bool host_vars) {
  lg_HostInfo *hi = h->analysis;
  lg_Arena *a = p->arena;
  int na = hi ? hi->narrays : 0;
  char **terms = LG_NEW_ARRAY(a, char *, na + h->nallocs + 1);
  for (int i = 0; i < na; i++) {
    lg_ArrayUse *u = &hi->arrays[i];
    const char *nm = u->var->name;
    terms[i] = host_vars ? range_bytes_in(a, lg_fmt(a, "lg_dlo_%s", nm),
                                          lg_fmt(a, "lg_dhi_%s", nm), u->var, true, true)
                         : range_bytes(a, lg_bound_text(p, u->lo, NULL, NULL),
                                       lg_bound_text(p, u->hi, NULL, NULL), u->var, false);
  }
  /* hoisted host buffers the loop keeps on the device (hoist.c), of a size
     known before the loop */
  int n = na;
  for (int i = 0; i < h->nallocs; i++) {
    const lg_Alloc *al = h->allocs[i];
    if (al->hoisted && al->mapped && al->size_deg == 0)
      terms[n++] = lg_fmt(a, "(size_t)(%s)", al->size);
  }
  return sum_text(a, terms, n);
}

/* ---- chunk() ----------------------------------------------------------------- */
static const char *chunk_size_text(lg_Arena *a, const lg_RegionInfo *ri) {
  return ri->chunk->is_auto ? "auto" : lg_fmt(a, "%lld", ri->chunk->ints[0]);
}

/* The host atoms of a chunk's slice by the chunk's first and last value. */
typedef struct ChunkValues {
  const char *first, *last;
} ChunkValues;

static const char *chunk_value(void *ctx, const lg_Atom *atom) {
  ChunkValues *cv = ctx;
  if (atom->kind != LG_ATOM_HOST)
    return NULL;
  return !strcmp(atom->name, "lg_cfirst") ? cv->first : !strcmp(atom->name, "lg_clast") ? cv->last
                                                                                        : NULL;
}

/* The device bytes of one slot of a chunked region (its streamed arrays'
 * slices) for the first chunk, over the program's variables and `C` (the
 * chunk size: a number, or the symbol C for chunk(auto)). */
static char *chunk_slot_text(lg_Program *p, lg_Region *r) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  const lg_Loop *l = ri->mapped[0];
  const char *c = ri->chunk->is_auto ? "C" : lg_fmt(a, "%lld", ri->chunk->ints[0]);
  const char *first = lg_expr_text(&pc, l->lb);
  /* (lg_poly_text parenthesizes what is not a name or a number) */
  const char *last = lg_fmt(a, "%s + (%s - 1) * %lld", lg_expr_text(&pc, l->lb), c, l->step);
  if (l->lb->kind == LG_E_INT && !ri->chunk->is_auto) { /* numbers */
    first = lg_fmt(a, "%lld", l->lb->ival);
    last = lg_fmt(a, "%lld", l->lb->ival + (ri->chunk->ints[0] - 1) * l->step);
  }
  lg_PtrVec terms = {0};
  for (int i = 0; i < ri->narrays; i++) {
    const lg_ArrayUse *u = &ri->arrays[i];
    if (!u->streamed)
      continue;
    ChunkValues cv = {first, last};
    const char *lo = lg_bound_text(p, u->slo, chunk_value, &cv);
    const char *hi = lg_bound_text(p, u->shi, chunk_value, &cv);
    lg_vec_push(a, &terms, range_bytes(a, lo, hi, u->var, false));
  }
  return sum_text(a, (char **)terms.items, terms.n);
}

/* ---- JSON ----------------------------------------------------------------- */
static const char *const dir_words[] = {"create", "copyin", "copyout", "copy"};
static const char *const axis_names[] = {"x", "y", "z"};

static void write_arrays(FILE *f, lg_Program *p, lg_ArrayUse *arrays, int n,
                         const lg_RegionInfo *ri, const char *in) {
  lg_Arena *a = p->arena;
  for (int i = 0; i < n; i++) {
    lg_ArrayUse *u = &arrays[i];
    fprintf(f, "%s\n%s{\"name\": ", i ? "," : "", in);
    lg_json_str(f, u->var->name);
    fprintf(f, ", \"kind\": \"array\", \"direction\": \"%s\", \"element_type\": ",
            dir_words[u->dir & 3]);
    lg_json_str(f, lg_type_name(u->var->type->elem));
    fprintf(f, ", \"element_bytes\": %d, \"first_element\": ", (int)lg_type_size(u->var->type->elem));
    const char *lo = lg_bound_text(p, u->lo, NULL, NULL), *hi = lg_bound_text(p, u->hi, NULL, NULL);
    lg_json_str(f, lo);
    fprintf(f, ", \"last_element\": ");
    lg_json_str(f, hi);
    fprintf(f, ", \"bytes\": ");
    lg_json_str(f, range_bytes(a, lo, hi, u->var, false));
    fprintf(f, ", \"from_clause\": %s", u->from_clause ? "true" : "false");
    if (ri)
      fprintf(f, ", \"in_data_region\": %s, \"streamable\": %s",
              u->in_data_region ? "true" : "false",
              varies_with_outer(ri, u->var) ? "true" : "false");
    if (ri && ri->chunk) { /* chunk(): the slice of one chunk, or whole */
      fprintf(f, ", \"streamed\": %s", u->streamed ? "true" : "false");
      if (u->streamed) {
        fprintf(f, ", \"slice_first_element\": ");
        lg_json_str(f, lg_bound_text(p, u->slo, NULL, NULL));
        fprintf(f, ", \"slice_last_element\": ");
        lg_json_str(f, lg_bound_text(p, u->shi, NULL, NULL));
      }
    }
    fputc('}', f);
  }
}

static void write_kernel(FILE *f, lg_Program *p, lg_Region *r) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  int nm = ri->nmapped;
  fprintf(f, "\n  {\"name\": ");
  lg_json_str(f, r->name);
  fprintf(f, ", \"function\": ");
  lg_json_str(f, r->fn ? r->fn->name : "");
  fprintf(f, ", \"file\": ");
  lg_json_str(f, p->path);
  fprintf(f, ", \"lines\": [%d, %d], \"data_region_line\": ", r->loop->loc.line,
          r->loop->end_line);
  if (r->host)
    fprintf(f, "%d", r->host->loop->loc.line);
  else
    fputs("null", f);
  /* mapped loops and the launch shape */
  fprintf(f, ",\n   \"mapped_loops\": [");
  for (int m = 0; m < nm; m++) {
    lg_Loop *l = ri->mapped[m];
    fprintf(f, "%s{\"var\": ", m ? ", " : "");
    lg_json_str(f, l->iv->name);
    fprintf(f, ", \"line\": %d, \"axis\": \"%s\", \"trip\": ", l->loc.line,
            axis_names[nm - 1 - m]);
    lg_json_str(f, lg_mapped_trip_text(&pc, l));
    fputc('}', f);
  }
  fprintf(f, "],\n   \"block\": [%d, %d, %d], \"threads_per_block\": %d, \"grid\": [",
          ri->block[0], ri->block[1], ri->block[2], lg_block_threads(ri));
  for (int ax = 0; ax < 3; ax++) {
    int m = nm - 1 - ax;
    if (ax)
      fputs(", ", f);
    if (m < 0) {
      lg_json_str(f, "1");
      continue;
    }
    int c = ri->grid_cap[ax]; /* map.c */
    const char *trip = paren(a, lg_mapped_trip_text(&pc, ri->mapped[m]));
    /* as print_host.c: a coarsened thread covers `coarsen` iterations */
    int cu = ri->coarsen[m] > 1 ? ri->coarsen[m] : 1;
    lg_json_str(f, lg_fmt(a, "min(max(1, ceil(%s / %d)), %d)", trip, ri->block[ax] * cu, c));
  }
  fprintf(f, "],\n   \"grid_stride\": true, \"transforms\": [");
  /* what the translator applied to this region: the mapping always; the
   * clauses whose transforms are in the printer (tiling, unrolling, chunking
   * land with their issues and add themselves here) */
  fprintf(f, "\"map(");
  for (int m = 0; m < nm; m++)
    fprintf(f, "%s%s->%s", m ? "," : "", ri->mapped[m]->iv->name, axis_names[nm - 1 - m]);
  fputs(")\"", f);
  if (ri->collapse)
    fprintf(f, ", \"collapse(%d)\"", ri->collapse);
  for (int i = 0; i < ri->nred; i++)
    fprintf(f, ", \"reduction(%s)\"", ri->red[i].var->name);
  for (int i = 0; i < ri->nared; i++) /* an array's elements: by atomics */
    fprintf(f, ", \"reduction(%s[] atomic)\"", ri->ared[i].var->name);
  if (r->host)
    fprintf(f, ", \"data_region(line %d)\"", r->host->loop->loc.line);
  if (ri->tile) {
    fputs(", \"tile(", f); /* outermost first, as the clause */
    for (int m = 0; m < nm; m++)
      fprintf(f, "%s%d", m ? "x" : "", ri->block[nm - 1 - m]);
    fputs(")\"", f);
    if (ri->tile->strip_loop)
      fprintf(f, ", \"strip(%s by %d)\"", ri->tile->strip_loop->iv->name, ri->tile->S);
  }
  if (ri->coarsen[0] > 1 || ri->coarsen[1] > 1 || ri->coarsen[2] > 1) {
    fputs(", \"coarsen(", f);
    for (int m = 0; m < nm; m++)
      fprintf(f, "%s%d", m ? "x" : "", ri->coarsen[m] > 1 ? ri->coarsen[m] : 1);
    fputs(")\"", f);
  }
  if (ri->chunk)
    fprintf(f, ", \"chunk(%s)\"", chunk_size_text(a, ri));
  if (ri->devices) /* devices.c: split over the devices */
    fprintf(f, ", \"devices(%s)\"",
            ri->devices->is_auto ? "all" : lg_fmt(a, "%lld", ri->devices->ints[0]));
  fputs("]", f);
  /* the clauses as written, for comparison */
  fprintf(f, ", \"clauses\": [");
  const lg_Directive *d = r->loop->dir;
  static const char *const cl_names[] = {"tile", "unroll", "collapse", "copyin", "copyout",
                                         "copy", "create", "reduction", "hoist", "nohoist",
                                         "chunk", "host", "independent", "private",
                                         "devices"};
  for (int i = 0; d && i < d->nclauses; i++) {
    const lg_Clause *c = &d->clauses[i];
    char *s = lg_fmt(a, "%s%s", cl_names[c->kind],
                     !c->is_auto                   ? ""
                     : c->kind == LG_CL_DEVICES ? "(all)"
                                                : "(auto)");
    if (c->nints) {
      s = lg_fmt(a, "%s(", s);
      for (int k = 0; k < c->nints; k++)
        s = lg_fmt(a, "%s%s%lld", s, k ? "," : "", c->ints[k]);
      s = lg_fmt(a, "%s)", s);
    }
    fprintf(f, "%s", i ? ", " : "");
    lg_json_str(f, s);
  }
  fputc(']', f);
  /* the schedule (schedule.c): the class of the nest, the effective
     clauses, who chose them and the sentence of --remarks */
  if (ri->sched) {
    static const char *const by[] = {"clauses", "no clause", "default", "tile alone",
                                     "tile on a stencil", "tile on an element-wise nest"};
    fprintf(f, ",\n   \"schedule\": {\"class\": ");
    lg_json_str(f, lg_sched_class_name(ri->sched));
    fprintf(f, ", \"clauses\": ");
    lg_json_str(f, lg_sched_clauses_text(p, r));
    fprintf(f, ", \"chosen_by\": \"%s\", \"remark\": ", by[ri->sched->by]);
    lg_json_str(f, lg_sched_describe(p, r));
    fputc('}', f);
  }
  /* shared memory: what tile.c stages, per block */
  const lg_TileInfo *ti = ri->tile;
  long long smem = ti ? ti->bytes : 0;
  fprintf(f, ",\n   \"shared_memory\": {\"bytes_per_block\": %lld, \"static_bytes\": %lld, "
             "\"dynamic_bytes\": %lld, \"staged\": [",
          smem, ti && ti->dynamic ? 0 : smem, ti && ti->dynamic ? smem : 0);
  for (int k = 0; ti && k < ti->nst; k++) {
    const lg_Stage *g = &ti->st[k];
    fprintf(f, "%s{\"array\": ", k ? ", " : "");
    lg_json_str(f, g->var->name);
    fputs(", \"box\": [", f);
    for (int d = 0; d < g->ndims; d++)
      fprintf(f, "%s%d", d ? ", " : "", g->ext[d]);
    fprintf(f, "], \"bytes\": %lld, \"loaded\": \"%s\"}", g->bytes,
            g->strip ? "per strip" : "per block");
  }
  fputs("]},\n   \"buffers\": [", f);
  write_arrays(f, p, ri->arrays, ri->narrays, ri, "    ");
  for (int i = 0; i < ri->nred; i++) {
    const lg_Var *v = ri->red[i].var;
    fprintf(f, "%s\n    {\"name\": ", ri->narrays || i ? "," : "");
    lg_json_str(f, v->name);
    fprintf(f, ", \"kind\": \"reduction_partials\", \"element_type\": ");
    lg_json_str(f, lg_type_name(v->type));
    fprintf(f, ", \"element_bytes\": %d, \"bytes\": \"%d\"}", (int)lg_type_size(v->type),
            ri->grid_cap[0] * (int)lg_type_size(v->type));
  }
  fprintf(f, "],\n   \"predicted_peak_bytes\": ");
  if (ri->chunk && !strcmp(lg_region_bytes_text(p, r, false), "0"))
    lg_json_str(f, lg_fmt(a, "%d * (%s)", LG_CHUNK_SLOTS, chunk_slot_text(p, r)));
  else if (ri->chunk)
    lg_json_str(f, lg_fmt(a, "%s + %d * (%s)", lg_region_bytes_text(p, r, false), LG_CHUNK_SLOTS,
                 chunk_slot_text(p, r)));
  else
    lg_json_str(f, lg_region_bytes_text(p, r, false));
  if (ri->chunk) {
    fprintf(f, ", \"chunk\": {\"size\": ");
    if (ri->chunk->is_auto)
      lg_json_str(f, "auto");
    else
      fprintf(f, "%lld", ri->chunk->ints[0]);
    fprintf(f, ", \"loop\": ");
    lg_json_str(f, ri->mapped[0]->iv->name);
    fprintf(f, ", \"slots\": %d, \"slot_bytes\": ", LG_CHUNK_SLOTS);
    lg_json_str(f, chunk_slot_text(p, r));
    fputc('}', f);
  }
  fprintf(f, ", \"fixed_bytes\": ");
  lg_json_str(f, lg_region_fixed_text(p, r, false));
  fprintf(f, ", \"streamed_loop_trip\": ");
  if (nm)
    lg_json_str(f, lg_trip_text(&pc, ri->mapped[0]));
  else
    fputs("null", f);
  fputc('}', f);
}

bool lg_report_text(lg_Program *p, char **data, size_t *len) {
  *data = NULL;
  *len = 0;
  FILE *f = open_memstream(data, len);
  if (!f)
    return false;
  fprintf(f, "{\"loopgpu_report\": 1, \"kind\": \"compile-time\", \"file\": ");
  lg_json_str(f, p->path);
  fprintf(f, ", \"arch\": ");
  lg_json_str(f, p->opts && p->opts->arch ? p->opts->arch : "sm_90");
  fprintf(f, ",\n \"kernels\": [");
  for (int i = 0; i < p->nregions; i++) {
    if (i)
      fputc(',', f);
    write_kernel(f, p, p->regions[i]);
  }
  fprintf(f, "],\n \"data_regions\": [");
  int first = 1;
  /* host loops, then runs of adjacent regions (datarun.c) */
  for (int i = 0; i < p->nhosts + p->nruns; i++) {
    lg_HostLoop *h = i < p->nhosts ? p->hosts[i] : p->runs[i - p->nhosts];
    lg_HostInfo *hi = h->analysis;
    fprintf(f, "%s\n  {\"line\": %d, \"function\": ", first ? "" : ",", h->loop->loc.line);
    first = 0;
    lg_json_str(f, h->fn ? h->fn->name : "");
    fprintf(f, ", \"kernels\": [");
    for (int k = 0; k < h->nregions; k++) {
      fprintf(f, "%s", k ? ", " : "");
      lg_json_str(f, h->regions[k]->name);
    }
    fprintf(f, "],\n   \"buffers\": [");
    write_arrays(f, p, hi ? hi->arrays : NULL, hi ? hi->narrays : 0, NULL, "    ");
    fprintf(f, "],\n   \"predicted_peak_bytes\": ");
    lg_json_str(f, lg_data_bytes_text(p, h, false));
    /* devices(): its regions' arrays are on the devices instead (the
       runtime's distributed table: bytes per device at run time) */
    const lg_Clause *dv = lg_dir_find(h->loop->dir, LG_CL_DEVICES);
    if (dv)
      fprintf(f, ", \"devices\": \"%s\"",
              dv->is_auto ? "all" : lg_fmt(p->arena, "%lld", dv->ints[0]));
    fputc('}', f);
  }
  fprintf(f, "],\n \"hoisted\": null}\n");
  bool ok = !ferror(f);
  ok = fclose(f) == 0 && ok;
  if (!ok && !errno)
    errno = EIO;
  return ok;
}
