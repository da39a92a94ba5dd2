/* private.c — lg_pass_private: the scalars declared before a kernel region
 * that it writes (issue 16, docs/directives.md §2.3).
 *
 * C programs declare their temporaries at the top of the function (`float
 * t; int i, j;`) and assign them in each iteration before using them. Such
 * a scalar is private to each iteration: every thread gets its own. The
 * test is a must-definition analysis of one iteration of the innermost
 * candidate loop (the perfectly nested loops that may be mapped: there is
 * nothing between them, so that iteration is one iteration of each of
 * them): every read of the scalar must come after an assignment on every
 * path from the start of the iteration. Inner loops may not run at all, so
 * what they assign counts inside them only; an `if` assigns what both of
 * its branches assign; `&&`, `||` and `?:` likewise.
 *
 * A scalar read before it is assigned carries a value between iterations:
 * an error (a reduction, or a declaration inside the loop, is what the user
 * means), unless `private(list)` names it: the user's promise.
 *
 * The rewrite gives the region its own copy (a variable declared at the top
 * of the innermost candidate's body), so that every later pass and printer
 * sees a variable of the region, renamed per copy by coarsening and
 * register tiling like any other.
 *
 * The value after the loop. When the rest of the function may read the
 * scalar after the region (lg_Region.live, from the front end), C's value is
 * the one of the last iteration: the copy must be assigned at the end of
 * every iteration (then the thread that runs the last iteration of every
 * candidate loop stores it into a device variable, `lg_lp_<region>_<name>`,
 * which the region's function copies back), else the value would depend on
 * which iterations assigned it: an error that says so. Loops whose bounds
 * use another candidate's variable (triangles) have no single last
 * iteration to test for: an error too.
 */
#include <stdint.h>
#include <string.h>

#include "analysis.h"
#include "kernel.h"
#include "passes.h"

enum { MAXV = 64 };
typedef uint64_t Set;
#define ALL ((Set)-1)

typedef struct An {
  lg_Var *vars[MAXV]; /* the candidates */
  int n;
  Set bad;            /* read before being assigned */
  int bad_line[MAXV];
  Set end;            /* assigned at every `continue` of the iteration */
  int depth;          /* inner loops around the statement */
  int sw_depth;       /* the innermost switch around it: its depth, -1 none */
  Set brk;            /* assigned at every `break` of that switch */
  /* goto: per label, what every goto to it seen before it (a jump forward)
     assigned, and what the gotos after it (backward) assigned in the walk
     before: the walk is repeated until that holds still (the greatest
     fixpoint: what every path to the label assigns) */
  struct Lab {
    const char *name;
    Set acc;
    Set back, back_next;
    bool seen;         /* the walk has passed the label */
  } labs[MAXV];
  int nlabs;
  bool labs_full;
} An;

static struct Lab *lab(An *an, const char *name) {
  for (int i = 0; i < an->nlabs; i++)
    if (!strcmp(an->labs[i].name, name))
      return &an->labs[i];
  if (an->nlabs == MAXV) {
    an->labs_full = true;
    return NULL;
  }
  an->labs[an->nlabs] = (struct Lab){name, ALL, ALL, ALL, false};
  return &an->labs[an->nlabs++];
}

/* What holds at label b->stmts[i] of block b: what falling into it (cur;
 * ALL when nothing falls into it), every jump forward to it and every jump
 * backward to it (as the walk before found) assigned. */
static Set at_label(An *an, const lg_Stmt *b, int i, Set cur) {
  struct Lab *l = lab(an, b->stmts[i]->label);
  if (!l || an->labs_full)
    return 0;
  l->seen = true;
  return cur & l->acc & l->back;
}

static int index_of(const An *an, const lg_Var *v) {
  for (int i = 0; i < an->n; i++)
    if (an->vars[i] == v)
      return i;
  return -1;
}

static void read_var(An *an, const lg_Expr *e, Set def) {
  int k = index_of(an, e->var);
  if (k >= 0 && !(def & ((Set)1 << k)) && !(an->bad & ((Set)1 << k))) {
    an->bad |= (Set)1 << k;
    an->bad_line[k] = e->loc.line;
  }
}

/* The assignments that expression e certainly makes, after `def`; reads
 * not covered by them are recorded. */
