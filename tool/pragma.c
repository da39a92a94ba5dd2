/* pragma.c — `#pragma loopgpu` lines: found in the token stream of the main
 * file (libclang gives pragmas no cursor), attached to the `for` that
 * follows, and parsed into a directive whose every argument is checked.
 *
 *   directive := '#' 'pragma' 'loopgpu' clause*      (clauses separated by
 *                                                       spaces or commas)
 *   clause    := NAME [ '(' args ')' ]
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "fe.h"

/* ---- finding the lines ------------------------------------------------------ */

static unsigned tok_line(FE *fe, unsigned i) {
  unsigned line;
  clang_getExpansionLocation(clang_getTokenLocation(fe->tu, fe->toks[i]), NULL, &line, NULL,
                             NULL);
  return line;
}

/* End of the line starting at `off`, following backslash continuations. */
static unsigned line_end(FE *fe, unsigned off) {
  const char *s = fe->p->src;
  size_t n = fe->p->srclen;
  while (off < n) {
    if (s[off] == '\n') {
      unsigned k = off;
      while (k > 0 && s[k - 1] == '\r')
        k--;
      if (k > 0 && s[k - 1] == '\\') {
        off++;
        continue;
      }
      return off;
    }
    off++;
  }
  return (unsigned)n;
}

/* Is offset `off` in a block the preprocessor skipped (`#if 0`, a false
   `#ifdef`)? A directive there is not part of the program. */
static bool in_skipped(CXSourceRangeList *sk, unsigned off) {
  for (unsigned k = 0; sk && k < sk->count; k++)
    if (fe_offset(clang_getRangeStart(sk->ranges[k])) <= off &&
        off < fe_offset(clang_getRangeEnd(sk->ranges[k])))
      return true;
  return false;
}

/* `_Pragma("loopgpu ...")` (written out or in a macro): the token stream
   shows no `#pragma` line for it, so it is ignored, with a warning. */
static void warn_pragma_operator(FE *fe, unsigned i) {
  if (i + 2 >= fe->ntoks || strcmp(fe_tok_text(fe, i), "_Pragma") != 0 ||
      strcmp(fe_tok_text(fe, i + 1), "(") != 0 ||
      clang_getTokenKind(fe->toks[i + 2]) != CXToken_Literal)
    return;
  const char *str = fe_tok_text(fe, i + 2);
  while (*str && *str != '"')
    str++; /* past an encoding prefix (L, u8, ...) */
  if (*str)
    str++;
  while (*str == ' ' || *str == '\t')
    str++;
  if (strncmp(str, "loopgpu", 7) == 0 && (str[7] == ' ' || str[7] == '\t' || str[7] == '"'))
    lg_warning(fe->diag, fe_tok_loc(fe, i),
               "'_Pragma(\"loopgpu ...\")' is ignored: loopgpu reads directives only from "
               "'#pragma loopgpu' lines");
}

