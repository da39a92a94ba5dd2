/* print_expr.c — IR expressions and types back to C/CUDA C++ text, with the
 * fewest parentheses that keep the tree (precedence-aware), the source
 * spelling of literals, and implicit conversions written out only where C++
 * would choose differently (arguments of calls: overloads of sqrt, abs...).
 */
#include <string.h>

#include "analysis.h"

const char *lg_type_name(const lg_Type *t) {
  static const char *const names[] = {
      "void", "bool", "char", "signed char", "unsigned char", "short", "unsigned short",
      "int", "unsigned int", "long", "unsigned long", "long long", "unsigned long long",
      "float", "double", "long double"};
  if (t && t->kind <= LG_T_LDOUBLE)
    return names[t->kind];
  if (t && t->kind == LG_T_RECORD) /* elaborated: a variable of the same name cannot hide it */
    return t->rec->cuda_type;
  return t && t->spelling ? t->spelling : "int";
}

/* The device copy of a function of the input (print_kernel.c prints it),
 * as lg_pass_names named it. */
const char *lg_device_fn_name(lg_Arena *a, const lg_Function *f) {
  return f->cuda_name ? f->cuda_name : lg_fmt(a, "lg_fn_%s", f->name);
}

char *lg_decl_text(lg_Arena *a, const lg_Type *t, const char *name) {
  switch (t->kind) {
  case LG_T_PTR: {
    const lg_Type *e = t->elem;
    return lg_fmt(a, "%s%s *%s", e->is_const ? "const " : "", lg_type_name(e), name);
  }
  case LG_T_ARRAY: {
    const lg_Type *e = t->elem;
    const char *q = e->is_const ? "const " : "";
    bool vla = false;
    for (int i = 1; i < t->ndims; i++)
      vla = vla || t->cdims[i] < 0;
    if (t->ndims == 1 || vla)
      return lg_fmt(a, "%s%s *%s", q, lg_type_name(e), name);
    char *s = lg_fmt(a, "%s%s (*%s)", q, lg_type_name(e), name);
    for (int i = 1; i < t->ndims; i++)
      s = lg_fmt(a, "%s[%lld]", s, t->cdims[i]);
    return s;
  }
  default:
    return lg_fmt(a, "%s%s%s%s", t->is_const ? "const " : "", lg_type_name(t), *name ? " " : "",
                  name);
  }
}

/* ---- precedence ------------------------------------------------------------ */
enum { P_COMMA = 1, P_ASSIGN, P_COND, P_LOR, P_LAND, P_BOR, P_BXOR, P_BAND, P_EQ, P_REL,
       P_SHIFT, P_ADD, P_MUL, P_UNARY, P_POSTFIX, P_PRIMARY };

static int binary_prec(lg_Op op) {
  switch (op) {
  case LG_OP_MUL: case LG_OP_DIV: case LG_OP_REM: return P_MUL;
  case LG_OP_ADD: case LG_OP_SUB: return P_ADD;
  case LG_OP_SHL: case LG_OP_SHR: return P_SHIFT;
  case LG_OP_LT: case LG_OP_GT: case LG_OP_LE: case LG_OP_GE: return P_REL;
  case LG_OP_EQ: case LG_OP_NE: return P_EQ;
  case LG_OP_BAND: return P_BAND;
  case LG_OP_BXOR: return P_BXOR;
  case LG_OP_BOR: return P_BOR;
  case LG_OP_LAND: return P_LAND;
  case LG_OP_LOR: return P_LOR;
  default: return P_COMMA;
  }
}

static const char *op_text(lg_Op op) {
  static const char *const t[] = {
      "+", "-", "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "&", "^", "|",
      "&&", "||", ",", "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "^=", "|=",
      "-", "+", "!", "~", "&", "++", "--", "++", "--"};
  return t[op];
}

static const lg_Expr *skip_implicit(const lg_Expr *e) {
  while (e->kind == LG_E_CAST && e->implicit)
    e = e->args[0];
  return e;
}

