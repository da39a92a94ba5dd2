/* depend.c — lg_pass_depend: the array accesses of each region (read/write,
 * affine subscripts per dimension, delinearized where provable) and the
 * dependence test of the loops that may be mapped to threads.
 *
 * The test asks, per candidate loop L (the outer candidates being already
 * mapped, hence equal in both iterations): can two different iterations of L
 * touch the same element, one of them writing it? A quick test per pair of
 * accesses solves the subscript equations dimension by dimension: a
 * dimension whose only free variable v has the same integer coefficient on
 * both sides and identical remaining terms pins v (v = v'); a constant
 * difference that the coefficients cannot produce (GCD) proves the pair
 * disjoint. What it does not refute goes to isl with the loops' bounds
 * (presburger.c): refuted, proven (for every size), or undecided.
 *
 * What the verdicts mean for the program (docs/directives.md §2): a dependence proven on a
 * loop the user maps (the annotated loop, the loops of collapse(N)) is an
 * error, also against `independent`, which is the user's promise about
 * those loops only; an undecided one is a warning and the loop runs
 * sequentially (the annotated loop: the whole region stays C, on the CPU),
 * unless `independent` promises it. Loops below them are mapped only when
 * they are proven independent.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "passes.h"

typedef struct Collect {
  lg_Program *p;
  lg_Region *r;
  lg_PtrVec acc; /* lg_Access * */
  const lg_Loop *loops[64]; /* the loops around what is being collected */
  int nloops;
} Collect;

static void collect_expr(Collect *c, lg_Expr *e, bool write, bool read);

static void add_access(Collect *c, lg_Expr *e, bool write, bool read) {
  lg_Access *a = LG_NEW(c->p->arena, lg_Access);
  a->e = e;
  a->var = e->var;
  a->read = read;
  a->write = write;
  a->line = e->loc.line;
  a->nloops = c->nloops;
  a->loops = LG_NEW_ARRAY(c->p->arena, const lg_Loop *, c->nloops ? c->nloops : 1);
  memcpy(a->loops, c->loops, sizeof(*a->loops) * (size_t)c->nloops);
  lg_vec_push(c->p->arena, &c->acc, a);
  for (int i = 0; i < e->nargs; i++)
    collect_expr(c, e->args[i], false, true);
}

/* What function `fn` does through its pointer parameter `param`: reads,
 * writes (also through the functions it passes the pointer to). */
typedef struct ParamUse {
  const lg_Var *param;
  bool rd, wr;
  int depth;
} ParamUse;

static void use_expr(ParamUse *u, const lg_Expr *e, bool write, bool read);

static bool use_visit(void *ctx, lg_Expr *e) {
  use_expr(ctx, e, false, true);
  return false;
}

static void param_use(ParamUse *u, const lg_Function *fn, int i) {
  if (u->depth >= 16 || !fn->body || i >= fn->nparams) {
    u->rd = u->wr = true; /* too deep to follow, or unknown: both */
    return;
  }
  ParamUse v = {fn->params[i], false, false, u->depth + 1};
  lg_walk_stmt_exprs(fn->body, use_visit, &v);
  u->rd = u->rd || v.rd;
  u->wr = u->wr || v.wr;
}

static void use_expr(ParamUse *u, const lg_Expr *e, bool write, bool read) {
  if (!e)
    return;
  switch (e->kind) {
  case LG_E_INDEX:
    if (e->var == u->param) {
      u->rd = u->rd || read;
      u->wr = u->wr || write;
    }
    break;
  case LG_E_ASSIGN:
    use_expr(u, e->args[0], true, e->op != LG_OP_ASSIGN);
    use_expr(u, e->args[1], false, true);
    return;
  case LG_E_UNARY:
    if (e->op >= LG_OP_PREINC) {
      use_expr(u, e->args[0], true, true);
      return;
    }
    break;
  case LG_E_CALL:
    for (int i = 0; i < e->nargs; i++) {
      const lg_Expr *a = e->args[i];
      if (a->kind == LG_E_UNARY && a->op == LG_OP_ADDR && a->args[0]->var == u->param && e->fn) {
        param_use(u, e->fn, i);
        for (int k = 0; k < a->args[0]->nargs; k++)
          use_expr(u, a->args[0]->args[k], false, true);
      } else {
        use_expr(u, a, false, true);
      }
    }
    return;
  default:
    break;
  }
  for (int i = 0; i < e->nargs; i++)
    use_expr(u, e->args[i], false, true);
}