static Set expr(An *an, const lg_Expr *e, Set def) {
  if (!e)
    return def;
  switch (e->kind) {
  case LG_E_VAR:
    read_var(an, e, def);
    return def;
  case LG_E_ASSIGN: {
    const lg_Expr *lhs = e->args[0];
    if (lhs->kind == LG_E_VAR) {
      if (e->op != LG_OP_ASSIGN)
        read_var(an, lhs, def);
      def = expr(an, e->args[1], def);
      int k = index_of(an, lhs->var);
      return k >= 0 ? def | (Set)1 << k : def;
    }
    def = expr(an, lhs, def); /* its subscripts */
    return expr(an, e->args[1], def);
  }
  case LG_E_UNARY:
    if (e->op >= LG_OP_PREINC && e->args[0]->kind == LG_E_VAR) {
      read_var(an, e->args[0], def);
      int k = index_of(an, e->args[0]->var);
      return k >= 0 ? def | (Set)1 << k : def;
    }
    return expr(an, e->args[0], def);
  case LG_E_BINARY:
    if (e->op == LG_OP_LAND || e->op == LG_OP_LOR) {
      def = expr(an, e->args[0], def);
      expr(an, e->args[1], def); /* may not run */
      return def;
    }
    break;
  case LG_E_COND: {
    def = expr(an, e->args[0], def);
    return expr(an, e->args[1], def) & expr(an, e->args[2], def);
  }
  default:
    break;
  }
  for (int i = 0; i < e->nargs; i++)
    def = expr(an, e->args[i], def);
  return def;
}

/* The same over a statement; *reach: whether control may leave it at its
 * end (not by break, continue or return). */
static Set stmt(An *an, const lg_Stmt *s, Set def, bool *reach) {
  *reach = true;
  if (!s)
    return def;
  switch (s->kind) {
  case LG_S_EXPR:
    return expr(an, s->expr, def);
  case LG_S_RETURN:
    expr(an, s->expr, def);
    *reach = false;
    return ALL;
  case LG_S_DECL:
    return expr(an, s->init, def);
  case LG_S_BLOCK: {
    /* after a statement that does not end (break, continue, return, goto),
       the rest runs only from a label */
    bool live = true;
    for (int i = 0; i < s->nstmts; i++) {
      if (s->stmts[i]->kind == LG_S_LABEL) {
        def = at_label(an, s, i, live ? def : ALL);
        live = true;
        continue;
      }
      if (!live)
        continue;
      bool r;
      def = stmt(an, s->stmts[i], def, &r);
      live = r;
    }
    *reach = live;
    return live ? def : ALL;
  }
  case LG_S_IF: {
    def = expr(an, s->expr, def);
    bool r1, r2 = true;
    Set d1 = stmt(an, s->then, def, &r1);
    Set d2 = s->els ? stmt(an, s->els, def, &r2) : def;
    *reach = r1 || r2;
    return (r1 ? d1 : ALL) & (r2 ? d2 : ALL);
  }
  case LG_S_FOR: {
    def = expr(an, s->loop->lb, def);
    Set in = expr(an, s->loop->ub, def);
    bool r;
    an->depth++;
    stmt(an, s->loop->body, in, &r);
    an->depth--;
    return def; /* it may run zero times */
  }
  case LG_S_WHILE: {
    def = expr(an, s->expr, def);
    bool r;
    an->depth++;
    stmt(an, s->then, def, &r);
    stmt(an, s->els, def, &r); /* a for's increment */
    an->depth--;
    return def;
  }
  case LG_S_SWITCH: {
    /* each label is entered from the switch with what held before it (or
       by falling through); statements before the first label never run.
       A `continue` in it is the loop's (same depth); its `break` ends it.
       What it defines is not counted after it. */
    def = expr(an, s->expr, def);
    const lg_Stmt *b = s->then;
    int n = b && b->kind == LG_S_BLOCK ? b->nstmts : 0;
    int saved_depth = an->sw_depth;
    Set saved_brk = an->brk;
    an->sw_depth = an->depth;
    an->brk = ALL;
    Set cur = def;
    bool live = false, dflt = false;
    for (int i = 0; i < n; i++) {
      const lg_Stmt *t = b->stmts[i];
      if (t->kind == LG_S_CASE || t->kind == LG_S_DEFAULT) {
        dflt = dflt || t->kind == LG_S_DEFAULT;
        cur = live ? (cur & def) : def;
        live = true;
        continue;
      }
      if (t->kind == LG_S_LABEL) { /* a goto's */
        cur = at_label(an, b, i, live ? cur : ALL);
        live = true;
        continue;
      }
      if (!live)
        continue;
      bool r;
      cur = stmt(an, t, cur, &r);
      live = r;
    }
    /* after it: what every way out assigned (its breaks, the end of its
       block, and, without a default, no label taken) */
    Set out = an->brk & (live ? cur : ALL) & (dflt ? ALL : def);
    an->sw_depth = saved_depth;
    an->brk = saved_brk;
    return out;
  }
  case LG_S_DO: {
    /* the body runs once at least; a `continue` or `break` in it may leave
       early, so only a body without them counts */
    bool r;
    an->depth++;
    Set d = stmt(an, s->then, def, &r);
    an->depth--;
    /* conservative: a body that can end otherwise than at its end (a
       `break` or `continue` of the do, which an `if` may hide) */
    bool jumps = !r || lg_stmt_has_break(s->then) || lg_stmt_has_continue(s->then);
    Set after = jumps ? def : d;
    return expr(an, s->expr, after);
  }
  case LG_S_CONTINUE:
    if (an->depth == 0)
      an->end &= def;
    *reach = false;
    return ALL;
  case LG_S_BREAK:
    if (an->sw_depth >= 0 && an->sw_depth == an->depth)
      an->brk &= def; /* the switch's */
    *reach = false;
    return ALL;
  case LG_S_GOTO: {
    struct Lab *l = lab(an, s->label);
    if (l && !l->seen)
      l->acc &= def; /* forward */
    else if (l)
      l->back_next &= def;
    *reach = false;
    return ALL;
  }
  case LG_S_LABEL: /* (labels are a block's statements: at_label) */
    return 0;
  default:
    return def;
  }
}