void fe_find_pragmas(FE *fe) {
  lg_PtrVec v = {0};
  CXSourceRangeList *skipped = clang_getSkippedRanges(fe->tu, fe->file);
  for (unsigned i = 0; i + 2 < fe->ntoks; i++) {
    warn_pragma_operator(fe, i);
    if (clang_getTokenKind(fe->toks[i]) != CXToken_Punctuation)
      continue;
    if (strcmp(fe_tok_text(fe, i), "#") != 0)
      continue;
    if (i > 0 && tok_line(fe, i - 1) == tok_line(fe, i))
      continue; /* '#' not first on its line: the stringizing operator */
    if (strcmp(fe_tok_text(fe, i + 1), "pragma") != 0 ||
        strcmp(fe_tok_text(fe, i + 2), "loopgpu") != 0)
      continue;
    if (in_skipped(skipped, fe->tok_off[i]))
      continue;
    Pragma *pr = LG_NEW(fe->a, Pragma);
    pr->hash_off = fe->tok_off[i];
    pr->end_off = line_end(fe, pr->hash_off);
    pr->first_tok = i + 3;
    unsigned j = i + 3;
    while (j < fe->ntoks && fe->tok_off[j] < pr->end_off)
      j++;
    pr->ntoks = j - pr->first_tok;
    unsigned next = j;
    /* the directive's statement is the next token of the program: past
       comments, preprocessor lines (`#else`, `#endif`) and the blocks the
       preprocessor skips */
    for (;;) {
      while (j < fe->ntoks && (clang_getTokenKind(fe->toks[j]) == CXToken_Comment ||
                               in_skipped(skipped, fe->tok_off[j])))
        j++;
      if (j < fe->ntoks && !strcmp(fe_tok_text(fe, j), "#") &&
          (j == 0 || tok_line(fe, j - 1) != tok_line(fe, j))) {
        unsigned end = line_end(fe, fe->tok_off[j]);
        while (j < fe->ntoks && fe->tok_off[j] < end)
          j++;
        continue;
      }
      break;
    }
    pr->target_off = j < fe->ntoks ? fe->tok_off[j] : (unsigned)fe->p->srclen;
    pr->loc = fe_tok_loc(fe, i);
    lg_vec_push(fe->a, &v, pr);
    i = next - 1;
  }
  if (skipped)
    clang_disposeSourceRangeList(skipped);
  /* the directives of a region kept as C (lg_Options.sequential), and of
     the loops inside it, are left out: only commented in the host half */
  const lg_Options *o = fe->p->opts;
  fe->pragmas = LG_NEW_ARRAY(fe->a, Pragma, v.n ? v.n : 1);
  fe->left_out = LG_NEW_ARRAY(fe->a, unsigned, v.n ? v.n : 1);
  fe->npragmas = fe->nleft_out = 0;
  for (int k = 0; k < v.n; k++) {
    Pragma *pr = v.items[k];
    bool out = false;
    for (int s = 0; o && s < o->nsequential && !out; s++)
      out = pr->target_off >= o->sequential[2 * s] && pr->target_off < o->sequential[2 * s + 1];
    if (out)
      fe->left_out[fe->nleft_out++] = pr->hash_off;
    else
      fe->pragmas[fe->npragmas++] = *pr;
  }
}

/* ---- clause arguments ----------------------------------------------------- */

typedef struct Parser {
  FE *fe;
  unsigned i, end; /* token cursor and end (exclusive) */
  bool failed;
} Parser;

static const char *peek(Parser *ps) {
  while (ps->i < ps->end && clang_getTokenKind(ps->fe->toks[ps->i]) == CXToken_Comment)
    ps->i++;
  return ps->i < ps->end ? fe_tok_text(ps->fe, ps->i) : "";
}

static lg_Loc here(Parser *ps) {
  if (ps->i < ps->end)
    return fe_tok_loc(ps->fe, ps->i);
  /* at the end of the line: point just past the last token */
  lg_Loc l = fe_tok_loc(ps->fe, ps->end - 1);
  l.col += (int)strlen(fe_tok_text(ps->fe, ps->end - 1));
  return l;
}

/* Source text of tokens [b, e) as written. */
static const char *tok_span(FE *fe, unsigned b, unsigned e) {
  if (b >= e)
    return "";
  CXSourceRange r = clang_getTokenExtent(fe->tu, fe->toks[e - 1]);
  unsigned end = fe_offset(clang_getRangeEnd(r));
  return lg_strndup(fe->a, fe->p->src + fe->tok_off[b], end - fe->tok_off[b]);
}

/* Index of the token that closes the group opened at `open` ('(' or '['). */
static unsigned matching(FE *fe, unsigned open, unsigned end) {
  int depth = 0;
  for (unsigned i = open; i < end; i++) {
    const char *t = fe_tok_text(fe, i);
    if (!strcmp(t, "(") || !strcmp(t, "["))
      depth++;
    else if (!strcmp(t, ")") || !strcmp(t, "]"))
      if (--depth == 0)
        return i;
  }
  return end;
}

/* Integer constant expressions in clause arguments: literals, object-like
 * macros (the token stream does not expand them), + - * / % and parens. */
typedef struct Eval {
  FE *fe;
  const CXToken *toks;
  unsigned n, i;
  int depth;
  bool ok;
  CXTranslationUnit tu;
  int nest; /* unary operators and parentheses open: bounded, not the stack */
} Eval;

static long long ev_expr(Eval *e);

static bool macro_tokens(FE *fe, const char *name, CXToken **toks, unsigned *n);

