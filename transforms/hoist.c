/* hoist.c — lg_pass_hoist (docs/directives.md §4): which allocations in loop
 * bodies become one buffer allocated before the loop and released after it.
 *
 * Host loops: the front end (tool/alloc.c) recorded each malloc / calloc /
 * aligned_alloc with the facts about its pointer. Hoisted is what provably
 * lives within one iteration: freed on every path (a statement of the body
 * after the allocation) and never escaping (copied, returned, passed to a
 * function that may keep it, realloc'ed, its address taken). One never freed
 * whose pointer does not escape is a leak that grows with the trip count:
 * hoisted too, with a warning naming it. Everything else stays as written,
 * with a warning giving the reason (`nohoist` silences).
 *
 * Hoisting must never raise the peak of the original program. A single
 * allocation per iteration has the same peak either way (the largest
 * iteration). Several allocations of one body are hoisted only when
 *   - they are all live at one point of the body and at most one size
 *     varies with the loop: the original peak is then the largest
 *     iteration's sum, which is the sum of the buffers; or
 *   - their lifetimes are disjoint: they share one buffer (a slot) of the
 *     largest size, which the original peak held too;
 * otherwise the buffers' sum could exceed the original peak and the loop
 * keeps its allocations, with a warning.
 *
 * Kernel regions: a variable-length array declared in the body, and a
 * pointer initialized by malloc/calloc there (the front end lowered it as a
 * one-dimensional array of its element count, lg_Var.alloc; its `free` is an
 * empty statement), become the thread's slice of one device buffer sized for
 * all threads of the launch (the printer allocates it with lg_dmalloc before
 * the launch); calloc's zeroing stays, per iteration, in the slice. Their
 * size must be computable by the host before the launch. A constant size of
 * at most LG_LOCAL_ARRAY_BYTES bytes becomes a local array of the thread
 * instead (registers where nvcc can index it statically, else local memory:
 * no allocation either way). No device-side malloc is ever emitted.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

/* The largest per-thread allocation of a constant size that becomes a local
 * array of the kernel rather than a slice of a global buffer: 256 bytes (64
 * floats, 32 doubles), what a thread can keep in registers when nvcc indexes
 * it statically (unrolled loops), and a modest local-memory frame otherwise. */
#define LG_LOCAL_ARRAY_BYTES 256

static const char *reason(const lg_Alloc *al) {
  switch (al->escape) {
  case LG_ESC_STORED: return "its pointer is stored outside the allocation's variable";
  case LG_ESC_RETURNED: return "its pointer is returned";
  case LG_ESC_PASSED: return NULL; /* names the callee */
  case LG_ESC_REALLOC: return "it is passed to 'realloc'";
  case LG_ESC_ADDRESS: return "the address of its pointer is taken";
  case LG_ESC_REASSIGNED: return "its pointer variable is changed before the free";
  case LG_ESC_JUMP: return NULL;
  case LG_ESC_UNSUPPORTED: return NULL;
  case LG_ESC_NONE: return "";
  }
  return "";
}

static const char *alloc_name(const lg_Alloc *al) {
  static const char *const n[] = {"malloc",     "calloc",
                                  "aligned_alloc", "cudaMalloc",
                                  "variable-length array", "cudaMallocAsync"};
  return n[al->kind];
}

static const char *var_name(const lg_Alloc *al) { return al->var ? al->var->name : "?"; }

/* Warns why `al` stays as written. */
static void keep(lg_Program *p, lg_Alloc *al, const char *why) {
  al->verdict = LG_HV_UNSAFE;
  al->why = why;
  lg_warning(p->diag, "loopgpu-hoist", al->loc, "'%s' is not hoisted out of the loop: %s", alloc_name(al), why);
}

