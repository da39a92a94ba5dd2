/* datarun.c — runs of adjacent kernel regions as one data region.
 *
 * Two kernel regions that follow one another in a block, with nothing but
 * blank lines, comments and preprocessor lines between them, have no host
 * code between them that could look at their arrays. Copying an array back
 * after the first and in again before the second only costs the transfer:
 * gemver's four loops moved its 32 MB matrix four times where PPCG moves it
 * twice (H200, 2026-12-06: 19.8 ms against PPCG's 7.1). Such a run becomes
 * a data region like a host loop's (extent.c, lg_build_data_region): the
 * union of the regions' ranges is entered before the first region and
 * exited after the last, and each region finds its arrays present.
 *
 * A run is made only of regions that neither stream (chunk) nor spread
 * over devices (devices), which manage their own memory. In a host loop a
 * run holds what the loop's data region does not (arrays the body declares,
 * entered each iteration); it is made only when there is such an array. The first region
 * of a run must be a statement of a block (the run is wrapped in braces):
 * not the body of an `if`, `for`, `while` or `else`, nor a labelled one.
 * Arrays whose range reads a scalar that a region of the run writes (a
 * reduction's result, a loop variable) are left to their regions
 * (lg_HostLoop.writes). */
#include <string.h>

#include "analysis.h"
#include "passes.h"

/* Skips, from src[i], what is no code: white space, comments and whole
 * preprocessor lines; returns the offset of the first code byte (or end).
 * *other_pp is set when a directive other than #pragma was skipped. */
static unsigned skip_blank(const char *src, unsigned i, unsigned end, bool *line_start,
                           bool *other_pp) {
  while (i < end) {
    char c = src[i];
    if (c == '\n') {
      *line_start = true;
      i++;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      i++;
    } else if (c == '/' && i + 1 < end && src[i + 1] == '/') {
      while (i < end && src[i] != '\n')
        i++;
    } else if (c == '/' && i + 1 < end && src[i + 1] == '*') {
      i += 2;
      while (i + 1 < end && !(src[i] == '*' && src[i + 1] == '/'))
        i++;
      i = i + 2 < end ? i + 2 : end;
    } else if (c == '#' && *line_start) {
      unsigned k = i + 1;
      while (k < end && (src[k] == ' ' || src[k] == '\t'))
        k++;
      if (end - k < 6 || strncmp(src + k, "pragma", 6) != 0)
        *other_pp = true;
      while (i < end && src[i] != '\n') /* a directive, with its continuations */
        i += src[i] == '\\' && i + 1 < end ? 2 : 1;
    } else {
      return i;
    }
  }
  return end;
}

/* True when [from, to) holds no code and no directive but #pragma (a
 * #define there could change what the ranges entered before the first
 * region mean). */
static bool blank_between(const lg_Program *p, unsigned from, unsigned to) {
  bool line_start = false, other = false;
  return from <= to && skip_blank(p->src, from, to, &line_start, &other) == to && !other;
}

/* The last code byte before `at` in the function that begins at `from`
 * (0 when there is none): a small scan that steps over comments, string
 * and character literals and preprocessor lines. */
static char code_before(const lg_Program *p, unsigned from, unsigned at) {
  const char *s = p->src;
  char last = 0;
  bool line_start = true, other = false;
  unsigned i = from;
  while (i < at) {
    unsigned j = skip_blank(s, i, at, &line_start, &other);
    if (j >= at)
      break;
    line_start = false;
    if (s[j] == '"' || s[j] == '\'') {
      char q = s[j++];
      while (j < at && s[j] != q)
        j += s[j] == '\\' ? 2 : 1;
      last = q;
      i = j + 1;
      continue;
    }
    last = s[j];
    i = j + 1;
  }
  return last;
}

static bool may_join(const lg_Region *r) {
  const lg_RegionInfo *ri = r->analysis;
  return ri && !ri->chunk && !ri->devices;
}

/* A region in a host loop joins a run for the arrays its host loop's data
 * region does not hold: those declared in the loop's body (a scratch array
 * allocated each iteration, made by one kernel and read by the next), whose
 * copies back and in between the two are only transfers. */
static bool has_unheld_array(const lg_Region *r) {
  const lg_RegionInfo *ri = r->analysis;
  if (!r->host)
    return true;
  for (int k = 0; k < ri->narrays; k++)
    if (!ri->arrays[k].in_data_region)
      return true;
  return false;
}

typedef struct Writes {
  lg_Arena *a;
  lg_PtrVec *vars;
  const lg_Region *r;
} Writes;

static void add_var(Writes *w, lg_Var *v) {
  if (!v || v->region == w->r || lg_is_array_like(v))
    return;
  for (int i = 0; i < w->vars->n; i++)
    if (w->vars->items[i] == v)
      return;
  lg_vec_push(w->a, w->vars, v);
}