static long long ev_primary(Eval *e) {
  if (e->i >= e->n) {
    e->ok = false;
    return 0;
  }
  CXString cs = clang_getTokenSpelling(e->tu, e->toks[e->i]);
  char t[128];
  snprintf(t, sizeof t, "%s", clang_getCString(cs));
  clang_disposeString(cs);
  enum CXTokenKind k = clang_getTokenKind(e->toks[e->i]);
  e->i++;
  if (!strcmp(t, "(")) {
    long long v = ev_expr(e);
    CXString c2 = e->i < e->n ? clang_getTokenSpelling(e->tu, e->toks[e->i]) : (CXString){0};
    if (e->i >= e->n || strcmp(clang_getCString(c2), ")") != 0)
      e->ok = false;
    if (e->i < e->n)
      clang_disposeString(c2);
    e->i++;
    return v;
  }
  if (k == CXToken_Literal) {
    char *endp;
    errno = 0;
    long long v = strtoll(t, &endp, 0);
    while (*endp == 'u' || *endp == 'U' || *endp == 'l' || *endp == 'L')
      endp++;
    if (*endp || errno == ERANGE)
      e->ok = false;
    return v;
  }
  if (k == CXToken_Identifier && e->depth < 32) {
    CXToken *mt;
    unsigned mn;
    if (!macro_tokens(e->fe, t, &mt, &mn)) {
      e->ok = false;
      return 0;
    }
    Eval sub = {e->fe, mt + 1, mn - 1, 0, e->depth + 1, true, e->tu, 0};
    long long v = ev_expr(&sub);
    if (!sub.ok || sub.i != sub.n)
      e->ok = false;
    clang_disposeTokens(e->tu, mt, mn);
    return v;
  }
  e->ok = false;
  return 0;
}

static bool ev_is(Eval *e, const char *op) {
  if (e->i >= e->n)
    return false;
  CXString cs = clang_getTokenSpelling(e->tu, e->toks[e->i]);
  bool r = strcmp(clang_getCString(cs), op) == 0;
  clang_disposeString(cs);
  if (r)
    e->i++;
  return r;
}

static long long ev_unary(Eval *e);

static long long ev_unary1(Eval *e) {
  if (ev_is(e, "-")) {
    long long v = ev_unary(e);
    if (v == LLONG_MIN) { /* -LLONG_MIN overflows */
      e->ok = false;
      return 0;
    }
    return -v;
  }
  if (ev_is(e, "+"))
    return ev_unary(e);
  return ev_primary(e);
}

/* Every level of nesting goes through here: 256 levels at most, so that
   `tile(((...(1)...)))` or `tile(- - - ... 1)` cannot exhaust the stack. */
static long long ev_unary(Eval *e) {
  if (e->nest >= 256) {
    e->ok = false;
    return 0;
  }
  e->nest++;
  long long v = ev_unary1(e);
  e->nest--;
  return v;
}

static long long ev_term(Eval *e) {
  long long v = ev_unary(e);
  for (;;) {
    if (ev_is(e, "*")) {
      long long r = ev_unary(e);
      if (__builtin_mul_overflow(v, r, &v))
        e->ok = false;
    } else if (ev_is(e, "/") || ev_is(e, "%")) {
      CXString cs = clang_getTokenSpelling(e->tu, e->toks[e->i - 1]);
      bool div = strcmp(clang_getCString(cs), "/") == 0;
      clang_disposeString(cs);
      long long r = ev_unary(e);
      if (r == 0 || (v == LLONG_MIN && r == -1)) { /* LLONG_MIN / -1 overflows */
        e->ok = false;
        return 0;
      }
      v = div ? v / r : v % r;
    } else
      return v;
  }
}

static long long ev_expr(Eval *e) {
  long long v = ev_term(e);
  for (;;) {
    if (ev_is(e, "+")) {
      if (__builtin_add_overflow(v, ev_term(e), &v))
        e->ok = false;
    } else if (ev_is(e, "-")) {
      if (__builtin_sub_overflow(v, ev_term(e), &v))
        e->ok = false;
    } else
      return v;
  }
}

typedef struct MacroFind {
  FE *fe;
  const char *name;
  CXCursor found;
} MacroFind;