static bool safe(lg_Program *p, lg_Alloc *al) {
  lg_Arena *a = p->arena;
  if (!al->var) {
    keep(p, al,
         LG_ALLOC_IS_DEVICE(al->kind)
             ? "its first argument is not the address of a pointer variable ('&p')"
             : "its result is not assigned to a pointer variable of the loop body");
    return false;
  }
  if (al->escape != LG_ESC_NONE) {
    const char *why = reason(al);
    if (al->escape == LG_ESC_PASSED)
      why = lg_fmt(a, "'%s' is passed to '%s' (line %d), which may keep it", var_name(al),
                   al->escape_what ? al->escape_what : "?", al->escape_loc.line);
    else if (al->escape == LG_ESC_JUMP)
      why = lg_fmt(a, "'%s' at line %d leaves the iteration before '%s' is freed",
                   al->escape_what ? al->escape_what : "a jump", al->escape_loc.line,
                   var_name(al));
    else if (al->escape == LG_ESC_UNSUPPORTED)
      why = lg_fmt(a, "%s (line %d)", al->escape_what ? al->escape_what : "unsupported form",
                   al->escape_loc.line);
    else
      why = lg_fmt(a, "%s (line %d)", why, al->escape_loc.line);
    keep(p, al, why);
    return false;
  }
  if (!al->freed && !al->var_in_body) {
    /* a leak is hoisted only when nothing can reach the buffer after the
       iteration: the variable of the last one outlives the loop */
    keep(p, al,
         lg_fmt(a, "it is never freed in the loop body and '%s' is declared outside it: the "
                   "last iteration's buffer outlives the loop",
                var_name(al)));
    return false;
  }
  if (al->freed && !al->freed_every_path) {
    keep(p, al,
         lg_fmt(a, "'%s' is not freed on every path through the loop body (the free at line %d "
                   "is conditional or comes first)",
                var_name(al), al->free_loc.line));
    return false;
  }
  return true;
}

/* The peak rule (see the top of the file) for the allocations H of one
 * memory (host or device) of loop h; assigns slots from *next_slot. */
static void hoist_memory(lg_Program *p, lg_HostLoop *h, lg_PtrVec *H, int *next_slot) {
  if (H->n == 0)
    return;
  /* lifetimes in statements of the body; a leak lives to the end */
  int varying = 0, max_start = -1, min_end = 1 << 30;
  for (int i = 0; i < H->n; i++) {
    lg_Alloc *al = H->items[i];
    int end = al->freed ? al->stmt_free : 1 << 29;
    if (al->stmt_alloc > max_start)
      max_start = al->stmt_alloc;
    if (end < min_end)
      min_end = end;
    varying += al->size_deg > 0;
  }
  bool colive = max_start < min_end;
  bool disjoint = true;
  for (int i = 0; i < H->n; i++)
    for (int j = 0; j < H->n; j++) {
      lg_Alloc *x = H->items[i], *y = H->items[j];
      if (i == j)
        continue;
      int xe = x->freed ? x->stmt_free : 1 << 29;
      /* y starts inside x's lifetime */
      if (y->stmt_alloc >= x->stmt_alloc && y->stmt_alloc < xe)
        disjoint = false;
    }
  if (H->n > 1 && !disjoint && !(colive && varying <= 1)) {
    lg_Alloc *first = H->items[0];
    const char *why =
        colive ? lg_fmt(p->arena, "the sizes of %d of them vary with the iterations", varying)
               : "their lifetimes overlap only in part";
    for (int i = 0; i < H->n; i++) {
      lg_Alloc *al = H->items[i];
      al->verdict = LG_HV_PEAK;
      al->peak = LG_PEAK_OVER;
      al->why = why;
    }
    lg_warning(p->diag, "loopgpu-hoist", first->loc,
               "the %d allocations of the loop at line %d are not hoisted: one buffer each, of "
               "the largest size, could hold more at once than the original loop ever does (%s)",
               H->n, h->loop->loc.line, why);
    return;
  }
  /* lifetimes one after the other share one buffer, except a leak's (at
     most one: two would overlap), which keeps its own so that the record can
     say what the original held: its buffers of every iteration (from the
     second iteration on the original holds the leak of the one before and
     the others' largest buffer too, so the peak does not rise) */
  bool leak_apart = false;
  for (int i = 0; i < H->n && disjoint && H->n > 1; i++)
    leak_apart = leak_apart || !((lg_Alloc *)H->items[i])->freed;
  for (int i = 0; i < H->n; i++) {
    lg_Alloc *al = H->items[i];
    al->hoisted = true;
    al->verdict = LG_HV_HOISTED;
    al->peak = H->n == 1 ? LG_PEAK_SINGLE : disjoint ? LG_PEAK_DISJOINT : LG_PEAK_COLIVE;
    al->slot = *next_slot + (disjoint ? (leak_apart && !al->freed) : i);
    al->buffer = lg_fmt(p->arena, "lg_hs%d_%d", h->loop->loc.line, al->slot);
    /* the largest size any iteration asks for, allocated once before the
       loop when it is computable: a loop-invariant size, or an affine one at
       one end of the loop (a loop whose header is not canonical has no trip
       count: its buffers grow on demand) */
    al->prealloc = h->loop->opaque || al->size_deg >= 2 ? LG_PRE_NONE
                   : al->size_deg == 0                  ? LG_PRE_INVARIANT
                                                        : LG_PRE_ENDS;
    if (!al->freed)
      lg_warning(p->diag, "loopgpu-leak", al->loc,
                 "'%s' is never freed in the loop body: each iteration leaks %s bytes%s "
                 "(growing with the trip count); hoisted into one buffer released after the "
                 "loop",
                 var_name(al), al->size ? al->size : "?",
                 LG_ALLOC_IS_DEVICE(al->kind) ? " of device memory" : "");
  }
  *next_slot += disjoint ? 1 + leak_apart : H->n;
}