const char *lg_access_text(lg_Program *p, const lg_Access *a) {
  lg_PrintCtx pc = {.p = p, .a = p->arena};
  if (a->via)
    return lg_fmt(p->arena, "%s' through '&%s' passed to '%s", a->var->name,
                  lg_expr_text_top(&pc, a->e), a->via->text);
  return lg_expr_text_top(&pc, a->e);
}

static void collect_expr(Collect *c, lg_Expr *e, bool write, bool read) {
  if (!e)
    return;
  switch (e->kind) {
  case LG_E_CALL:
    /* a pointer into an array passed to a function of the input: what the
       function does through it, somewhere in the array (not affine) */
    for (int i = 0; i < e->nargs; i++) {
      lg_Expr *x = e->args[i];
      if (x->kind != LG_E_UNARY || x->op != LG_OP_ADDR) {
        collect_expr(c, x, false, true);
        continue;
      }
      lg_Expr *ix = x->args[0];
      for (int k = 0; k < ix->nargs; k++)
        collect_expr(c, ix->args[k], false, true);
      ParamUse u = {NULL, false, false, 0};
      if (e->fn)
        param_use(&u, e->fn, i);
      else
        u.rd = u.wr = true;
      if (ix->var->region == c->r || (!u.rd && !u.wr))
        continue;
      lg_Access *a = LG_NEW(c->p->arena, lg_Access);
      a->e = ix;
      a->var = ix->var;
      a->read = u.rd;
      a->write = u.wr;
      a->line = e->loc.line;
      a->via = e;
      a->nloops = c->nloops;
      a->loops = LG_NEW_ARRAY(c->p->arena, const lg_Loop *, c->nloops ? c->nloops : 1);
      memcpy(a->loops, c->loops, sizeof(*a->loops) * (size_t)c->nloops);
      lg_vec_push(c->p->arena, &c->acc, a);
    }
    return;
  case LG_E_INDEX:
    if (e->var->region == c->r) {
      /* an array declared in the region is private to the iteration (a
         hoisted variable-length array is the thread's own slice): no
         dependence between iterations; its subscripts still are reads */
      for (int i = 0; i < e->nargs; i++)
        collect_expr(c, e->args[i], false, true);
      return;
    }
    add_access(c, e, write, read);
    return;
  case LG_E_MEMBER:
    /* a member of an element is an access of the element (any two members
       of one element may overlap: a union); an array member's subscripts
       are reads */
    collect_expr(c, e->args[0], write, read);
    for (int i = 1; i < e->nargs; i++)
      collect_expr(c, e->args[i], false, true);
    return;
  case LG_E_ASSIGN:
    collect_expr(c, e->args[0], true, e->op != LG_OP_ASSIGN);
    collect_expr(c, e->args[1], false, true);
    return;
  case LG_E_UNARY:
    if (e->op >= LG_OP_PREINC) {
      collect_expr(c, e->args[0], true, true);
      return;
    }
    break;
  default:
    break;
  }
  for (int i = 0; i < e->nargs; i++)
    collect_expr(c, e->args[i], false, true);
}

static void collect_stmt(Collect *c, lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_EXPR:
    collect_expr(c, s->expr, false, true);
    break;
  case LG_S_DECL:
    collect_expr(c, s->init, false, true);
    break;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      collect_stmt(c, s->stmts[i]);
    break;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    collect_expr(c, s->expr, false, true);
    collect_stmt(c, s->then);
    collect_stmt(c, s->els);
    break;
  case LG_S_FOR:
    collect_expr(c, s->loop->lb, false, true);
    collect_expr(c, s->loop->ub, false, true);
    collect_expr(c, lg_loop_extra_bound(s->loop), false, true);
    if (c->nloops < 64)
      c->loops[c->nloops++] = s->loop;
    collect_stmt(c, s->loop->body);
    c->nloops--;
    break;
  case LG_S_RETURN:
    collect_expr(c, s->expr, false, true);
    break;
  default:
    break;
  }
}

/* A jump in the body (break, continue, return) makes what follows it
 * conditional in a way lg_stmt_place does not see. */