static enum CXChildVisitResult macro_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  MacroFind *m = d;
  if (clang_getCursorKind(c) == CXCursor_MacroDefinition) {
    CXString s = clang_getCursorSpelling(c);
    if (strcmp(clang_getCString(s), m->name) == 0)
      m->found = c; /* the last definition wins */
    clang_disposeString(s);
  }
  return CXChildVisit_Continue;
}

/* Tokens of the object-like macro `name`: its name first, then its body. */
static bool macro_tokens(FE *fe, const char *name, CXToken **toks, unsigned *n) {
  MacroFind m = {fe, name, clang_getNullCursor()};
  clang_visitChildren(clang_getTranslationUnitCursor(fe->tu), macro_visit, &m);
  if (clang_Cursor_isNull(m.found) || clang_Cursor_isMacroFunctionLike(m.found))
    return false;
  clang_tokenize(fe->tu, clang_getCursorExtent(m.found), toks, n);
  if (*n < 2) {
    clang_disposeTokens(fe->tu, *toks, *n);
    return false;
  }
  return true;
}

/* Evaluates tokens [b, e) as an integer constant. */
static bool eval_int(FE *fe, unsigned b, unsigned e, long long *out) {
  if (b >= e)
    return false;
  Eval ev = {fe, fe->toks + b, e - b, 0, 0, true, fe->tu, 0};
  long long v = ev_expr(&ev);
  if (!ev.ok || ev.i != ev.n)
    return false;
  *out = v;
  return true;
}

/* ---- clauses ------------------------------------------------------------------ */

static const struct {
  const char *name;
  lg_ClauseKind kind;
} clause_names[] = {
    {"tile", LG_CL_TILE},       {"unroll", LG_CL_UNROLL},       {"collapse", LG_CL_COLLAPSE},
    {"copyin", LG_CL_COPYIN},   {"copyout", LG_CL_COPYOUT},     {"copy", LG_CL_COPY},
    {"create", LG_CL_CREATE},   {"reduction", LG_CL_REDUCTION}, {"hoist", LG_CL_HOIST},
    {"nohoist", LG_CL_NOHOIST}, {"chunk", LG_CL_CHUNK},         {"host", LG_CL_HOST},
    {"independent", LG_CL_INDEPENDENT}, {"private", LG_CL_PRIVATE},
};

static const char *clause_name(lg_ClauseKind k) {
  for (size_t i = 0; i < sizeof clause_names / sizeof clause_names[0]; i++)
    if (clause_names[i].kind == k)
      return clause_names[i].name;
  return "?";
}

/* Splits the argument list [b, e) at top-level commas. */
static int split_args(FE *fe, unsigned b, unsigned e, unsigned *starts, unsigned *ends, int max) {
  int n = 0, depth = 0;
  unsigned s = b;
  for (unsigned i = b; i <= e; i++) {
    const char *t = i < e ? fe_tok_text(fe, i) : ",";
    if (!strcmp(t, "(") || !strcmp(t, "["))
      depth++;
    else if (!strcmp(t, ")") || !strcmp(t, "]"))
      depth--;
    else if (!strcmp(t, ",") && depth == 0) {
      if (n < max) {
        starts[n] = s;
        ends[n] = i;
      }
      n++;
      s = i + 1;
    }
  }
  return n;
}

typedef struct VarFind {
  FE *fe;
  const char *name;
  unsigned before;
  CXCursor found;
} VarFind;

static enum CXChildVisitResult var_find_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  VarFind *f = d;
  enum CXCursorKind k = clang_getCursorKind(c);
  /* a block (and a statement: C99 scopes `for (int i ...)`, if, while...)
     that does not hold the directive's loop: its declarations are not
     visible there */
  if (k == CXCursor_CompoundStmt || k == CXCursor_ForStmt || k == CXCursor_IfStmt ||
      k == CXCursor_WhileStmt || k == CXCursor_DoStmt || k == CXCursor_SwitchStmt) {
    unsigned b, e;
    fe_extent(c, &b, &e);
    if (f->before < b || f->before >= e)
      return CXChildVisit_Continue;
  }
  if ((k == CXCursor_VarDecl || k == CXCursor_ParmDecl) &&
      fe_offset(clang_getCursorLocation(c)) < f->before) {
    CXString s = clang_getCursorSpelling(c);
    if (strcmp(clang_getCString(s), f->name) == 0)
      f->found = c;
    clang_disposeString(s);
  }
  return k == CXCursor_FunctionDecl || clang_isStatement(k) || clang_isDeclaration(k)
             ? CXChildVisit_Recurse
             : CXChildVisit_Continue;
}