/* ---- the rewrite ------------------------------------------------------------- */

typedef struct Subst {
  lg_Var *from, *to;
} Subst;

static bool subst_visit(void *ctx, lg_Expr *e) {
  Subst *s = ctx;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var == s->from)
    e->var = s->to;
  return true;
}

/* Every reference of s->from in the region's body (inner loops' headers
 * included). */
static void substitute(lg_Region *r, Subst *s) {
  lg_walk_stmt_exprs(r->loop->body, subst_visit, s);
}

static void prepend(lg_Arena *a, lg_Loop *l, lg_Stmt *first) {
  lg_Stmt *b = l->body;
  if (!b || b->kind != LG_S_BLOCK) {
    lg_Stmt *blk = LG_NEW(a, lg_Stmt);
    blk->kind = LG_S_BLOCK;
    blk->loc = b ? b->loc : l->loc;
    blk->stmts = LG_NEW_ARRAY(a, lg_Stmt *, 2);
    blk->stmts[blk->nstmts++] = first;
    if (b)
      blk->stmts[blk->nstmts++] = b;
    l->body = blk;
    return;
  }
  lg_Stmt **ss = LG_NEW_ARRAY(a, lg_Stmt *, b->nstmts + 1);
  ss[0] = first;
  if (b->nstmts)
    memcpy(ss + 1, b->stmts, sizeof(*ss) * (size_t)b->nstmts);
  b->stmts = ss;
  b->nstmts++;
}

static void append(lg_Arena *a, lg_Loop *l, lg_Stmt *last) {
  lg_Stmt *b = l->body; /* a block: prepend made it one */
  lg_Stmt **ss = LG_NEW_ARRAY(a, lg_Stmt *, b->nstmts + 1);
  if (b->nstmts)
    memcpy(ss, b->stmts, sizeof(*ss) * (size_t)b->nstmts);
  ss[b->nstmts++] = last;
  b->stmts = ss;
}

static lg_Expr *var_expr(lg_Arena *a, lg_Var *v, lg_Loc loc) {
  lg_Expr *e = LG_NEW(a, lg_Expr);
  e->kind = LG_E_VAR;
  e->var = v;
  e->type = v->type;
  e->loc = loc;
  return e;
}