static void analyse_subscripts(lg_Program *p, lg_Region *r, lg_Access *a) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  lg_Expr *e = a->e;
  a->affine = true;
  if (a->via) {
    int nd = e->var->type->kind == LG_T_PTR ? 1 : e->nargs;
    a->ndims = nd;
    a->dims = LG_NEW_ARRAY(p->arena, lg_Poly *, nd ? nd : 1);
    a->affine = false;
    return;
  }
  if (e->var->type->kind == LG_T_PTR) {
    lg_Poly *flat = lg_affine_of(p, r, e->args[0]);
    if (flat && (!lg_poly_is_affine(&ri->atoms, flat) ||
                 lg_poly_iv_outside(&ri->atoms, flat, a->loops, a->nloops)))
      flat = NULL;
    a->flat = flat;
    if (!flat) {
      a->ndims = 1;
      a->dims = LG_NEW_ARRAY(p->arena, lg_Poly *, 1);
      a->affine = false;
      return;
    }
    a->ndims = lg_delinearize(p, r, flat, &a->dims, &a->strides);
    return;
  }
  a->ndims = e->nargs;
  a->dims = LG_NEW_ARRAY(p->arena, lg_Poly *, e->nargs);
  for (int i = 0; i < e->nargs; i++) {
    lg_Poly *x = lg_affine_of(p, r, e->args[i]);
    if (x && (!lg_poly_is_affine(&ri->atoms, x) ||
              lg_poly_iv_outside(&ri->atoms, x, a->loops, a->nloops)))
      x = NULL;
    a->dims[i] = x;
    a->affine = a->affine && x;
  }
}

/* Flat pointers: every access of one array must be split the same way, or
 * the per-dimension equations would compare different things. */
static void unify_delinearization(lg_Program *p, lg_RegionInfo *ri) {
  for (int i = 0; i < ri->nacc; i++) {
    lg_Access *a = &ri->acc[i];
    if (a->var->type->kind != LG_T_PTR)
      continue;
    bool same = true;
    for (int j = 0; j < ri->nacc && same; j++) {
      lg_Access *b = &ri->acc[j];
      if (b->var != a->var)
        continue;
      if (!a->flat || !b->flat || a->ndims != b->ndims) {
        same = false;
        break;
      }
      for (int k = 0; k + 1 < a->ndims; k++)
        same = same && a->strides[k] == b->strides[k];
    }
    if (same)
      continue;
    for (int j = 0; j < ri->nacc; j++) {
      lg_Access *b = &ri->acc[j];
      if (b->var != a->var || b->ndims == 1)
        continue;
      b->ndims = 1;
      b->dims = LG_NEW_ARRAY(p->arena, lg_Poly *, 1);
      b->dims[0] = b->flat;
      b->strides = NULL;
    }
  }
}

/* ---- the pair test ----------------------------------------------------------- */

typedef struct Pin {
  lg_Var *v[16];
  int n;
} Pin;

static bool pinned(const Pin *s, const lg_Var *v) {
  for (int i = 0; i < s->n; i++)
    if (s->v[i] == v)
      return true;
  return false;
}

static long long gcd(long long a, long long b) {
  a = a < 0 ? -a : a;
  b = b < 0 ? -b : b;
  while (b) {
    long long t = a % b;
    a = b;
    b = t;
  }
  return a;
}

typedef enum PairResult { PAIR_DISJOINT, PAIR_PINNED, PAIR_DEP, PAIR_MAYBE, PAIR_TRUST } PairResult;

/* Can iterations with different values of `loop`'s variable make accesses
 * a and b meet (the loops in `outer` being equal on both sides)? */