/* The variable `name` visible at offset `at`: the last declaration before it
 * in the current function, else a file-scope one. */
static lg_Var *lookup_var(FE *fe, const char *name, unsigned at) {
  VarFind f = {fe, name, at, clang_getNullCursor()};
  clang_visitChildren(fe->fn_cursor, var_find_visit, &f);
  if (clang_Cursor_isNull(f.found)) {
    CXCursor tu = clang_getTranslationUnitCursor(fe->tu);
    Kids k = fe_kids(fe, tu);
    for (int i = 0; i < k.n; i++)
      if (clang_getCursorKind(k.v[i]) == CXCursor_VarDecl) {
        CXString s = clang_getCursorSpelling(k.v[i]);
        if (strcmp(clang_getCString(s), name) == 0)
          f.found = k.v[i];
        clang_disposeString(s);
      }
  }
  return clang_Cursor_isNull(f.found) ? NULL : fe_var(fe, f.found);
}

static bool int_args(Parser *ps, lg_Clause *cl, unsigned b, unsigned e, int max,
                     const char *what, const char *word, long long lo, long long hi) {
  FE *fe = ps->fe;
  unsigned st[3], en[3];
  int n = split_args(fe, b, e, st, en, 3);
  if (n > max) {
    lg_error(fe->diag, fe_tok_loc(fe, st[max < 3 ? max : 2]),
             "'%s' takes at most %d argument%s", clause_name(cl->kind), max, max > 1 ? "s" : "");
    return false;
  }
  for (int k = 0; k < n; k++) {
    long long v;
    const char *text = tok_span(fe, st[k], en[k]);
    if (st[k] == en[k]) {
      lg_error(fe->diag, fe_tok_loc(fe, st[k]), "%s must be %s, got nothing", what, word);
      return false;
    }
    if (!eval_int(fe, st[k], en[k], &v) || v < lo || v > hi) {
      if (eval_int(fe, st[k], en[k], &v) && v > hi)
        lg_error(fe->diag, fe_tok_loc(fe, st[k]), "%s must be at most %lld, got '%s'", what, hi,
                 text);
      else
        lg_error(fe->diag, fe_tok_loc(fe, st[k]), "%s must be %s, got '%s'", what, word, text);
      return false;
    }
    cl->ints[k] = v;
  }
  cl->nints = n;
  return true;
}

/* One argument of a data clause (or an array of a reduction), tokens
 * [i, end): `name` or `name[lo:len]`. */
static bool data_arg(FE *fe, const char *clause, unsigned i, unsigned end, unsigned loop_off,
                     lg_DataArg *d) {
  if (i >= end || clang_getTokenKind(fe->toks[i]) != CXToken_Identifier) {
    lg_error(fe->diag, fe_tok_loc(fe, i < end ? i : end),
             "'%s' expects an array name, optionally with a range: %s(a[lo:len])", clause,
             clause);
    return false;
  }
  const char *name = fe_tok_text(fe, i);
  d->loc = fe_tok_loc(fe, i);
  d->var = lookup_var(fe, name, loop_off);
  if (!d->var) {
    lg_error(fe->diag, d->loc, "use of undeclared identifier '%s' in '%s'", name, clause);
    return false;
  }
  i++;
  if (i < end) {
    unsigned close = matching(fe, i, end);
    if (strcmp(fe_tok_text(fe, i), "[") != 0 || close != end - 1) {
      lg_error(fe->diag, fe_tok_loc(fe, i), "expected '[lo:len]' after '%s'", name);
      return false;
    }
    unsigned colon = i + 1;
    int depth = 0;
    for (; colon < close; colon++) {
      const char *t = fe_tok_text(fe, colon);
      if (!strcmp(t, "(") || !strcmp(t, "["))
        depth++;
      else if (!strcmp(t, ")") || !strcmp(t, "]"))
        depth--;
      else if (!strcmp(t, ":") && depth == 0)
        break;
    }
    if (colon == close || colon + 1 == close) {
      lg_error(fe->diag, fe_tok_loc(fe, colon < close ? colon + 1 : close),
               "expected a range 'lo:len' for '%s'", name);
      return false;
    }
    d->lo = colon > i + 1 ? tok_span(fe, i + 1, colon) : "0";
    d->len = tok_span(fe, colon + 1, close);
  }
  return true;
}