static lg_Expr *binary(lg_Arena *a, lg_Op op, lg_Expr *x, lg_Expr *y, lg_Type *t) {
  lg_Expr *e = LG_NEW(a, lg_Expr);
  e->kind = op == LG_OP_ASSIGN ? LG_E_ASSIGN : LG_E_BINARY;
  e->op = op;
  e->type = t;
  e->loc = x->loc;
  e->nargs = 2;
  e->args = LG_NEW_ARRAY(a, lg_Expr *, 2);
  e->args[0] = x;
  e->args[1] = y;
  return e;
}

/* ---- the pass ------------------------------------------------------------------ */

static bool is_live(const lg_Region *r, const lg_Var *v) {
  for (int i = 0; i < r->nlive; i++)
    if (r->live[i] == v)
      return true;
  return false;
}

static bool listed(const lg_Directive *d, const lg_Var *v, lg_ClauseKind kind) {
  for (int i = 0; d && i < d->nclauses; i++) {
    const lg_Clause *cl = &d->clauses[i];
    if (cl->kind != kind)
      continue;
    for (int k = 0; kind == LG_CL_PRIVATE && k < cl->nprivvars; k++)
      if (cl->privvars[k] == v)
        return true;
    for (int k = 0; kind == LG_CL_REDUCTION && k < cl->nred; k++)
      if (cl->red[k].d.var == v)
        return true;
  }
  return false;
}

typedef struct Written {
  lg_Region *r;
  An *an;
  lg_Arena *a;
  lg_PtrVec ivs; /* lg_Var *: the induction variables of the region's loops */
} Written;

static bool is_iv(const Written *w, const lg_Var *v) {
  for (int i = 0; i < w->ivs.n; i++) {
    const lg_Var *iv = w->ivs.items[i];
    if (iv == v || iv->origin == v) /* (or the loop's instance of it) */
      return true;
  }
  return false;
}

static void consider(Written *w, lg_Var *v) {
  if (!v || v->region == w->r || v->origin || v->last_symbol || is_iv(w, v) ||
      !(lg_is_scalar_type(v->type) || (v->type->kind == LG_T_RECORD && !is_live(w->r, v))) ||
      v->scope == LG_VS_GLOBAL)
    return;
  if (listed(w->r->loop->dir, v, LG_CL_REDUCTION) || index_of(w->an, v) >= 0 ||
      w->an->n == MAXV)
    return;
  w->an->vars[w->an->n++] = v;
}

static bool written_visit(void *ctx, lg_Expr *e) {
  Written *w = ctx;
  /* (a member's write `q.x = e` makes q a candidate too: it reads q's other
     members, which must then have been assigned) */
  if (e->kind == LG_E_ASSIGN && lg_lvalue_root(e->args[0])->kind == LG_E_VAR)
    consider(w, lg_lvalue_root(e->args[0])->var);
  if (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC &&
      lg_lvalue_root(e->args[0])->kind == LG_E_VAR)
    consider(w, lg_lvalue_root(e->args[0])->var);
  return true;
}

static void collect_ivs(lg_Arena *a, lg_PtrVec *out, const lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      collect_ivs(a, out, s->stmts[i]);
    break;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    collect_ivs(a, out, s->then);
    collect_ivs(a, out, s->els);
    break;
  case LG_S_FOR:
    lg_vec_push(a, out, s->loop->iv);
    collect_ivs(a, out, s->loop->body);
    break;
  default:
    break;
  }
}

/* The perfectly nested loops at the top that may be mapped (as
 * check.c's find_candidates: up to three, or collapse(N)). */
static int candidates(lg_Region *r, lg_Loop **cand) {
  lg_Clause *col = lg_dir_find(r->loop->dir, LG_CL_COLLAPSE);
  int limit = col && col->nints ? (int)col->ints[0] : 3;
  if (limit > 3 || limit < 1)
    limit = 3;
  int n = 0;
  lg_Loop *l = r->loop;
  while (l && n < limit) {
    cand[n++] = l;
    lg_Stmt *b = lg_stmt_unwrap(l->body);
    l = b && b->kind == LG_S_FOR ? b->loop : NULL;
  }
  return n;
}

static bool uses_iv(const lg_Expr *e, const lg_Var *v) {
  if (!e)
    return false;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var == v)
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (uses_iv(e->args[i], v))
      return true;
  return false;
}