static PairResult test_pair(lg_Program *p, lg_RegionInfo *ri, const lg_Access *a,
                            const lg_Access *b, const lg_Loop *loop, Pin pin) {
  lg_Arena *ar = p->arena;
  const lg_Atoms *at = &ri->atoms;
  if (a->ndims != b->ndims)
    return PAIR_MAYBE;
  bool changed = true, proven = true, non_affine = false;
  while (changed) {
    changed = false;
    proven = true;
    for (int d = 0; d < a->ndims; d++) {
      lg_Poly *f = a->dims[d], *g = b->dims[d];
      if (!f || !g) {
        non_affine = true;
        proven = false;
        continue;
      }
      lg_Poly *delta = lg_poly_add(ar, lg_poly_invariant_part(ar, at, f),
                                   lg_poly_invariant_part(ar, at, g), -1);
      long long c;
      bool cconst = lg_poly_is_const(delta, &c);
      int nfree = 0, freeatom = -1;
      bool residual = false, intcoefs = true;
      long long g_all = 0;
      for (int k = 0; k < at->n; k++) {
        if (!at->items[k].iv)
          continue;
        lg_Poly *cf = lg_poly_coef(ar, f, k), *cg = lg_poly_coef(ar, g, k);
        if (cf->n == 0 && cg->n == 0)
          continue;
        long long vf, vg;
        bool kf = lg_poly_is_const(cf, &vf), kg = lg_poly_is_const(cg, &vg);
        if (pinned(&pin, at->items[k].iv)) {
          if (lg_poly_equal(cf, cg))
            continue;
          residual = true;
          if (kf && kg)
            g_all = gcd(g_all, vf - vg);
          else
            intcoefs = false;
          continue;
        }
        nfree++;
        if (!lg_poly_equal(cf, cg))
          freeatom = -2;
        else if (freeatom != -2)
          freeatom = k;
        if (kf && kg) {
          g_all = gcd(g_all, vf);
          g_all = gcd(g_all, vg);
        } else {
          intcoefs = false;
        }
      }
      if (cconst && intcoefs && (nfree || residual) && g_all != 0 && c % g_all != 0)
        return PAIR_DISJOINT;
      if (!nfree && !residual) {
        if (cconst && c != 0)
          return PAIR_DISJOINT;
        if (!cconst)
          proven = false;
        continue; /* satisfied identically */
      }
      if (nfree == 1 && !residual && freeatom >= 0 && cconst) {
        long long coef;
        if (lg_poly_is_const(lg_poly_coef(ar, f, freeatom), &coef) && coef != 0) {
          if (c % coef != 0)
            return PAIR_DISJOINT;
          if (c == 0) {
            if (pin.n < 16)
              pin.v[pin.n++] = at->items[freeatom].iv;
            changed = true;
            continue;
          }
          /* a constant distance on this variable */
          if (at->items[freeatom].iv != loop->iv)
            proven = false;
          continue;
        }
      }
      proven = false;
    }
    if (pinned(&pin, loop->iv))
      return PAIR_PINNED;
  }
  if (non_affine)
    return PAIR_TRUST;
  return proven ? PAIR_DEP : PAIR_MAYBE;
}

static const char *access_text(lg_Program *p, const lg_Access *a) {
  return lg_access_text(p, a);
}

/* The elements of a reduction's array are only updated (check.c), each
 * update an atomic: they order no iterations. */
static bool reduction_array(const lg_RegionInfo *ri, const lg_Var *v) {
  for (int i = 0; i < ri->nared; i++)
    if (ri->ared[i].var == v)
      return true;
  return false;
}

/* The verdict of candidate k: every pair of accesses to one array, one of
 * them a write, first by the quick per-dimension test (which refutes most
 * pairs: disjoint, or the same element only in one iteration of k), then by
 * isl on the domains (presburger.c). The pair that decides it is kept for
 * the message: a proven dependence first, else the first undecided one. */
static lg_Verdict test_loop(lg_Program *p, lg_Region *r, lg_RegionInfo *ri, int k) {
  Pin pin = {.n = 0};
  for (int j = 0; j < k; j++)
    pin.v[pin.n++] = ri->cand[j]->iv;
  lg_Loop *l = ri->cand[k];
  lg_Verdict worst = LG_INDEPENDENT;
  for (int i = 0; i < ri->nacc && worst != LG_DEPENDENT; i++)
    for (int j = i; j < ri->nacc && worst != LG_DEPENDENT; j++) {
      lg_Access *a = &ri->acc[i], *b = &ri->acc[j];
      if (a->var != b->var || (!a->write && !b->write) || reduction_array(ri, a->var))
        continue;
      PairResult res = test_pair(p, ri, a, b, l, pin);
      if (res == PAIR_DISJOINT || res == PAIR_PINNED)
        continue;
      lg_Verdict v = res == PAIR_TRUST ? LG_UNKNOWN : lg_presburger_pair(p, r, a, b, k);
      if (v == LG_INDEPENDENT)
        continue;
      if (worst == LG_INDEPENDENT || v == LG_DEPENDENT) {
        worst = v;
        /* name the write first */
        ri->dep_a[k] = a->write ? a : b;
        ri->dep_b[k] = a->write ? b : a;
        ri->dep_proven[k] = v == LG_DEPENDENT;
        ri->dep_affine[k] = res != PAIR_TRUST;
      }
    }
  return worst;
}