static bool data_args(Parser *ps, lg_Clause *cl, unsigned b, unsigned e, unsigned loop_off) {
  FE *fe = ps->fe;
  unsigned st[64], en[64];
  int n = split_args(fe, b, e, st, en, 64);
  if (n > 64) {
    lg_error(fe->diag, fe_tok_loc(fe, b), "too many arrays in one clause (at most 64)");
    return false;
  }
  cl->data = LG_NEW_ARRAY(fe->a, lg_DataArg, n);
  cl->ndata = n;
  for (int k = 0; k < n; k++)
    if (!data_arg(fe, clause_name(cl->kind), st[k], en[k], loop_off, &cl->data[k]))
      return false;
  return true;
}

static const struct {
  const char *text;
  lg_RedOp op;
} red_ops[] = {{"+", LG_RED_ADD},   {"*", LG_RED_MUL},  {"min", LG_RED_MIN},
               {"max", LG_RED_MAX}, {"&", LG_RED_BAND}, {"|", LG_RED_BOR},
               {"^", LG_RED_BXOR},  {"&&", LG_RED_LAND}, {"||", LG_RED_LOR}};

/* `reduction(OP:a, b, OP2:c, y[lo:len])`: each variable takes the operator
 * last named before it (OpenACC has one operator per clause; several in one
 * clause are loopgpu's shorthand for several clauses). The variables are
 * appended to `cl` (repeated reduction clauses merge, as in OpenACC). */
static bool reduction_args(Parser *ps, lg_Clause *cl, unsigned b, unsigned e, unsigned loop_off) {
  FE *fe = ps->fe;
  unsigned st[64], en[64];
  int n = split_args(fe, b, e, st, en, 64);
  if (n > 64) {
    lg_error(fe->diag, fe_tok_loc(fe, b), "too many variables in one clause (at most 64)");
    return false;
  }
  lg_RedArg *red = LG_NEW_ARRAY(fe->a, lg_RedArg, cl->nred + n);
  if (cl->nred)
    memcpy(red, cl->red, sizeof(lg_RedArg) * (size_t)cl->nred);
  bool have_op = false;
  lg_RedOp op = LG_RED_ADD;
  for (int k = 0; k < n; k++) {
    unsigned i = st[k];
    if (i + 1 < en[k] && !strcmp(fe_tok_text(fe, i + 1), ":")) {
      const char *t = fe_tok_text(fe, i);
      size_t j = 0;
      while (j < sizeof red_ops / sizeof red_ops[0] && strcmp(red_ops[j].text, t) != 0)
        j++;
      if (j == sizeof red_ops / sizeof red_ops[0]) {
        lg_error(fe->diag, fe_tok_loc(fe, i),
                 "reduction operator must be one of '+', '*', 'min', 'max', '&', '|', '^', "
                 "'&&', '||', got '%s'",
                 t);
        return false;
      }
      op = red_ops[j].op;
      have_op = true;
      i += 2;
    } else if (!have_op) {
      const char *t = i < en[k] ? fe_tok_text(fe, i) : "";
      size_t j = 0;
      while (j < sizeof red_ops / sizeof red_ops[0] && strcmp(red_ops[j].text, t) != 0)
        j++;
      if (j < sizeof red_ops / sizeof red_ops[0])
        lg_error(fe->diag, fe_tok_loc(fe, i + 1), "expected ':' after the reduction operator");
      else
        lg_error(fe->diag, fe_tok_loc(fe, i), "expected an operator before '%s': reduction(+:%s)",
                 t, t);
      return false;
    }
    if (i >= en[k]) {
      lg_error(fe->diag, fe_tok_loc(fe, i), "expected a variable after ':' in 'reduction'");
      return false;
    }
    lg_RedArg *ra = &red[cl->nred];
    ra->op = op;
    if (clang_getTokenKind(fe->toks[i]) != CXToken_Identifier) {
      lg_error(fe->diag, fe_tok_loc(fe, i),
               "expected a variable name, or an array with a range, in 'reduction'");
      return false;
    }
    if (!data_arg(fe, "reduction", i, en[k], loop_off, &ra->d))
      return false;
    for (int j = 0; j < cl->nred; j++)
      if (red[j].d.var == ra->d.var) {
        lg_error(fe->diag, ra->d.loc, "'%s' is named in 'reduction' twice", ra->d.var->name);
        return false;
      }
    cl->nred++;
  }
  cl->red = red;
  return true;
}

