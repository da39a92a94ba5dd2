/* devices.c — lg_pass_devices: `devices(N | all)` on a kernel region or on a
 * `host` loop (issue 22; docs/directives.md §3.2, docs/design.md "devices").
 *
 * The outermost mapped loop of a region is split into one contiguous part
 * per device, at run time (the runtime counts the devices, LOOPGPU_DEVICES
 * overrides the clause: rt_devices.c). The iterations of that loop carry no
 * dependence (depend.c mapped it), so the parts may run side by side, each
 * on the slices of the arrays its iterations touch: the same slices chunk()
 * streams (extent.c, lg_extent_slice, with the loop's values restricted to
 * the part's first and last), halos included. An array whose slice does not
 * depend on the split loop (a vector every iteration reads), or cannot be
 * bounded per part (`x[idx[i]]`), goes whole to every device that runs a
 * part: correct, as the runtime keeps every byte's current copy known and
 * parts that write overlapping ranges see each other's results in order.
 *
 * On a `host` loop the clause spreads every kernel region inside it (one
 * that says `devices` itself keeps its own count), and the loop becomes a
 * distributed data region: its arrays stay on the devices from one region
 * to the next and only what a part lacks moves (rt_devices.c), so the split
 * regions' arrays leave the loop's ordinary data region, as chunk()'s
 * streamed ones do. Only the arrays that data region would hold stay on
 * the devices between regions (lg_ArrayUse.keep); one the loop's body
 * allocates (a hoisted buffer, a malloc each step) goes back to the host
 * at the region's end, before host code can free or refill it.
 *
 * With `chunk(C)` each device streams its part C iterations at a time
 * (chunk.c has refused what chunk() cannot stream); the arrays chunk()
 * streams are the split ones, taken off the device after each chunk.
 *
 * A reduction into array elements gives each device a buffer of the
 * section at the operator's identity, which its atomics update; the host
 * combines them into the array (print_host.c).
 *
 * Refused, with an error, what a split would get wrong: an `&&` or `||`
 * reduction of array elements (an element no update reached keeps its
 * value in C, which a combination with the identity would normalize to 0 or
 * 1) and a value the last iteration leaves for the code after the region
 * (it is on whichever device ran the last part). A triangular nest
 * mapped over its bounding box splits as any other: each part's threads
 * cover the box of the whole inner loop (a superset of its rows' ranges)
 * and run the body where the true bounds hold; its slices are the
 * triangle's (extent.c bounds the inner loop through the outer one), except
 * that a staged one (register tiles: syrk) gets what it only reads whole,
 * since its tiles load the box's rows past the triangle's.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

static lg_Clause *host_devices(const lg_Region *r, const lg_HostLoop **from) {
  for (const lg_HostLoop *h = r->host; h; h = h->parent) {
    lg_Clause *cl = lg_dir_find(h->loop->dir, LG_CL_DEVICES);
    if (cl) {
      *from = h;
      return cl;
    }
  }
  return NULL;
}

/* Where an error about the region's split points: its own clause, or its
 * loop when the clause is a host loop's (a note names that one). */
static lg_Loc split_loc(const lg_Region *r, const lg_Clause *cl, bool own) {
  return own ? cl->loc : r->loop->loc;
}

static const char *why(lg_Arena *a, bool own, const lg_HostLoop *h) {
  return own ? "" : lg_fmt(a, " (the 'devices' of the host loop at line %d spreads it)",
                           h->loop->loc.line);
}

static bool split_region(lg_Program *p, lg_Region *r, lg_Clause *cl, bool own,
                         const lg_HostLoop *h) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  bool ok = true;
  if (!ri || ri->nmapped == 0)
    return true; /* nothing runs on a device */
  lg_Loc at = split_loc(r, cl, own);
  const char *w = why(a, own, h);
  lg_Loop *l = ri->mapped[0];
  for (int i = 0; i < ri->nared; i++)
    if (ri->ared[i].op == LG_RED_LAND || ri->ared[i].op == LG_RED_LOR) {
      lg_error(p->diag, at,
               "'devices' cannot be combined with the '%s' reduction of the elements of '%s' "
               "yet%s: an element no update reached keeps its value in C (5 stays 5), which "
               "combining the devices' results would turn into 0 or 1; use '&' or '|' on 0 "
               "and 1, or remove 'devices'",
               ri->ared[i].op == LG_RED_LAND ? "&&" : "||", ri->ared[i].var->name, w);
      ok = false;
    }
  for (int i = 0; i < ri->fin_device.n; i++) {
    const lg_Var *v = ri->fin_device.items[i];
    lg_error(p->diag, at,
             "'devices' cannot split a region whose last iteration leaves '%s' for the code "
             "after it%s: the device that runs the last part has it; declare '%s' in the loop",
             v->name, w, v->name);
    ok = false;
  }
  for (int i = 0; i < r->nvars; i++) {
    const lg_Var *v = r->vars[i];
    if (!v->last_symbol || !v->private_of)
      continue;
    lg_error(p->diag, at,
             "'devices' cannot split a region whose last iteration leaves '%s' for the code "
             "after it%s: the device that runs the last part has it; give the value after the "
             "region separately",
             v->private_of->name, w);
    ok = false;
  }
  if (!ok)
    return false;
  bool staged_triangle = false;
  for (int m = 0; m < ri->nmapped; m++)
    staged_triangle = staged_triangle || (ri->mapped[m]->guard && ri->tile);
  for (int i = 0; i < ri->narrays; i++) {
    lg_ArrayUse *u = &ri->arrays[i];
    const lg_Bound *lo, *hi;
    u->split = false;
    u->keep = false;
    for (const lg_HostLoop *o = r->host; o && !u->keep; o = o->parent) {
      const lg_HostInfo *hi = o->analysis;
      if (!lg_dir_find(o->loop->dir, LG_CL_DEVICES))
        continue;
      for (int j = 0; hi && j < hi->narrays && !u->keep; j++)
        u->keep = hi->arrays[j].var == u->var;
    }
    /* staged tiles of a guarded triangle read whole boxes, past the
       triangle's rows (syrk's A[j][p] for j up to the block's end): what
       such a region only reads goes whole to every device */
    if (!(staged_triangle && !u->written) && lg_extent_slice(p, r, u, &lo, &hi) &&
        (lg_bound_reads_host(lo, NULL) || lg_bound_reads_host(hi, NULL))) {
      u->split = true;
      u->slo = lo;
      u->shi = hi;
    }
  }
  /* the kernel's view of a part: the loop's first value as a parameter
     (chunk.c's lg_first0: the kernel printers take it from chunk_first) */
  ri->chunk_first = lg_first_param(a, l);
  ri->devices = cl;
  lg_map_interface(p, r); /* the lower bound is no longer the kernel's to read */
  return true;
}

/* The split regions' arrays leave the data regions of the host loops
 * around them (the runtime's distributed table holds them instead). */
static bool split(const lg_RegionInfo *ri, int k) {
  (void)k;
  return ri->devices != NULL;
}

bool lg_pass_devices(lg_Program *p) {
  bool ok = true, any = false;
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    const lg_HostLoop *h = NULL;
    lg_Clause *cl = lg_dir_find(r->loop->dir, LG_CL_DEVICES);
    bool own = cl != NULL;
    if (!cl)
      cl = host_devices(r, &h);
    if (!cl)
      continue;
    any = true;
    ok = split_region(p, r, cl, own, h) && ok;
  }
  if (ok && any)
    lg_leave_data_regions(p, split);
  return ok;
}