static const char *pair_text(lg_Program *p, lg_RegionInfo *ri, int k) {
  lg_Access *a = ri->dep_a[k], *b = ri->dep_b[k];
  if (a == b)
    return lg_fmt(p->arena, "'%s' written at line %d by two of its iterations",
                  access_text(p, a), a->line);
  return lg_fmt(p->arena, "'%s' written at line %d and '%s' %s at line %d", access_text(p, a),
                a->line, access_text(p, b), b->write ? "written" : "read", b->line);
}

/* reschedule.c did not reorder the nest: why, under the dependence */
static void note_reorder(lg_Program *p, lg_Region *r, lg_Loop *l) {
  if (r->reorder_why)
    lg_note(p->diag, r->loop->dir ? r->loop->dir->loc : l->loc,
            "no order of the nest's statements was found that runs in parallel (isl's "
            "scheduler, transforms/reschedule.c, not tried or not usable: %s)",
            r->reorder_why);
}

static void report_dependence(lg_Program *p, lg_Region *r, lg_RegionInfo *ri, int k,
                              bool promised) {
  lg_Loop *l = ri->cand[k];
  if (promised) {
    lg_error(p->diag, l->loc,
             "loop '%s' carries a dependence, contrary to 'independent': %s", l->iv->name,
             pair_text(p, ri, k));
    lg_note(p->diag, lg_dir_find(r->loop->dir, LG_CL_INDEPENDENT)->loc,
            "'independent' promises that no two iterations of '%s' touch one element, one of "
            "them writing it",
            l->iv->name);
    return;
  }
  lg_error(p->diag, l->loc, "loop '%s' carries a dependence: %s", l->iv->name,
           pair_text(p, ri, k));
  if (k == 0) {
    lg_note(p->diag, r->loop->dir ? r->loop->dir->loc : l->loc,
            "a loop that cannot run in parallel stays on the CPU with '#pragma loopgpu host'; "
            "annotate the loops inside it instead");
    note_reorder(p, r, l);
  } else
    lg_note(p->diag, lg_dir_find(r->loop->dir, LG_CL_COLLAPSE)->loc,
            "collapse(%d) asks for loop '%s' to be mapped to threads", ri->collapse,
            l->iv->name);
}

/* An undecided candidate the user asked for: a warning that names the pair;
 * the loop runs sequentially (the whole region on the CPU when it is the
 * annotated loop). */
static void report_undecided(lg_Program *p, lg_Region *r, lg_RegionInfo *ri, int k) {
  lg_Loop *l = ri->cand[k];
  lg_Access *x = ri->dep_a[k]->affine || !ri->dep_b[k]->affine ? ri->dep_a[k] : ri->dep_b[k];
  const char *why =
      ri->dep_affine[k]
          ? "for some sizes, or under a condition, two of its iterations may touch one element"
          : x->via ? lg_fmt(p->arena, "what '%s' does through a pointer is not analysed",
                            x->via->text)
                   : lg_fmt(p->arena, "subscript '%s' is not affine", access_text(p, x));
  lg_warning(p->diag, "loopgpu-dependence", l->loc, "cannot prove that loop '%s' carries no dependence: %s (%s); %s",
             l->iv->name, pair_text(p, ri, k), why,
             k == 0 ? "the loop stays on the CPU" : "it runs sequentially in each thread");
  lg_note(p->diag, r->loop->dir ? r->loop->dir->loc : l->loc,
          "if no two iterations touch one element, one of them writing it, "
          "'independent' on the directive says so");
  if (k == 0)
    note_reorder(p, r, l);
}

/* Keeps the region's loop as the C it was: the driver translates again
 * with its directive (and those inside it) left out (main.c). */
