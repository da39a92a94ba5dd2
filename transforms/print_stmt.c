/* print_stmt.c — IR statements of a kernel body back to CUDA C++, two
 * spaces per level, with `#line` before each statement that the output
 * numbering would otherwise misattribute. */
#include <string.h>

#include "emit.h"
#include "kernel.h" /* lg_hoist_print_decl */

static void print_sub(lg_Emit *e, lg_PrintCtx *c, const lg_Stmt *s, int indent);
static void print_switch_block(lg_Emit *e, lg_PrintCtx *c, const lg_Stmt *b, int indent);

/* ---- labels -----------------------------------------------------------------
 * A goto's label stands in a block around the goto (goto.c). Each printing
 * of a block names its labels afresh, lg_LABEL_N, so that the copies of a
 * body that unrolling and coarsening print in one function have labels of
 * their own, and a goto reaches the label of the block around it: the
 * innermost printed block that has a label of that name. */
typedef struct lg_LabelScope {
  struct lg_LabelScope *up;
  lg_Stmt *const *stmts;
  int n;
  const char **names; /* per statement: a label's printed name, or NULL */
} lg_LabelScope;

static bool open_labels(lg_PrintCtx *c, lg_LabelScope *sc, lg_Stmt *const *ss, int n) {
  bool any = false;
  for (int i = 0; i < n && !any; i++)
    any = ss[i] && !ss[i]->lowered && ss[i]->kind == LG_S_LABEL;
  if (!any)
    return false;
  sc->up = c->labels;
  sc->stmts = ss;
  sc->n = n;
  sc->names = LG_NEW_ARRAY(c->a, const char *, n);
  for (int i = 0; i < n; i++)
    if (ss[i] && !ss[i]->lowered && ss[i]->kind == LG_S_LABEL)
      sc->names[i] = lg_fmt(c->a, "lg_%s_%d", ss[i]->label, c->label_serial++);
  c->labels = sc;
  return true;
}

/* The printed name of label statement s (by_name NULL) or of the label a
 * goto names (by_name). */
static const char *label_name(lg_PrintCtx *c, const lg_Stmt *s, const char *by_name) {
  for (const lg_LabelScope *sc = c->labels; sc; sc = sc->up)
    for (int i = 0; i < sc->n; i++)
      if (sc->names[i] && (by_name ? !strcmp(sc->stmts[i]->label, by_name) : sc->stmts[i] == s))
        return sc->names[i];
  if (c->p)
    lg_error(c->p->diag, s->loc,
             "internal error: the label '%s' is printed outside the block it belongs to",
             by_name ? by_name : s->label);
  return by_name ? by_name : s->label;
}

void lg_print_stmts(lg_Emit *e, lg_PrintCtx *c, lg_Stmt *const *ss, int n, int indent) {
  lg_LabelScope sc;
  bool scoped = open_labels(c, &sc, ss, n);
  for (int i = 0; i < n; i++)
    lg_print_stmt(e, c, ss[i], indent);
  if (scoped)
    c->labels = sc.up;
}

static void put_expr(lg_Emit *e, lg_PrintCtx *c, const lg_Expr *x) {
  lg_emit(e, "%s", lg_expr_text_top(c, x));
}

static const char *cmp_text(lg_Cmp k) {
  static const char *const t[] = {"<", "<=", ">", ">=", "!="};
  return t[k];
}

static void print_decl(lg_Emit *e, lg_PrintCtx *c, const lg_Stmt *s) {
  const lg_Var *v = s->var;
  const lg_Type *t = v->type;
  if (lg_hoist_print_decl(e, c, s))
    return; /* a hoisted variable-length array: the thread's slice */
  if (t->kind == LG_T_ARRAY) {
    lg_emit(e, "%s%s %s", t->elem->is_const ? "const " : "", lg_type_name(t->elem), v->name);
    for (int i = 0; i < t->ndims; i++) {
      if (t->dims && t->dims[i])
        lg_emit(e, "[%s]", lg_expr_text_top(c, t->dims[i]));
      else
        lg_emit(e, "[]");
    }
  } else {
    lg_emit(e, "%s", lg_decl_text(c->a, t, v->name));
  }
  if (s->init) {
    lg_emit(e, " = ");
    put_expr(e, c, s->init);
  }
  lg_emit(e, ";\n");
}