static lg_Type *long_long_type(lg_Arena *a) {
  lg_Type *t = LG_NEW(a, lg_Type);
  t->kind = LG_T_LLONG;
  return t;
}

static bool privatize(lg_Program *p, lg_Region *r) {
  lg_Arena *a = p->arena;
  An an = {.n = 0, .end = ALL, .sw_depth = -1};
  Written w = {.r = r, .an = &an, .a = a};
  collect_ivs(a, &w.ivs, (lg_Stmt *)&(lg_Stmt){.kind = LG_S_FOR, .loop = r->loop});
  lg_walk_stmt_exprs(r->loop->body, written_visit, &w);
  /* private(list): scalars the region may not write, named all the same */
  for (int i = 0; r->loop->dir && i < r->loop->dir->nclauses; i++) {
    const lg_Clause *cl = &r->loop->dir->clauses[i];
    for (int k = 0; cl->kind == LG_CL_PRIVATE && k < cl->nprivvars; k++) {
      lg_Var *v = cl->privvars[k];
      if (!lg_is_scalar_type(v->type)) {
        lg_error(p->diag, cl->loc, "'private(%s)': '%s' is not a scalar (arrays declared "
                                   "inside the loop are private to each iteration already)",
                 v->name, v->name);
        return false;
      }
      if (v->scope == LG_VS_GLOBAL) {
        lg_error(p->diag, cl->loc,
                 "'private(%s)': '%s' has static storage; only local variables can be private",
                 v->name, v->name);
        return false;
      }
      if (is_iv(&w, v) || listed(r->loop->dir, v, LG_CL_REDUCTION)) {
        lg_error(p->diag, cl->loc, "'private(%s)': '%s' is %s already", v->name, v->name,
                 is_iv(&w, v) ? "an induction variable of the region's loops"
                              : "a reduction variable");
        return false;
      }
      bool used = false;
      for (int j = 0; j < r->nvars; j++)
        used = used || r->vars[j] == v;
      if (used && index_of(&an, v) < 0 && an.n < MAXV)
        an.vars[an.n++] = v;
    }
  }
  if (an.n == 0)
    return true;
  lg_Loop *cand[3];
  int ncand = candidates(r, cand);
  lg_Loop *inner = cand[ncand - 1];
  bool reach;
  Set end = stmt(&an, inner->body, 0, &reach);
  /* gotos backward: again with what they assign, until it holds still */
  for (bool again = an.nlabs > 0; again;) {
    again = false;
    for (int k = 0; k < an.nlabs; k++) {
      struct Lab *l = &an.labs[k];
      Set b = l->back & l->back_next;
      again = again || b != l->back;
      *l = (struct Lab){l->name, ALL, b, ALL, false};
    }
    if (!again)
      break;
    an.bad = 0;
    an.end = ALL;
    an.depth = 0;
    an.sw_depth = -1;
    an.brk = ALL;
    end = stmt(&an, inner->body, 0, &reach);
  }
  end = (reach ? end : ALL) & an.end;
  bool ok = true;
  for (int k = 0; k < an.n; k++) {
    lg_Var *v = an.vars[k];
    bool promised = listed(r->loop->dir, v, LG_CL_PRIVATE);
    bool carried = an.bad & ((Set)1 << k);
    if (carried && !promised) {
      lg_error(p->diag, v->loc,
               "scalar '%s' carries a value from one iteration of loop '%s' to the next: "
               "line %d reads it before the iteration assigns it",
               v->name, inner->iv->name, an.bad_line[k]);
      lg_note(p->diag, r->loop->dir ? r->loop->dir->loc : r->loop->loc,
              "a sum or a maximum is a 'reduction(...)'; a temporary that each iteration sets "
              "is declared inside the loop, or named in 'private(%s)'",
              v->name);
      ok = false;
      continue;
    }
    if (is_live(r, v) && !(end & ((Set)1 << k))) {
      lg_error(p->diag, v->loc,
               "the value of '%s' after the loop at line %d would be the one of the last "
               "iteration that assigned it, which runs in parallel: not every iteration "
               "assigns it",
               v->name, r->loop->loc.line);
      lg_note(p->diag, r->loop->dir ? r->loop->dir->loc : r->loop->loc,
              "assign '%s' in every iteration, or declare it inside the loop if the code after "
              "the loop does not need it",
              v->name);
      ok = false;
      continue;
    }
    if (is_live(r, v)) {
      for (int c = 1; c < ncand && ok; c++)
        for (int d = 0; d < c; d++)
          if (uses_iv(cand[c]->lb, cand[d]->iv) || uses_iv(cand[c]->ub, cand[d]->iv)) {
            lg_error(p->diag, v->loc,
                     "the value of '%s' after the loop at line %d is the one of its last "
                     "iteration, which loopgpu finds in rectangular nests only: the bounds of "
                     "loop '%s' use '%s'",
                     v->name, r->loop->loc.line, cand[c]->iv->name, cand[d]->iv->name);
            ok = false;
            break;
          }
    }
  }
  if (!ok)
    return false;
  /* the rewrite: each private scalar gets the region's own copy, declared
     at the top of the innermost candidate's body */
  lg_Var *last[3] = {NULL, NULL, NULL};
  for (int k = an.n - 1; k >= 0; k--) {
    lg_Var *v = an.vars[k];
    lg_Var *c = lg_new_var(p, v);
    c->region = r;
    c->private_of = v;
    c->scope = LG_VS_LOCAL;
    Subst s = {v, c};
    substitute(r, &s);
    for (int j = 0; j < r->nvars; j++)
      if (r->vars[j] == v)
        r->vars[j] = c;
    lg_Stmt *decl = LG_NEW(a, lg_Stmt);
    decl->kind = LG_S_DECL; /* no location: no #line of its own */
    decl->var = c;
    prepend(a, inner, decl);
    if (!is_live(r, v))
      continue;
    /* the last iteration stores its value: `if (i == lg_last0 && ...)
       lg_lp_<region>_<v> = v;` (the bounds are host values: the host half
       computes the last values, lg_Var.host_expr) */
    lg_Type *ll = long_long_type(a);
    lg_Expr *cond = NULL;
    for (int m = 0; m < ncand; m++) {
      if (!last[m]) {
        lg_PrintCtx pc = {.p = p, .a = a};
        const lg_Loop *l = cand[m];
        last[m] = lg_new_var(p, NULL);
        last[m]->name = lg_fmt(a, "lg_last%d", m);
        last[m]->type = ll;
        last[m]->scope = LG_VS_LOCAL;
        last[m]->loc = l->loc;
        last[m]->host_expr = lg_fmt(a, "(long long)%s + ((%s) - 1) * %lldLL",
                                    lg_expr_text(&pc, l->lb), lg_trip_text(&pc, l), l->step);
        last[m]->last_of = l;
        lg_region_add_var(p, r, last[m]);
      }
      lg_Expr *eq = binary(a, LG_OP_EQ, var_expr(a, cand[m]->iv, inner->loc),
                           var_expr(a, last[m], inner->loc), cand[m]->iv->type);
      eq->type = ll;
      cond = cond ? binary(a, LG_OP_LAND, cond, eq, ll) : eq;
    }
    lg_Var *sym = lg_new_var(p, v);
    sym->name = lg_fmt(a, "lg_lp_%s_%s", r->name, v->name);
    sym->host_name = NULL;
    sym->region = NULL;
    sym->last_symbol = true;
    sym->private_of = v;
    lg_region_add_var(p, r, sym);
    lg_Stmt *store = LG_NEW(a, lg_Stmt);
    store->kind = LG_S_EXPR;
    store->expr = binary(a, LG_OP_ASSIGN, var_expr(a, sym, inner->loc),
                         var_expr(a, c, inner->loc), v->type);
    lg_Stmt *iff = LG_NEW(a, lg_Stmt);
    iff->kind = LG_S_IF;
    iff->expr = cond;
    iff->then = store;
    append(a, inner, iff);
  }
  /* built again by the passes that follow; what interchange.c and
     promote.c did to the nest stays said */
  lg_RegionInfo *old = r->analysis;
  r->analysis = NULL;
  if (old && (old->reschedule || old->promoted.n)) {
    lg_RegionInfo *ri = lg_region_info(p, r);
    ri->reschedule = old->reschedule;
    ri->promoted = old->promoted;
  }
  return true;
}

bool lg_pass_private(lg_Program *p) {
  bool ok = true;
  for (int i = 0; i < p->nregions; i++)
    ok = privatize(p, p->regions[i]) && ok;
  return ok;
}