static void stay_on_cpu(lg_Program *p, lg_Region *r) {
  unsigned *ranges = LG_NEW_ARRAY(p->arena, unsigned, 2 * (p->nsequential + 1));
  if (p->nsequential)
    memcpy(ranges, p->sequential, sizeof(unsigned) * 2 * (size_t)p->nsequential);
  ranges[2 * p->nsequential] = r->loop->begin;
  ranges[2 * p->nsequential + 1] = r->loop->end;
  p->sequential = ranges;
  p->nsequential++;
}

/* The accesses of region r, with their subscripts analysed, into its
 * RegionInfo (acc, nacc). */
static void collect_region(lg_Program *p, lg_Region *r, lg_RegionInfo *ri) {
  Collect c = {p, r, {0}, {0}, 0};
  collect_expr(&c, r->loop->lb, false, true);
  collect_expr(&c, r->loop->ub, false, true);
  collect_expr(&c, lg_loop_extra_bound(r->loop), false, true);
  c.loops[c.nloops++] = r->loop;
  collect_stmt(&c, r->loop->body);
  ri->nacc = c.acc.n;
  ri->acc = LG_NEW_ARRAY(p->arena, lg_Access, c.acc.n ? c.acc.n : 1);
  bool jumps = lg_stmt_has_jump(r->loop->body);
  for (int k = 0; k < c.acc.n; k++) {
    ri->acc[k] = *(lg_Access *)c.acc.items[k];
    /* an access under a condition: its loops' bounds only bound when it runs */
    ri->acc[k].cond =
        jumps || lg_stmt_place(r->loop->body, ri->acc[k].via ? ri->acc[k].via : ri->acc[k].e,
                               false) == 2;
    analyse_subscripts(p, r, &ri->acc[k]);
  }
  unify_delinearization(p, ri);
}

/* How many candidates of r, from the outermost, the test finds independent
 * (the annotated loop also when undecided under `independent`), reporting
 * nothing: interchange.c asks this of a scratch copy of a region. */
int lg_depend_probe(lg_Program *p, lg_Region *r) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  lg_find_candidates(ri, r->loop);
  collect_region(p, r, ri);
  bool promised = lg_dir_find(r->loop->dir, LG_CL_INDEPENDENT) != NULL;
  int n = 0;
  while (n < ri->ncand) {
    lg_Verdict v = test_loop(p, r, ri, n);
    if (v != LG_INDEPENDENT && !(n == 0 && v == LG_UNKNOWN && promised))
      break;
    n++;
  }
  return n;
}

/* ---- across groups of statements (distribute.c) ----------------------------- */

typedef struct ExprSet {
  lg_Arena *a;
  lg_PtrVec items; /* every expression node below the statements */
} ExprSet;

static bool exprset_visit(void *ctx, lg_Expr *e) {
  ExprSet *s = ctx;
  lg_vec_push(s->a, &s->items, e);
  return true;
}

static bool exprset_has(const ExprSet *s, const lg_Expr *e) {
  for (int i = 0; i < s->items.n; i++)
    if (s->items.items[i] == e)
      return true;
  return false;
}

/* the statements an access belongs to: its expression (or the call it
   passes the array to) is a node below one of them */
static bool access_in(const ExprSet *s, const lg_Access *x) {
  return exprset_has(s, x->e) || (x->via && exprset_has(s, x->via));
}

bool lg_depend_order(lg_Program *p, lg_Region *r, lg_Stmt **a, int na, lg_Stmt **b, int nb,
                     int depth, bool or_equal) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  lg_find_candidates(ri, r->loop);
  collect_region(p, r, ri);
  if (depth < 1 || ri->ncand < depth)
    return true;
  ExprSet sa = {p->arena, {0}}, sb = {p->arena, {0}};
  for (int k = 0; k < na; k++)
    lg_walk_stmt_exprs(a[k], exprset_visit, &sa);
  for (int k = 0; k < nb; k++)
    lg_walk_stmt_exprs(b[k], exprset_visit, &sb);
  for (int i = 0; i < ri->nacc; i++) {
    const lg_Access *x = &ri->acc[i];
    if (!access_in(&sa, x))
      continue;
    for (int j = 0; j < ri->nacc; j++) {
      const lg_Access *y = &ri->acc[j];
      if (x->var != y->var || (!x->write && !y->write) || !access_in(&sb, y))
        continue;
      /* the band's loops are the first of both accesses' loops */
      if (x->nloops < depth || y->nloops < depth)
        return true;
      for (int k = 0; k < depth; k++)
        if (x->loops[k] != ri->cand[k] || y->loops[k] != ri->cand[k])
          return true;
      if (lg_presburger_pair_rel(p, r, x, y, depth - 1, or_equal ? ">=" : ">", NULL) !=
          LG_INDEPENDENT)
        return true;
    }
  }
  return false;
}