static bool note_write(void *ctx, lg_Expr *e) {
  add_var(ctx, lg_expr_assigned_var(e));
  return true;
}

static void loop_writes(Writes *w, lg_Loop *l) {
  add_var(w, l->iv); /* a loop variable declared before the region keeps its last value */
  lg_walk_expr(l->lb, note_write, w);
  lg_walk_expr(l->ub, note_write, w);
  lg_walk_stmt_exprs(l->body, note_write, w);
}

/* a loop variable declared before the region keeps its last value (the
   walk of loop_writes sees the loops' bounds and bodies, not their
   variables) */
static void note_iv(void *ctx, lg_Loop *l) { add_var(ctx, l->iv); }

/* The scalars declared outside the run's regions that they write: their
 * values change between the regions, so no range entered before the
 * first may read them. */
static void run_writes(lg_Program *p, lg_HostLoop *h) {
  lg_PtrVec vars = {0};
  for (int i = 0; i < h->nregions; i++) {
    lg_Region *r = h->regions[i];
    Writes w = {p->arena, &vars, r};
    loop_writes(&w, r->loop);
    lg_walk_loops(r->loop->body, note_iv, &w);
    const lg_RegionInfo *ri = r->analysis;
    for (int k = 0; k < ri->nred; k++)
      add_var(&w, ri->red[k].var);
  }
  h->writes = (lg_Var **)vars.items;
  h->nwrites = vars.n;
}

typedef struct Bound {
  const lg_HostLoop *h;
  bool ok;
} Bound;

static bool bound_ok(void *ctx, lg_Expr *e) {
  Bound *b = ctx;
  if (e->kind == LG_E_CALL)
    b->ok = false;
  if (e->kind == LG_E_VAR || e->kind == LG_E_INDEX) {
    const lg_Var *v = e->var;
    if (v->host_name && strcmp(v->host_name, v->name))
      b->ok = false;
    for (int i = 0; i < b->h->nwrites; i++)
      if (b->h->writes[i] == v)
        b->ok = false;
  }
  return b->ok;
}

static void make_run(lg_Program *p, lg_PtrVec *runs, lg_Function *fn, lg_Region **rs, int n) {
  lg_Arena *a = p->arena;
  lg_HostLoop *h = LG_NEW(a, lg_HostLoop);
  h->run = true;
  h->fn = fn;
  h->loop = LG_NEW(a, lg_Loop);
  h->loop->loc = rs[0]->loop->loc;
  h->loop->begin = rs[0]->loop->begin;
  h->loop->end = rs[n - 1]->loop->end;
  h->loop->end_line = rs[n - 1]->loop->end_line;
  h->loop->mapped = -1;
  h->regions = LG_NEW_ARRAY(a, lg_Region *, n);
  memcpy(h->regions, rs, (size_t)n * sizeof *rs);
  h->nregions = n;
  run_writes(p, h);
  lg_build_data_region(p, h);
  lg_HostInfo *hi = h->analysis;
  /* the test that the first region writes an array whole is evaluated
     before the run: its loops' bounds must hold their values there and be
     spelled alike in both halves */
  for (int j = 0; hi && j < hi->narrays; j++) {
    lg_ArrayUse *u = &hi->arrays[j];
    for (int k = 0; k < u->ncover; k++) {
      Bound b = {h, true};
      lg_walk_expr(u->cover[k]->ub, bound_ok, &b);
      if (!b.ok) {
        u->cover = NULL;
        u->ncover = 0;
      }
    }
  }
  if (hi && hi->narrays > 0)
    lg_vec_push(a, runs, h);
}

bool lg_pass_datarun(lg_Program *p) {
  lg_PtrVec runs = {0};
  for (int f = 0; f < p->nfns; f++) {
    lg_Function *fn = p->fns[f];
    int i = 0;
    while (i < fn->nregions) {
      lg_Region *r = fn->regions[i];
      char before = may_join(r) ? code_before(p, fn->begin, r->loop->begin) : 0;
      if (before != ';' && before != '{' && before != '}') {
        i++;
        continue;
      }
      int n = 1;
      while (i + n < fn->nregions && may_join(fn->regions[i + n]) &&
             fn->regions[i + n]->host == r->host &&
             (fn->regions[i + n]->part > 0 || /* distribute.c: the same loop's next part */
              blank_between(p, fn->regions[i + n - 1]->loop->end, fn->regions[i + n]->loop->begin)))
        n++;
      bool unheld = false;
      for (int k = 0; k < n; k++)
        unheld = unheld || has_unheld_array(fn->regions[i + k]);
      if (n >= 2 && unheld)
        make_run(p, &runs, fn, &fn->regions[i], n);
      i += n;
    }
  }
  p->runs = (lg_HostLoop **)runs.items;
  p->nruns = runs.n;
  return true;
}