static int prec_of(const lg_Expr *e) {
  e = skip_implicit(e);
  switch (e->kind) {
  case LG_E_BINARY: return binary_prec(e->op);
  case LG_E_ASSIGN: return P_ASSIGN;
  case LG_E_COND: return P_COND;
  case LG_E_CAST: return P_UNARY;
  case LG_E_UNARY: return e->op == LG_OP_POSTINC || e->op == LG_OP_POSTDEC ? P_POSTFIX : P_UNARY;
  case LG_E_INT:
  case LG_E_FLOAT:
    /* a negative literal value printed by value needs parens as an operand */
    return P_PRIMARY;
  default: return P_POSTFIX;
  }
}

static void print(lg_PrintCtx *c, lg_Buf *b, const lg_Expr *e, int minprec);

/* Operands that precedence alone would leave bare but that GCC's and
 * Clang's -Wparentheses want in parentheses (the input's own parentheses
 * are not in the IR): `(k + 1) & 63`, `a | (b == c)`, `(n - 1) << 2`,
 * `(a < b) == c`, `a || (b && c)`. The generated code compiles without a
 * warning the input did not have. */
static bool warns_unparenthesized(lg_Op parent, const lg_Expr *child) {
  child = skip_implicit(child);
  if (child->kind != LG_E_BINARY || child->op == parent)
    return false;
  lg_Op op = child->op;
  bool cmp = op >= LG_OP_LT && op <= LG_OP_NE;
  switch (parent) {
  case LG_OP_BAND:
  case LG_OP_BXOR:
  case LG_OP_BOR: return op != LG_OP_LAND && op != LG_OP_LOR && op != LG_OP_COMMA;
  case LG_OP_SHL:
  case LG_OP_SHR: return op == LG_OP_ADD || op == LG_OP_SUB;
  case LG_OP_LT: case LG_OP_GT: case LG_OP_LE: case LG_OP_GE:
  case LG_OP_EQ: case LG_OP_NE: return cmp;
  case LG_OP_LOR: return op == LG_OP_LAND;
  default: return false;
  }
}

static void print_red_update(lg_PrintCtx *c, lg_Buf *b, const lg_Expr *e);

static void print_cast_arg(lg_PrintCtx *c, lg_Buf *b, const lg_Expr *e) {
  /* a call argument: implicit conversions become explicit casts */
  if (e->kind == LG_E_CAST && e->implicit && lg_is_scalar_type(e->type) &&
      lg_is_scalar_type(skip_implicit(e)->type) &&
      skip_implicit(e)->type->kind != e->type->kind) {
    lg_buf_printf(b, "(%s)", lg_type_name(e->type));
    print(c, b, skip_implicit(e), P_UNARY);
    return;
  }
  print(c, b, e, P_ASSIGN);
}

/* The linear subscript of a VLA parameter A[n][m][k]: ((s0 * m) + s1) * k + s2,
 * built as synthetic nodes so that parentheses stay minimal. */
static lg_Expr *linear_subscript(lg_Arena *a, const lg_Expr *e) {
  const lg_Type *t = e->var->type;
  lg_Expr *cur = e->args[0];
  for (int i = 1; i < e->nargs; i++) {
    lg_Expr *mul = LG_NEW(a, lg_Expr);
    mul->kind = LG_E_BINARY;
    mul->op = LG_OP_MUL;
    mul->type = cur->type;
    mul->nargs = 2;
    mul->args = LG_NEW_ARRAY(a, lg_Expr *, 2);
    mul->args[0] = cur;
    mul->args[1] = t->dims[i];
    lg_Expr *add = LG_NEW(a, lg_Expr);
    add->kind = LG_E_BINARY;
    add->op = LG_OP_ADD;
    add->type = cur->type;
    add->nargs = 2;
    add->args = LG_NEW_ARRAY(a, lg_Expr *, 2);
    add->args[0] = mul;
    add->args[1] = e->args[i];
    cur = add;
  }
  return cur;
}