bool lg_depend_wave(lg_Program *p, lg_Region *r, const long long *h, int depth) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  lg_find_candidates(ri, r->loop);
  collect_region(p, r, ri);
  if (depth < 1 || ri->ncand < depth)
    return false;
  /* b, after a in C's order, on a hyperplane not after a's */
  lg_Buf t = {0};
  for (int side = 0; side < 2; side++) {
    if (side)
      lg_buf_puts(&t, " <= ");
    for (int k = 0; k < depth; k++)
      lg_buf_printf(&t, "%s%lld * v%d%c", k ? " + " : "", h[k], k, side ? 'a' : 'b');
  }
  char *extra = lg_strndup(p->arena, t.data, t.len);
  lg_buf_free(&t);
  for (int i = 0; i < ri->nacc; i++) {
    const lg_Access *x = &ri->acc[i];
    for (int j = 0; j < ri->nacc; j++) {
      const lg_Access *y = &ri->acc[j];
      if (x->var != y->var || (!x->write && !y->write))
        continue;
      if (x->via || y->via || x->nloops != depth || y->nloops != depth)
        return false;
      for (int k = 0; k < depth; k++)
        if (x->loops[k] != ri->cand[k] || y->loops[k] != ri->cand[k])
          return false;
      /* x first at level k: the outer loops equal, loop k smaller */
      for (int k = 0; k < depth; k++)
        if (lg_presburger_pair_rel(p, r, x, y, k, "<", extra) != LG_INDEPENDENT)
          return false;
    }
  }
  return true;
}

bool lg_pass_depend(lg_Program *p) {
  bool ok = true;
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = lg_region_info(p, r);
    collect_region(p, r, ri);
    /* `independent` is the promise about the annotated loop (and, as in
       OpenACC, the loops collapse() makes one with it); the loops below
       are mapped only where the analysis proves them independent */
    bool independent = lg_dir_find(r->loop->dir, LG_CL_INDEPENDENT) != NULL;
    int asked = ri->collapse > 1 ? ri->collapse : 1;
    for (int k = 0; k < ri->ncand; k++) {
      ri->verdict[k] = test_loop(p, r, ri, k);
      bool stop = ri->verdict[k] != LG_INDEPENDENT;
      if (k < asked) {
        if (ri->verdict[k] == LG_DEPENDENT) {
          report_dependence(p, r, ri, k, independent);
          ok = false;
        } else if (ri->verdict[k] == LG_UNKNOWN) {
          if (independent) {
            ri->verdict[k] = LG_INDEPENDENT;
            stop = false;
          } else {
            report_undecided(p, r, ri, k);
            if (k == 0)
              stay_on_cpu(p, r);
          }
        }
      }
      if (!stop)
        continue;
      /* inner loops below a dependent one are not mapped either */
      for (int j = k + 1; j < ri->ncand; j++)
        ri->verdict[j] = LG_UNKNOWN;
      break;
    }
  }
  return ok;
}

/* overlap.c: accesses a and b (of two arrays that may be one, at one base)
 * touch one element only in one iteration of each mapped loop, or never:
 * every mapped loop, the outer ones pinned, pins or separates them. */
bool lg_depend_same_iteration(lg_Program *p, lg_RegionInfo *ri, const lg_Access *a,
                              const lg_Access *b) {
  Pin pin = {.n = 0};
  for (int k = 0; k < ri->nmapped; k++) {
    PairResult res = test_pair(p, ri, a, b, ri->mapped[k], pin);
    if (res == PAIR_DISJOINT)
      return true;
    if (res != PAIR_PINNED)
      return false;
    pin.v[pin.n++] = ri->mapped[k]->iv;
  }
  return ri->nmapped > 0;
}