/* private(a, b, ...): scalar variables, looked up by C's scope at the loop */
static bool private_args(Parser *ps, lg_Clause *cl, unsigned b, unsigned e, unsigned loop_off) {
  FE *fe = ps->fe;
  unsigned st[16], en[16];
  int n = split_args(fe, b, e, st, en, 16);
  if (n > 16) {
    lg_error(fe->diag, fe_tok_loc(fe, b), "expected 1 to 16 variables in 'private'");
    return false;
  }
  cl->privvars = LG_NEW_ARRAY(fe->a, lg_Var *, n);
  cl->nprivvars = n;
  for (int k = 0; k < n; k++) {
    if (en[k] != st[k] + 1 || clang_getTokenKind(fe->toks[st[k]]) != CXToken_Identifier) {
      lg_error(fe->diag, fe_tok_loc(fe, st[k]), "expected a scalar variable name in 'private'");
      return false;
    }
    const char *name = fe_tok_text(fe, st[k]);
    cl->privvars[k] = lookup_var(fe, name, loop_off);
    if (!cl->privvars[k]) {
      lg_error(fe->diag, fe_tok_loc(fe, st[k]), "use of undeclared identifier '%s' in 'private'",
               name);
      return false;
    }
  }
  return true;
}

static lg_Directive *parse_directive(FE *fe, Pragma *pr, unsigned loop_off);

lg_Directive *fe_parse_directive(FE *fe, Pragma *pr, unsigned loop_off) {
  if (!pr->parsed) {
    pr->parsed = true;
    pr->dir = parse_directive(fe, pr, loop_off);
  }
  return pr->dir;
}