/* A hoisted host buffer that the loop's kernel regions use and that host
 * code never touches (only the regions read and write it) stays on the
 * device for the whole loop: one device allocation instead of one per region
 * entry, and no copies in and out at every region. Only when the buffer
 * never moves (its largest size is allocated before the loop) and holds
 * nothing the regions must see (calloc's zeroes are host-side). */
static bool map_on_device(lg_HostLoop *h, const lg_Alloc *al) {
  if (LG_ALLOC_IS_DEVICE(al->kind) || al->kind == LG_ALLOC_CALLOC || al->host_used ||
      al->prealloc == LG_PRE_NONE)
    return false;
  for (int i = 0; i < h->nregions; i++) {
    lg_Region *r = h->regions[i];
    for (int k = 0; k < r->nvars; k++)
      if (r->vars[k] == al->var)
        return true;
  }
  return false;
}

static void hoist_host(lg_Program *p, lg_HostLoop *h) {
  if (h->nallocs == 0)
    return;
  bool off = lg_dir_find(h->loop->dir, LG_CL_NOHOIST) != NULL;
  lg_PtrVec host = {0}, dev = {0};
  for (int i = 0; i < h->nallocs; i++) {
    lg_Alloc *al = h->allocs[i];
    al->hoisted = false;
    al->mapped = false;
    al->verdict = off ? LG_HV_NOHOIST : LG_HV_UNDECIDED;
    al->peak = LG_PEAK_NONE;
    al->why = NULL;
    al->buffer = NULL;
    al->prealloc = LG_PRE_NONE;
    if (off || !safe(p, al))
      continue;
    lg_vec_push(p->arena, LG_ALLOC_IS_DEVICE(al->kind) ? &dev : &host, al);
  }
  /* host and device memory are separate peaks: the rule applies to each */
  int slot = 0;
  hoist_memory(p, h, &host, &slot);
  hoist_memory(p, h, &dev, &slot);
  /* a buffer shared by allocations of disjoint lifetimes is mapped only when
     it holds one: another one's host use would need the copies */
  for (int i = 0; i < h->nallocs; i++) {
    lg_Alloc *al = h->allocs[i];
    int share = 0;
    for (int k = 0; k < h->nallocs; k++)
      share += h->allocs[k]->hoisted && h->allocs[k]->slot == al->slot;
    if (al->hoisted && share == 1 && map_on_device(h, al))
      al->mapped = true;
  }
}

/* ---- kernel regions ---------------------------------------------------------- */

typedef struct KCtx {
  lg_Program *p;
  lg_Region *r;
  lg_RegionInfo *ri;
  bool off, ok;
} KCtx;

static bool host_evaluable(KCtx *k, const lg_Expr *e) {
  if (!e)
    return true;
  if (e->kind == LG_E_INDEX || e->kind == LG_E_CALL || e->kind == LG_E_ASSIGN)
    return false;
  if (e->kind == LG_E_VAR &&
      (e->var->region == k->r || lg_var_written_in(k->ri, e->var) || lg_loop_of_iv(k->ri, e->var)))
    return false;
  for (int i = 0; i < e->nargs; i++)
    if (!host_evaluable(k, e->args[i]))
      return false;
  return true;
}

/* A one-dimensional array of a constant element count of at most
 * LG_LOCAL_ARRAY_BYTES bytes. */
static bool small_constant(const lg_Type *t) {
  const lg_Expr *c = t->dims[0];
  return c && c->kind == LG_E_INT && c->ival > 0 &&
         c->ival <= LG_LOCAL_ARRAY_BYTES / (lg_type_size(t->elem) ? lg_type_size(t->elem) : 8);
}

/* A malloc/calloc of a kernel region (lg_Var.alloc): a local array when the
 * size is a small constant, else the thread's slice of one device buffer. */
