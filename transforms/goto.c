/* goto.c — the gotos of a kernel body (or of a device function's body),
 * checked once the front end has lowered it (lg_check_gotos, ir.h).
 *
 * loopgpu copies kernel bodies (unroll of sequential loops, coarsening,
 * remainders): each copy is printed inside a block of its own and the
 * printer gives the labels of each printed block fresh names
 * (print_stmt.c). A goto then reaches its own copy's label when the label
 * stands in a block around the goto: the jumps C programmers write (out of
 * inner loops to the end of an iteration, forward past code, backward to
 * retry) are of that form; a jump into a statement that does not hold the
 * goto (into a loop, an `if`, another block) is refused, as is a goto whose
 * label is outside the body (out of the kernel region).
 *
 * C lets a jump forward cross a declaration with an initializer (the
 * variable is then indeterminate); C++, thus CUDA, does not: refused at the
 * goto, with the declaration's line.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"

typedef struct Label {
  lg_Stmt *s;
  const lg_Stmt *block; /* the block whose statement it is */
  int index;            /* its index there */
  bool used;
} Label;

typedef struct Frame {
  const lg_Stmt *block;
  int index; /* the statement of the block the walk is in */
} Frame;

typedef struct GCtx {
  lg_Diag *d;
  const char *what;
  Label labels[256];
  int nlabels;
  bool ok;
  bool overflow;
  Frame stack[128]; /* the blocks around the statement being walked */
  int depth;
} GCtx;

static void collect(GCtx *g, lg_Stmt *s, const lg_Stmt *block, int index) {
  if (!s)
    return;
  if (s->kind == LG_S_LABEL) {
    if (g->nlabels == 256) {
      if (!g->overflow)
        lg_error(g->d, s->loc, "more than 256 labels in one %s", g->what);
      g->overflow = true;
      g->ok = false;
      return;
    }
    g->labels[g->nlabels++] = (Label){s, block, index, false};
    return;
  }
  for (int i = 0; i < s->nstmts; i++)
    collect(g, s->stmts[i], s->kind == LG_S_BLOCK ? s : NULL, i);
  collect(g, s->then, NULL, 0);
  collect(g, s->els, NULL, 0);
  if (s->kind == LG_S_FOR && s->loop)
    collect(g, s->loop->body, NULL, 0);
}

static Label *find(GCtx *g, const char *name) {
  for (int i = 0; i < g->nlabels; i++)
    if (name && g->labels[i].s->label && !strcmp(g->labels[i].s->label, name))
      return &g->labels[i];
  return NULL;
}

/* A declaration that C++ does not let a jump cross: one that initializes
 * its variable (a malloc'ed pointer, a variable-length array are printed
 * with one). */
static bool initializes(const lg_Stmt *s) {
  if (s->kind != LG_S_DECL)
    return false;
  if (s->init || (s->var && s->var->alloc))
    return true;
  const lg_Type *t = s->var ? s->var->type : NULL;
  if (t && t->kind == LG_T_ARRAY)
    for (int i = 0; i < t->ndims; i++)
      if (!t->cdims || t->cdims[i] < 0)
        return true;
  return false;
}

static void check_goto(GCtx *g, const lg_Stmt *s) {
  Label *l = find(g, s->label);
  if (!l) {
    lg_error(g->d, s->loc,
             "'goto %s' jumps out of the %s: its label is outside it, and a thread "
             "cannot leave the kernel for the code around it; end the iteration instead "
             "('continue', or a label at the end of the loop's body)",
             s->label, g->what);
    g->ok = false;
    return;
  }
  l->used = true;
  int f = -1;
  for (int k = g->depth - 1; k >= 0 && f < 0; k--)
    if (g->stack[k].block == l->block)
      f = k;
  if (f < 0 || !l->block) {
    lg_error(g->d, s->loc,
             "'goto %s' jumps into a statement that does not hold it (the label at line %d is "
             "inside a loop, an 'if', a 'switch' or a block the goto is not in): loopgpu copies "
             "kernel bodies and supports jumps out of statements and within a block only",
             s->label, l->s->loc.line);
    g->ok = false;
    return;
  }
  int from = g->stack[f].index;
  for (int i = from + 1; i < l->index; i++) {
    const lg_Stmt *x = l->block->stmts[i];
    if (initializes(x)) {
      lg_error(g->d, s->loc,
               "'goto %s' jumps over the declaration of '%s' at line %d, which initializes it, "
               "into its scope: CUDA (C++) does not allow it; declare '%s' without an "
               "initializer and assign it, or put it and its uses in braces '{ }'",
               s->label, x->var->name, x->loc.line, x->var->name);
      g->ok = false;
      return;
    }
  }
}

static void walk(GCtx *g, lg_Stmt *s) {
  if (!s)
    return;
  if (s->kind == LG_S_GOTO) {
    check_goto(g, s);
    return;
  }
  if (s->kind == LG_S_BLOCK) {
    if (g->depth == 128) {
      lg_error(g->d, s->loc, "blocks nested more than 128 deep in a %s with 'goto'", g->what);
      g->ok = false;
      return;
    }
    g->stack[g->depth++] = (Frame){s, 0};
    for (int i = 0; i < s->nstmts; i++) {
      g->stack[g->depth - 1].index = i;
      walk(g, s->stmts[i]);
    }
    g->depth--;
    return;
  }
  walk(g, s->then);
  walk(g, s->els);
  if (s->kind == LG_S_FOR && s->loop)
    walk(g, s->loop->body);
}

bool lg_check_gotos(lg_Diag *d, lg_Stmt *body, const char *what) {
  if (!lg_stmt_has_goto(body))
    return true;
  GCtx *g = calloc(1, sizeof *g);
  if (!g)
    return false;
  g->d = d;
  g->what = what;
  g->ok = true;
  collect(g, body, NULL, 0);
  walk(g, body);
  /* a label no goto names: an empty statement (-Wunused-label) */
  for (int i = 0; g->ok && i < g->nlabels; i++)
    if (!g->labels[i].used) {
      g->labels[i].s->kind = LG_S_NULL;
      g->labels[i].s->label = NULL;
    }
  bool ok = g->ok;
  free(g);
  return ok;
}