static lg_Directive *parse_directive(FE *fe, Pragma *pr, unsigned loop_off) {
  Parser ps_ = {fe, pr->first_tok, pr->first_tok + pr->ntoks, false}, *ps = &ps_;
  lg_Directive *d = LG_NEW(fe->a, lg_Directive);
  d->loc = pr->loc;
  lg_Clause cls[16];
  int n = 0;
  bool ok = true;
  while (ok && *peek(ps)) {
    if (!strcmp(peek(ps), ",")) {
      ps->i++;
      continue;
    }
    unsigned name_tok = ps->i;
    const char *name = peek(ps);
    lg_Loc nloc = here(ps);
    int kind = -1;
    for (size_t k = 0; k < sizeof clause_names / sizeof clause_names[0]; k++)
      if (!strcmp(clause_names[k].name, name))
        kind = (int)clause_names[k].kind;
    if (kind < 0) {
      lg_error(fe->diag, nloc, "unknown clause '%s' in '#pragma loopgpu'", name);
      ok = false;
      break;
    }
    /* repeated reduction clauses merge into the first (as OpenACC's do);
       repeated private() clauses stay separate clauses, each list read */
    lg_Clause *merge = NULL;
    for (int k = 0; k < n; k++)
      if ((int)cls[k].kind == kind && kind == LG_CL_REDUCTION)
        merge = &cls[k];
      else if ((int)cls[k].kind == kind && kind != LG_CL_PRIVATE) {
        lg_error(fe->diag, nloc, "clause '%s' given twice", name);
        ok = false;
      }
    if (!ok)
      break;
    if (!merge && n == 16) {
      lg_error(fe->diag, nloc, "too many clauses");
      ok = false;
      break;
    }
    lg_Clause *cl = merge;
    if (!cl) {
      cl = &cls[n++];
      memset(cl, 0, sizeof *cl);
      cl->kind = (lg_ClauseKind)kind;
      cl->loc = nloc;
    }
    ps->i++;
    bool has_args = !strcmp(peek(ps), "(");
    unsigned ab = 0, ae = 0;
    if (has_args) {
      unsigned close = matching(fe, ps->i, ps->end);
      if (close >= ps->end) {
        lg_error(fe->diag, here(ps), "missing ')' after the arguments of '%s'", name);
        ok = false;
        break;
      }
      ab = ps->i + 1;
      ae = close;
      ps->i = close + 1;
    }
    switch (cl->kind) {
    case LG_CL_TILE:
      if (!has_args || ab == ae) {
        lg_error(fe->diag, nloc, "clause 'tile' needs sizes: tile(T1[,T2[,T3]])");
        ok = false;
      } else
        ok = int_args(ps, cl, ab, ae, 3, "tile size", "a positive integer constant", 1, 1024);
      break;
    case LG_CL_UNROLL:
      if (has_args && ae == ab + 1 && !strcmp(fe_tok_text(fe, ab), "full"))
        cl->full = true;
      else if (has_args)
        ok = int_args(ps, cl, ab, ae, 3, "unroll factor",
                      "a positive integer constant or 'full'", 1, 1024);
      break;
    case LG_CL_COLLAPSE:
      if (!has_args) {
        lg_error(fe->diag, nloc, "clause 'collapse' needs a loop count: collapse(N)");
        ok = false;
      } else
        ok = int_args(ps, cl, ab, ae, 1, "collapse count", "1, 2 or 3", 1, 3);
      break;
    case LG_CL_CHUNK:
      if (has_args && ae == ab + 1 && !strcmp(fe_tok_text(fe, ab), "auto"))
        cl->is_auto = true;
      else if (!has_args) {
        lg_error(fe->diag, nloc, "clause 'chunk' needs a size: chunk(C) or chunk(auto)");
        ok = false;
      } else
        ok = int_args(ps, cl, ab, ae, 1, "chunk size", "a positive integer constant or 'auto'",
                      1, (long long)1 << 40);
      break;
    case LG_CL_COPYIN:
    case LG_CL_COPYOUT:
    case LG_CL_COPY:
    case LG_CL_CREATE:
      if (!has_args || ab == ae) {
        lg_error(fe->diag, nloc, "clause '%s' needs arrays: %s(a[lo:len], ...)", name, name);
        ok = false;
      } else
        ok = data_args(ps, cl, ab, ae, loop_off);
      break;
    case LG_CL_REDUCTION:
      if (!has_args || ab == ae) {
        lg_error(fe->diag, nloc, "clause 'reduction' needs an operator and variables: "
                                 "reduction(+:sum)");
        ok = false;
      } else
        ok = reduction_args(ps, cl, ab, ae, loop_off);
      break;
    case LG_CL_PRIVATE:
      if (!has_args || ab == ae) {
        lg_error(fe->diag, nloc, "clause 'private' needs variables: private(t, u)");
        ok = false;
      } else
        ok = private_args(ps, cl, ab, ae, loop_off);
      break;
    case LG_CL_HOIST:
    case LG_CL_NOHOIST:
    case LG_CL_HOST:
    case LG_CL_INDEPENDENT:
      if (has_args) {
        lg_error(fe->diag, fe_tok_loc(fe, name_tok + 1), "clause '%s' takes no arguments", name);
        ok = false;
      }
      break;
    }
  }
  if (!ok)
    return NULL;
  if (lg_dir_find(&(lg_Directive){.clauses = cls, .nclauses = n}, LG_CL_HOIST) &&
      lg_dir_find(&(lg_Directive){.clauses = cls, .nclauses = n}, LG_CL_NOHOIST)) {
    lg_error(fe->diag, pr->loc, "clauses 'hoist' and 'nohoist' contradict each other");
    return NULL;
  }
  d->clauses = LG_NEW_ARRAY(fe->a, lg_Clause, n ? n : 1);
  memcpy(d->clauses, cls, sizeof(lg_Clause) * (size_t)n);
  d->nclauses = n;
  return d;
}