void lg_print_stmt(lg_Emit *e, lg_PrintCtx *c, const lg_Stmt *s, int indent) {
  if (!s)
    return;
  if (s->lowered) {
    lg_print_stmt(e, c, s->lowered, indent);
    return;
  }
  if (s->kind != LG_S_BLOCK)
    lg_emit_line(e, s->loc.line);
  lg_emit_indent(e, indent);
  switch (s->kind) {
  case LG_S_EXPR:
    put_expr(e, c, s->expr);
    lg_emit(e, ";\n");
    break;
  case LG_S_DECL:
    print_decl(e, c, s);
    break;
  case LG_S_BLOCK:
    if (s->comment)
      lg_emit(e, "{ /* %s */\n", s->comment);
    else
      lg_emit(e, "{\n");
    lg_print_stmts(e, c, s->stmts, s->nstmts, indent + 1);
    lg_emit_indent(e, indent);
    lg_emit(e, "}\n");
    break;
  case LG_S_IF:
    lg_emit(e, "if (");
    put_expr(e, c, s->expr);
    lg_emit(e, ")");
    print_sub(e, c, s->then, indent);
    if (s->els) {
      lg_emit_indent(e, indent);
      lg_emit(e, "else");
      print_sub(e, c, s->els, indent);
    }
    break;
  case LG_S_FOR: {
    const lg_Loop *l = s->loop;
    if (l->iv_declared)
      lg_emit(e, "for (%s = ", lg_decl_text(c->a, l->iv->type, l->iv->name));
    else
      lg_emit(e, "for (%s = ", l->iv->name);
    /* operands of `=` and of the comparison: parenthesized unless primary
       (`k < (nk - 4 > 2 ? nk - 4 : 2)`) */
    static const lg_Op cmp_op[] = {LG_OP_LT, LG_OP_LE, LG_OP_GT, LG_OP_GE, LG_OP_NE};
    /* the header as written: C runs it as the input does (lg_LoopForm) */
    lg_Cmp cmp = lg_loop_header_cmp(l);
    lg_emit(e, "%s", lg_expr_text_operand_of(c, lg_loop_header_lb(l), LG_OP_ASSIGN, true));
    const char *step = l->step > 0 ? "++" : "--";
    if (l->form == LG_LOOP_POST_STEP)
      lg_emit(e, "; %s%s %s ", l->iv->name, step, cmp_text(cmp));
    else if (l->form == LG_LOOP_PRE_STEP)
      lg_emit(e, "; %s%s %s ", step, l->iv->name, cmp_text(cmp));
    else
      lg_emit(e, "; %s %s ", l->iv->name, cmp_text(cmp));
    lg_emit(e, "%s", lg_expr_text_operand_of(c, lg_loop_header_ub(l), cmp_op[cmp], true));
    if (l->form == LG_LOOP_POST_STEP || l->form == LG_LOOP_PRE_STEP)
      lg_emit(e, "; )");
    else if (l->step == 1)
      lg_emit(e, "; %s++)", l->iv->name);
    else if (l->step == -1)
      lg_emit(e, "; %s--)", l->iv->name);
    else if (l->step > 0)
      lg_emit(e, "; %s += %lld)", l->iv->name, l->step);
    else
      lg_emit(e, "; %s -= %lld)", l->iv->name, -l->step);
    print_sub(e, c, l->body, indent);
    break;
  }
  case LG_S_WHILE:
    if (s->els) { /* a for loop that is not canonical: its increment */
      lg_emit(e, "for (; ");
      put_expr(e, c, s->expr);
      lg_emit(e, "; ");
      put_expr(e, c, s->els->expr);
      lg_emit(e, ")");
    } else {
      lg_emit(e, "while (");
      put_expr(e, c, s->expr);
      lg_emit(e, ")");
    }
    print_sub(e, c, s->then, indent);
    break;
  case LG_S_SWITCH:
    lg_emit(e, "switch (");
    put_expr(e, c, s->expr);
    lg_emit(e, ")");
    if (s->then && s->then->kind == LG_S_BLOCK && !s->then->lowered)
      print_switch_block(e, c, s->then, indent);
    else
      print_sub(e, c, s->then, indent);
    break;
  case LG_S_CASE:
    lg_emit(e, "case ");
    put_expr(e, c, s->expr);
    lg_emit(e, ":;\n"); /* `case 1:;` labels an empty statement: a label of its own */
    break;
  case LG_S_DEFAULT:
    lg_emit(e, "default:;\n");
    break;
  case LG_S_GOTO:
    lg_emit(e, "goto %s;\n", label_name(c, s, s->label));
    break;
  case LG_S_LABEL:
    lg_emit(e, "%s:;\n", label_name(c, s, NULL));
    break;
  case LG_S_DO:
    lg_emit(e, "do");
    print_sub(e, c, s->then, indent);
    lg_emit_indent(e, indent);
    lg_emit(e, "while (");
    put_expr(e, c, s->expr);
    lg_emit(e, ");\n");
    break;
  case LG_S_BREAK:
    lg_emit(e, "break;\n");
    break;
  case LG_S_CONTINUE:
    lg_emit(e, "continue;\n");
    break;
  case LG_S_NULL:
    if (s->comment)
      lg_emit(e, "; /* %s */\n", s->comment);
    else
      lg_emit(e, ";\n");
    break;
  case LG_S_RETURN:
    if (s->expr) {
      lg_emit(e, "return ");
      put_expr(e, c, s->expr);
      lg_emit(e, ";\n");
    } else {
      lg_emit(e, "return;\n");
    }
    break;
  }
}