/* A reduction update that the kernel prints other than as written
 * (check.c marks it): an array element's as the runtime's atomic,
 * `lg_red_add(&y[j], e)`, the operand in its own C type so that the runtime
 * computes what C computes (loopgpu.h); a scalar ||'s whose accumulator may
 * hold 2 (no update yet, lg_Reduction.sentinel) with the variable read as
 * `(v == 1)`: `v = (v == 1) || e`. */
typedef struct SentinelSubst {
  const lg_Var *v;
  const char *text;
  const char *(*old)(void *ctx, const lg_Var *v);
  void *old_ctx;
} SentinelSubst;

/* a variable's name in the half being printed (lg_Program.host_half) */
static const char *var_name(const lg_PrintCtx *c, const lg_Var *v) {
  return c->p && c->p->host_half ? lg_host_name(v) : v->name;
}

static const char *sentinel_subst(void *ctx, const lg_Var *v) {
  SentinelSubst *s = ctx;
  if (v == s->v)
    return s->text;
  return s->old ? s->old(s->old_ctx, v) : NULL;
}

static void print_red_update(lg_PrintCtx *c, lg_Buf *b, const lg_Expr *e) {
  static const char *const fn[] = {"add", "sub",  "mul", "min", "max", "fmin",
                                    "fmax", "and", "or",  "xor", "land", "lor"};
  const lg_RedUpdate *u = e->red_update;
  const lg_Expr *operand = NULL;
  switch (u->where) {
  case LG_RW_RHS: operand = e->args[1]; break;
  case LG_RW_RHS_ARG0: operand = skip_implicit(e->args[1])->args[0]; break;
  case LG_RW_RHS_ARG1: operand = skip_implicit(e->args[1])->args[1]; break;
  case LG_RW_RHS_ARG2: operand = skip_implicit(e->args[1])->args[2]; break;
  case LG_RW_ONE: break;
  }
  if (!u->red->array) { /* the right side as written, the variable read as `(v == 1)` */
    SentinelSubst ss = {u->red->var, lg_fmt(c->a, "(%s == 1)", u->red->var->name), c->subst,
                        c->subst_ctx};
    print(c, b, e->args[0], P_UNARY);
    lg_buf_puts(b, " = ");
    c->subst = sentinel_subst;
    c->subst_ctx = &ss;
    print(c, b, e->args[1], P_ASSIGN);
    c->subst = ss.old;
    c->subst_ctx = ss.old_ctx;
    return;
  }
  lg_buf_printf(b, "lg_red_%s(&", fn[u->fn]);
  print(c, b, e->args[0], P_POSTFIX);
  lg_buf_puts(b, ", ");
  if (operand)
    print(c, b, operand, P_ASSIGN);
  else
    lg_buf_puts(b, "1");
  lg_buf_puts(b, ")");
}

/* The record whose member an LG_E_MEMBER names (its object's type). */
static const lg_Record *member_record(const lg_Type *t) {
  while (t && t->kind == LG_T_ARRAY)
    t = t->elem;
  return t && t->kind == LG_T_RECORD ? t->rec : NULL;
}

