/* loopform.c — the trip count of a loop exactly as C runs its header
 * (lg_LoopForm), as an IR expression of type long long: evaluated by the
 * host before a launch or a hoisted allocation, by a kernel before an
 * unrolled loop, and folded (consteval.c) when the bounds are constants.
 *
 * Every comparison is made in the type C makes it in (the usual arithmetic
 * conversions, as implicit casts the printer leaves out and the folding
 * honours), so that `i < n` with a signed `i` and a size_t `n` counts as C
 * does. The iterations of each form (step s, |s| = a):
 *
 *   PLAIN      `v = lb; v cmp ub; v += s`: ub cmp' lb ? (distance) / a : 0
 *              (`!=` read as `<` upward, `>` downward)
 *   WRAP       `v != (T)-1`: (T)(lb + 1) iterations, lb down to 0 (lb the
 *              maximum: none); `v < ub`: lb < ub ? lb + 1 : 0 (then v wraps
 *              to the maximum of T, which is not below ub); `<=` alike
 *   POST_STEP  `v-- cmp ub`: the tests see c_lb, c_lb + s, ...: the PLAIN
 *              count of (c_lb, cmp, ub, s)
 *   PRE_STEP   `--v cmp ub`: the tests see (T)(c_lb + s), ...: the PLAIN
 *              count from there
 *
 * and in every form the body sees lb, lb + s, ... (the loop's lb, its values
 * read in integers) and the variable ends at (T)(lb + trip * s).
 */
#include "analysis.h"
#include "ir.h"

typedef struct TB {
  lg_Arena *a;
  lg_Loc loc;
} TB;

static lg_Type *type_of(TB *b, lg_TypeKind k) {
  static const char *const names[] = {
      [LG_T_BOOL] = "_Bool",    [LG_T_CHAR] = "char",         [LG_T_SCHAR] = "signed char",
      [LG_T_UCHAR] = "unsigned char", [LG_T_SHORT] = "short", [LG_T_USHORT] = "unsigned short",
      [LG_T_INT] = "int",       [LG_T_UINT] = "unsigned int", [LG_T_LONG] = "long",
      [LG_T_ULONG] = "unsigned long", [LG_T_LLONG] = "long long",
      [LG_T_ULLONG] = "unsigned long long"};
  lg_Type *t = LG_NEW(b->a, lg_Type);
  t->kind = k;
  t->spelling = k <= LG_T_ULLONG && names[k] ? names[k] : "int";
  return t;
}

static lg_Expr *node(TB *b, lg_ExprKind k, lg_Type *t, int nargs) {
  lg_Expr *e = LG_NEW(b->a, lg_Expr);
  e->kind = k;
  e->type = t;
  e->loc = b->loc;
  e->nargs = nargs;
  e->args = LG_NEW_ARRAY(b->a, lg_Expr *, nargs ? nargs : 1);
  return e;
}

static lg_Expr *int_lit(TB *b, long long v) {
  lg_Expr *e = node(b, LG_E_INT, type_of(b, LG_T_LLONG), 0);
  e->ival = v;
  e->text = v > 2147483647LL || v < -2147483647LL ? lg_fmt(b->a, "%lldLL", v)
                                                   : lg_fmt(b->a, "%lld", v);
  return e;
}

/* `(T)x`; an implicit one (a conversion C makes by itself) is not printed */
static lg_Expr *cast(TB *b, lg_TypeKind k, lg_Expr *x, bool implicit) {
  if (x->type && x->type->kind == k)
    return x;
  lg_Expr *e = node(b, LG_E_CAST, type_of(b, k), 1);
  e->implicit = implicit;
  e->args[0] = x;
  return e;
}

/* C's integer promotion and usual arithmetic conversions (LP64). */
static lg_TypeKind promote(lg_TypeKind k) { return k < LG_T_INT ? LG_T_INT : k; }

static int rank(lg_TypeKind k) {
  switch (k) {
  case LG_T_INT: case LG_T_UINT: return 1;
  case LG_T_LONG: case LG_T_ULONG: return 2;
  default: return 3; /* long long */
  }
}

static bool is_unsigned(lg_TypeKind k) {
  return k == LG_T_UINT || k == LG_T_ULONG || k == LG_T_ULLONG;
}

static lg_TypeKind common(lg_TypeKind x, lg_TypeKind y) {
  x = promote(x);
  y = promote(y);
  if (x == y)
    return x;
  if (is_unsigned(x) == is_unsigned(y))
    return rank(x) > rank(y) ? x : y;
  lg_TypeKind u = is_unsigned(x) ? x : y, s = is_unsigned(x) ? y : x;
  if (rank(u) >= rank(s))
    return u;
  /* the signed type holds every value of the unsigned one (int, long and
     long long against unsigned int; not long against unsigned long) */
  if (rank(u) == 1)
    return s;
  return s == LG_T_LONG ? LG_T_ULONG : LG_T_ULLONG;
}

/* x OP y in C: the operands converted (implicitly) to their common type;
   comparisons are int */