static bool is_label(const lg_Stmt *s) {
  return s && !s->lowered && (s->kind == LG_S_CASE || s->kind == LG_S_DEFAULT);
}

/* A switch's block: its labels as C writes them (`case 1:` before the
 * statement it labels; `;` after the last), and, where the statement
 * before a label may run into it, the fallthrough attribute that keeps
 * -Wimplicit-fallthrough quiet (C's fallthrough is meant: it is the
 * input's). */
static void print_switch_block(lg_Emit *e, lg_PrintCtx *c, const lg_Stmt *b, int indent) {
  lg_emit(e, " {\n");
  lg_LabelScope sc;
  bool scoped = open_labels(c, &sc, b->stmts, b->nstmts);
  for (int i = 0; i < b->nstmts; i++) {
    const lg_Stmt *t = b->stmts[i];
    if (!is_label(t)) {
      lg_print_stmt(e, c, t, indent + 1);
      continue;
    }
    const lg_Stmt *prev = i > 0 ? b->stmts[i - 1] : NULL;
    if (prev && !is_label(prev) && prev->kind != LG_S_BREAK && prev->kind != LG_S_CONTINUE &&
        prev->kind != LG_S_RETURN && prev->kind != LG_S_GOTO) {
      lg_emit_indent(e, indent + 1);
      lg_emit(e, "__attribute__((fallthrough));\n");
    }
    lg_emit_line(e, t->loc.line);
    lg_emit_indent(e, indent + 1);
    if (t->kind == LG_S_CASE) {
      lg_emit(e, "case ");
      put_expr(e, c, t->expr);
      lg_emit(e, ":");
    } else {
      lg_emit(e, "default:");
    }
    lg_emit(e, i + 1 == b->nstmts ? ";\n" : "\n");
  }
  if (scoped)
    c->labels = sc.up;
  lg_emit_indent(e, indent);
  lg_emit(e, "}\n");
}

/* The body of if/for/while/do: a block opens on the same line. */
static void print_sub(lg_Emit *e, lg_PrintCtx *c, const lg_Stmt *s, int indent) {
  if (s && s->kind == LG_S_BLOCK) {
    lg_emit(e, " {\n");
    lg_print_stmts(e, c, s->stmts, s->nstmts, indent + 1);
    lg_emit_indent(e, indent);
    lg_emit(e, "}\n");
    return;
  }
  lg_emit(e, "\n");
  if (!s) {
    lg_emit_indent(e, indent + 1);
    lg_emit(e, ";\n");
    return;
  }
  lg_print_stmt(e, c, s, indent + 1);
}