static void print(lg_PrintCtx *c, lg_Buf *b, const lg_Expr *e, int minprec) {
  e = skip_implicit(e);
  if (e->red_update && (e->kind == LG_E_ASSIGN || e->kind == LG_E_UNARY)) {
    bool paren = minprec > P_POSTFIX;
    if (paren)
      lg_buf_puts(b, "(");
    print_red_update(c, b, e);
    if (paren)
      lg_buf_puts(b, ")");
    return;
  }
  int prec = prec_of(e);
  bool paren = prec < minprec;
  if ((e->kind == LG_E_INT || e->kind == LG_E_FLOAT) && !e->text &&
      (e->kind == LG_E_INT ? e->ival < 0 : e->fval < 0) && minprec >= P_UNARY)
    paren = true;
  if (paren)
    lg_buf_puts(b, "(");
  switch (e->kind) {
  case LG_E_INT:
    if (e->text)
      lg_buf_puts(b, e->text);
    else
      lg_buf_printf(b, "%lld", e->ival);
    break;
  case LG_E_FLOAT:
    if (e->text)
      lg_buf_puts(b, e->text);
    else
      lg_buf_printf(b, "%.17g", e->fval);
    break;
  case LG_E_VAR: {
    const char *s = c->subst ? c->subst(c->subst_ctx, e->var) : NULL;
    lg_buf_puts(b, s ? s : var_name(c, e->var));
    break;
  }
  case LG_E_INDEX: {
    const char *s = c->subst ? c->subst(c->subst_ctx, e->var) : NULL;
    lg_buf_puts(b, s ? s : var_name(c, e->var));
    if (c->linearize_vla && lg_is_vla_param(e->var) && e->nargs > 1) {
      lg_buf_puts(b, "[");
      print(c, b, linear_subscript(c->a, e), P_ASSIGN);
      lg_buf_puts(b, "]");
      break;
    }
    for (int i = 0; i < e->nargs; i++) {
      lg_buf_puts(b, "[");
      print(c, b, e->args[i], P_COMMA);
      lg_buf_puts(b, "]");
    }
    break;
  }
  case LG_E_UNARY:
    if (e->op == LG_OP_ADDR && e->whole_array) {
      const lg_Var *v = e->args[0]->var;
      const char *s = c->subst ? c->subst(c->subst_ctx, v) : NULL;
      lg_buf_puts(b, s ? s : var_name(c, v));
      break;
    }
    if (e->op == LG_OP_POSTINC || e->op == LG_OP_POSTDEC) {
      print(c, b, e->args[0], P_POSTFIX);
      lg_buf_puts(b, op_text(e->op));
    } else {
      lg_buf_puts(b, op_text(e->op));
      /* `- -x` and `+ +x` must not become `--x` */
      const lg_Expr *x = skip_implicit(e->args[0]);
      bool sep = x->kind == LG_E_UNARY && (e->op == LG_OP_NEG || e->op == LG_OP_PLUS ||
                                           e->op == LG_OP_PREINC || e->op == LG_OP_PREDEC) &&
                 op_text(x->op)[0] == op_text(e->op)[0];
      if (!sep && (x->kind == LG_E_INT || x->kind == LG_E_FLOAT) && x->text &&
          x->text[0] == op_text(e->op)[0])
        sep = true;
      if (sep)
        lg_buf_puts(b, " ");
      print(c, b, e->args[0], P_UNARY);
    }
    break;
  case LG_E_BINARY:
    print(c, b, e->args[0], warns_unparenthesized(e->op, e->args[0]) ? P_PRIMARY : prec);
    if (e->op == LG_OP_COMMA)
      lg_buf_puts(b, ", ");
    else
      lg_buf_printf(b, " %s ", op_text(e->op));
    print(c, b, e->args[1], warns_unparenthesized(e->op, e->args[1]) ? P_PRIMARY : prec + 1);
    break;
  case LG_E_ASSIGN:
    print(c, b, e->args[0], P_UNARY);
    lg_buf_printf(b, " %s ", op_text(e->op));
    print(c, b, e->args[1], P_ASSIGN);
    break;
  case LG_E_COND:
    print(c, b, e->args[0], P_LOR);
    lg_buf_puts(b, " ? ");
    print(c, b, e->args[1], P_COMMA);
    lg_buf_puts(b, " : ");
    print(c, b, e->args[2], P_COND);
    break;
  case LG_E_CALL:
    if (e->fn && e->fn->body)
      lg_buf_puts(b, lg_device_fn_name(c->a, e->fn));
    else {
      const char *kn = NULL;
      if (!e->fn && lg_is_device_builtin(e->text, &kn))
        lg_buf_puts(b, kn); /* lg_isinf_sign for __builtin_isinf_sign... */
      else
        lg_buf_puts(b, e->text ? e->text : (e->fn ? e->fn->name : "?"));
    }
    lg_buf_puts(b, "(");
    for (int i = 0; i < e->nargs; i++) {
      if (i)
        lg_buf_puts(b, ", ");
      print_cast_arg(c, b, e->args[i]);
    }
    lg_buf_puts(b, ")");
    break;
  case LG_E_CAST:
    lg_buf_printf(b, "(%s)", lg_decl_text(c->a, e->type, ""));
    print(c, b, e->args[0], P_UNARY);
    break;
  case LG_E_MEMBER:
    print(c, b, e->args[0], P_POSTFIX);
    lg_buf_printf(b, ".%s", lg_cuda_field_name(member_record(e->args[0]->type), e->text));
    for (int i = 1; i < e->nargs; i++) {
      lg_buf_puts(b, "[");
      print(c, b, e->args[i], P_COMMA);
      lg_buf_puts(b, "]");
    }
    break;
  case LG_E_STRING:
    lg_buf_puts(b, e->text);
    break;
  case LG_E_INIT_LIST:
    lg_buf_puts(b, "{");
    for (int i = 0; i < e->nargs; i++) {
      if (i)
        lg_buf_puts(b, ", ");
      print_cast_arg(c, b, e->args[i]); /* C++ refuses narrowing in braces */
    }
    lg_buf_puts(b, "}");
    break;
  }
  if (paren)
    lg_buf_puts(b, ")");
}