static lg_Expr *bin(TB *b, lg_Op op, lg_Expr *x, lg_Expr *y) {
  lg_TypeKind c = common(x->type->kind, y->type->kind);
  bool rel = op >= LG_OP_LT && op <= LG_OP_NE;
  lg_Expr *e = node(b, LG_E_BINARY, type_of(b, rel ? LG_T_INT : c), 2);
  e->op = op;
  e->args[0] = cast(b, c, x, true);
  e->args[1] = cast(b, c, y, true);
  return e;
}

static lg_Expr *cond(TB *b, lg_Expr *c, lg_Expr *x, lg_Expr *y) {
  lg_Expr *e = node(b, LG_E_COND, type_of(b, LG_T_LLONG), 3);
  e->args[0] = c;
  e->args[1] = cast(b, LG_T_LLONG, x, true);
  e->args[2] = cast(b, LG_T_LLONG, y, true);
  return e;
}

static bool is_zero(const lg_Expr *e) {
  while (e && e->kind == LG_E_CAST && e->implicit)
    e = e->args[0];
  return e && e->kind == LG_E_INT && e->ival == 0;
}

/* The iterations of `for (v = lb; v cmp ub; v += step)` read in C: the
   first test as C makes it, then the distance over the step. */
static lg_Expr *plain_trip(TB *b, lg_Expr *lb, lg_Cmp cmp, lg_Expr *ub, long long step) {
  if (cmp == LG_CMP_NE)
    cmp = step > 0 ? LG_CMP_LT : LG_CMP_GT;
  long long s = step > 0 ? step : -step;
  bool up = cmp == LG_CMP_LT || cmp == LG_CMP_LE;
  bool strict = cmp == LG_CMP_LT || cmp == LG_CMP_GT;
  lg_Expr *hi = up ? ub : lb, *lo = up ? lb : ub;
  lg_Expr *test = bin(b, strict ? LG_OP_GT : LG_OP_GE, hi, lo);
  /* hi - lo in long long (unsigned long long when lo is an unsigned long:
     the difference of the two values modulo 2^64, exact since hi >= lo) */
  lg_Expr *llhi = cast(b, LG_T_LLONG, hi, false);
  lg_Expr *diff = is_zero(lo) ? llhi : bin(b, LG_OP_SUB, llhi, lo);
  lg_Expr *n;
  if (strict)
    n = s == 1 ? diff : bin(b, LG_OP_DIV, bin(b, LG_OP_ADD, diff, int_lit(b, s - 1)), int_lit(b, s));
  else
    n = bin(b, LG_OP_ADD, s == 1 ? diff : bin(b, LG_OP_DIV, diff, int_lit(b, s)), int_lit(b, 1));
  return cond(b, test, n, int_lit(b, 0));
}

lg_Expr *lg_loop_trip_expr(lg_Arena *a, const lg_Loop *l) {
  TB b = {a, l->loc};
  lg_TypeKind tk = l->iv->type->kind;
  switch (l->form) {
  case LG_LOOP_PLAIN:
    break;
  case LG_LOOP_WRAP:
    if (l->c_cmp == LG_CMP_NE) /* (T)(lb + 1): the maximum of T wraps to 0 */
      return cast(&b, LG_T_LLONG, cast(&b, tk, bin(&b, LG_OP_ADD, l->c_lb, int_lit(&b, 1)), false),
                  false);
    return cond(&b, bin(&b, l->c_cmp == LG_CMP_LT ? LG_OP_LT : LG_OP_LE, l->c_lb, l->c_ub),
                bin(&b, LG_OP_ADD, cast(&b, LG_T_LLONG, l->c_lb, false), int_lit(&b, 1)),
                int_lit(&b, 0));
  case LG_LOOP_POST_STEP:
    return plain_trip(&b, l->c_lb, l->c_cmp, l->c_ub, l->step);
  case LG_LOOP_PRE_STEP: {
    lg_Expr *first = cast(&b, tk, bin(&b, l->step > 0 ? LG_OP_ADD : LG_OP_SUB, l->c_lb,
                                       int_lit(&b, 1)), false);
    return plain_trip(&b, first, l->c_cmp, l->c_ub, l->step);
  }
  }
  return plain_trip(&b, l->lb, l->cmp, l->ub, l->step);
}

bool lg_loop_const_trip(const lg_Loop *l, long long *trip) {
  lg_Arena *a = lg_arena_new();
  bool ok = lg_const_ll(lg_loop_trip_expr(a, l), trip);
  lg_arena_free(a);
  return ok;
}

lg_Expr *lg_loop_header_lb(const lg_Loop *l) { return l->form == LG_LOOP_PLAIN ? l->lb : l->c_lb; }
lg_Expr *lg_loop_header_ub(const lg_Loop *l) { return l->form == LG_LOOP_PLAIN ? l->ub : l->c_ub; }
lg_Cmp lg_loop_header_cmp(const lg_Loop *l) { return l->form == LG_LOOP_PLAIN ? l->cmp : l->c_cmp; }