static void kernel_heap(KCtx *k, lg_Var *v) {
  lg_Alloc *al = v->alloc;
  lg_Type *t = v->type;
  const char *fn = al->kind == LG_ALLOC_CALLOC ? "calloc" : "malloc";
  lg_Expr *count = t->dims[0];
  if (k->off) {
    lg_error(k->p->diag, al->loc,
             "'%s' in a kernel region with 'nohoist': no device-side allocation is emitted; "
             "remove 'nohoist' so that '%s' becomes the thread's slice of a preallocated "
             "buffer",
             fn, v->name);
    k->ok = false;
    return;
  }
  if (!host_evaluable(k, count)) {
    lg_error(k->p->diag, al->loc,
             "the size of the '%s' of '%s' depends on values computed in the kernel region; "
             "hoisting needs a size the host can compute before the launch",
             fn, v->name);
    k->ok = false;
    return;
  }
  if (!al->freed)
    lg_warning(k->p->diag, "loopgpu-leak", al->loc,
               "'%s' is never freed in the kernel region: every iteration of every thread "
               "would leak its buffer; hoisted into memory of the thread released after the "
               "launch",
               v->name);
  if (small_constant(t)) {
    t->cdims[0] = count->ival; /* printed `T v[K]`: a local array */
    al->hoisted = true;
    al->verdict = LG_HV_LOCAL;
    lg_vec_push(k->p->arena, &k->ri->local, v);
    return;
  }
  al->hoisted = true;
  al->verdict = LG_HV_HOISTED;
  lg_vec_push(k->p->arena, &k->ri->scratch, v);
}

static void kernel_stmt(KCtx *k, lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_DECL: {
    lg_Var *v = s->var;
    lg_Type *t = v->type;
    if (t->kind != LG_T_ARRAY)
      break;
    if (v->alloc) {
      kernel_heap(k, v);
      break;
    }
    bool vla = false;
    for (int d = 0; d < t->ndims; d++)
      vla = vla || t->cdims[d] < 0;
    if (!vla)
      break;
    if (t->ndims == 1 && !s->init && small_constant(t)) {
      /* a constant size after all (`const int K = 8; float t[K];`): small,
         so a local array of the thread, with or without hoisting */
      t->cdims[0] = t->dims[0]->ival;
      lg_vec_push(k->p->arena, &k->ri->local, v);
    } else if (k->off) {
      lg_error(k->p->diag, v->loc,
               "variable-length array '%s' in a kernel region with 'nohoist': the device has "
               "no per-thread variable-length arrays; remove 'nohoist' so that it becomes a "
               "slice of a preallocated buffer",
               v->name);
      k->ok = false;
    } else if (t->ndims != 1) {
      lg_error(k->p->diag, v->loc,
               "variable-length array '%s' with %d dimensions in a kernel region: only "
               "one-dimensional ones are hoisted into a preallocated buffer",
               v->name, t->ndims);
      k->ok = false;
    } else if (!host_evaluable(k, t->dims[0])) {
      lg_error(k->p->diag, v->loc,
               "the size of variable-length array '%s' depends on values computed in the "
               "kernel region; hoisting needs a size the host can compute before the launch",
               v->name);
      k->ok = false;
    } else if (s->init) {
      lg_error(k->p->diag, v->loc, "variable-length array '%s' cannot have an initializer",
               v->name);
      k->ok = false;
    } else {
      lg_vec_push(k->p->arena, &k->ri->scratch, v);
    }
    break;
  }
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      kernel_stmt(k, s->stmts[i]);
    break;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    kernel_stmt(k, s->then);
    kernel_stmt(k, s->els);
    break;
  case LG_S_FOR:
    kernel_stmt(k, s->loop->body);
    break;
  default:
    break;
  }
}

bool lg_pass_hoist(lg_Program *p) {
  bool ok = true;
  for (int i = 0; i < p->nhosts; i++)
    hoist_host(p, p->hosts[i]);
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    KCtx k = {p, r, lg_region_info(p, r), lg_dir_find(r->loop->dir, LG_CL_NOHOIST) != NULL, true};
    kernel_stmt(&k, r->loop->body);
    k.ri->hoist_done = true;
    /* one slice per resident thread: the grid launches no more blocks than
       the device runs at once (lg_scratch_grid) */
    k.ri->grid_resident = k.ri->scratch.n > 0;
    if (k.ri->grid_resident) /* its slices are counted by the constant block */
      k.ri->block_fit = false;
    ok = ok && k.ok;
  }
  return ok;
}