void lg_print_expr(lg_PrintCtx *c, lg_Buf *b, const lg_Expr *e) { print(c, b, e, P_COMMA); }

static char *text_at(lg_PrintCtx *c, const lg_Expr *e, int minprec) {
  lg_Buf b = {0};
  print(c, &b, e, minprec);
  char *s = lg_strndup(c->a, b.data ? b.data : "", b.len);
  lg_buf_free(&b);
  return s;
}

/* An expression moved into generated code stands as an operand of whatever
 * surrounds it there (`lb + lg_t0`, `(long long)ub - lb`): it keeps its
 * meaning only in parentheses, unless it is a primary or postfix
 * expression. `MAX(1, lo)` as a start gives `(1 > lo ? 1 : lo) + (int)lg_t0`,
 * never `1 > lo ? 1 : lo + (int)lg_t0`. */
char *lg_expr_text(lg_PrintCtx *c, const lg_Expr *e) { return text_at(c, e, P_POSTFIX); }

/* As the operand of binary operator `op` (on its right when `right`): the
 * parentheses that precedence needs, no more (`k = m & 3`, `k < (m >> 3) +
 * 2`). */
char *lg_expr_text_operand_of(lg_PrintCtx *c, const lg_Expr *e, lg_Op op, bool right) {
  if (op >= LG_OP_ASSIGN && op <= LG_OP_OR_ASSIGN)
    return text_at(c, e, right ? P_ASSIGN : P_UNARY);
  return text_at(c, e, binary_prec(op) + (right ? 1 : 0));
}

/* The same where the expression stands alone: a statement, an initializer, a
 * condition, a subscript, a message. */
char *lg_expr_text_top(lg_PrintCtx *c, const lg_Expr *e) { return text_at(c, e, P_COMMA); }

/* Text of an operand at multiplicative precedence (for host arithmetic). */
char *lg_inner_size_text(lg_PrintCtx *c, const lg_Type *t, int from) {
  if (from >= t->ndims)
    return lg_strdup(c->a, "1");
  lg_Buf b = {0};
  for (int i = from; i < t->ndims; i++) {
    if (i > from)
      lg_buf_puts(&b, " * ");
    if (t->cdims[i] >= 0)
      lg_buf_printf(&b, "%lld", t->cdims[i]);
    else {
      lg_buf_puts(&b, "(long long)");
      print(c, &b, t->dims[i], P_UNARY);
    }
  }
  char *s = lg_strndup(c->a, b.data, b.len);
  lg_buf_free(&b);
  return s;
}
