#define _DEFAULT_SOURCE
/* frontend.c — parses the input with libclang, reports clang's diagnostics in
 * loopgpu's format, and walks the functions of the main file: an annotated
 * loop outside any kernel region becomes a kernel region (lowered to IR by
 * lower.c) or, with `host`, a host loop whose body is walked for more.
 */
#include "frontend.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "depfile.h"
#include "fe.h"
#include "phases.h"

/* ---- small libclang helpers ---------------------------------------------- */

const char *fe_cxstring(FE *fe, CXString s) {
  const char *c = clang_getCString(s);
  const char *r = lg_strdup(fe->a, c ? c : "");
  clang_disposeString(s);
  return r;
}

unsigned fe_offset(CXSourceLocation l) {
  unsigned off = 0;
  clang_getExpansionLocation(l, NULL, NULL, NULL, &off);
  return off;
}

lg_Loc fe_loc(FE *fe, CXSourceLocation l) {
  CXFile f;
  unsigned line, col, off;
  clang_getExpansionLocation(l, &f, &line, &col, &off);
  lg_Loc loc = {.line = (int)line, .col = (int)col};
  if (f && clang_File_isEqual(f, fe->file))
    loc.file = fe->p->path;
  else if (f)
    loc.file = fe_cxstring(fe, clang_getFileName(f));
  return loc;
}

/* `loc` with the range `r` (a token's, an expression's: the `~` under it),
 * where both ends are in loc's file and around or at the caret */
lg_Loc fe_with_range(FE *fe, lg_Loc loc, CXSourceRange r) {
  if (!loc.file || clang_Range_isNull(r))
    return loc;
  lg_Loc b = fe_loc(fe, clang_getRangeStart(r)), e = fe_loc(fe, clang_getRangeEnd(r));
  if (!b.file || !e.file || strcmp(b.file, loc.file) || strcmp(e.file, loc.file))
    return loc;
  bool before = b.line < loc.line || (b.line == loc.line && b.col <= loc.col);
  bool after = e.line > loc.line || (e.line == loc.line && e.col > loc.col);
  if (!before || !after)
    return loc;
  loc.bline = b.line;
  loc.bcol = b.col;
  loc.eline = e.line;
  loc.ecol = e.col;
  return loc;
}

/* An expression's place: its caret (clang's: the operator of a binary
 * expression) and its extent */
lg_Loc fe_expr_loc(FE *fe, CXCursor c) {
  return fe_with_range(fe, fe_cursor_loc(fe, c), clang_getCursorExtent(c));
}

lg_Loc fe_cursor_loc(FE *fe, CXCursor c) { return fe_loc(fe, clang_getCursorLocation(c)); }

/* The end of the macro invocation whose name starts at `e`: `NAME` or
 * `NAME(...)`, counted in the file's own tokens. */
static unsigned invocation_end(FE *fe, unsigned e) {
  unsigned i = fe_tok_at(fe, e);
  if (i >= fe->ntoks || fe->tok_off[i] != e)
    return e;
  unsigned end = e + (unsigned)strlen(fe_tok_text(fe, i));
  if (i + 1 < fe->ntoks && !strcmp(fe_tok_text(fe, i + 1), "(")) {
    int depth = 0;
    for (unsigned j = i + 1; j < fe->ntoks; j++) {
      const char *t = fe_tok_text(fe, j);
      if (!strcmp(t, "("))
        depth++;
      else if (!strcmp(t, ")") && --depth == 0)
        return fe->tok_off[j] + 1;
    }
  }
  return end;
}

/* A cursor's extent as offsets in the file. When its last token comes from
 * a macro (`x = SCALAR_VAL(0.0)`, `i < N`, `ID(v)`), libclang's end is the
 * expansion location of that token, the start of the macro's name: the
 * text the cursor covers ends after the whole invocation (with fe; a NULL
 * fe keeps libclang's end, for callers that only test containment of
 * statements ending in `}`). */
void fe_extent(FE *fe, CXCursor c, unsigned *begin, unsigned *end) {
  CXSourceRange r = clang_getCursorExtent(c);
  CXSourceLocation le = clang_getRangeEnd(r);
  *begin = fe_offset(clang_getRangeStart(r));
  *end = fe_offset(le);
  if (fe) {
    CXFile xf = NULL, sf = NULL;
    unsigned xo = 0, so = 0;
    clang_getExpansionLocation(le, &xf, NULL, NULL, &xo);
    clang_getSpellingLocation(le, &sf, NULL, NULL, &so);
    if (xf && clang_File_isEqual(xf, fe->file) && (!sf || !clang_File_isEqual(sf, xf) || so != xo))
      *end = invocation_end(fe, xo);
  }
}

unsigned fe_tok_at(FE *fe, unsigned off) {
  unsigned lo = 0, hi = fe->ntoks;
  while (lo < hi) {
    unsigned mid = (lo + hi) / 2;
    if (fe->tok_off[mid] < off)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

/* A token's text as C reads it: libclang spells a token with the line
 * splices (backslash-newline) inside it, so `B\<newline>[n]` gave the token
 * "\\\n[" and the bracket was not found (a crash on a VLA parameter,
 * found by fuzz_project). Splices go in translation phase 2, before
 * tokens exist: removing them everywhere is C's meaning. */
const char *fe_tok_text(FE *fe, unsigned i) {
  if (i >= fe->ntoks)
    return "";
  const char *t = fe_cxstring(fe, clang_getTokenSpelling(fe->tu, fe->toks[i]));
  if (!strchr(t, '\\'))
    return t;
  char *c = lg_strdup(fe->a, t), *w = c;
  for (const char *r = t; *r;) {
    if (r[0] == '\\' && r[1] == '\n')
      r += 2;
    else if (r[0] == '\\' && r[1] == '\r' && r[2] == '\n')
      r += 3;
    else if (r[0] == '\\' && r[1] == '\r')
      r += 2;
    else
      *w++ = *r++;
  }
  *w = 0;
  return c;
}

lg_Loc fe_tok_loc(FE *fe, unsigned i) {
  if (i >= fe->ntoks)
    i = fe->ntoks - 1;
  return fe_with_range(fe, fe_loc(fe, clang_getTokenLocation(fe->tu, fe->toks[i])),
                       clang_getTokenExtent(fe->tu, fe->toks[i]));
}

static enum CXChildVisitResult collect_kid(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  lg_PtrVec *v = ((void **)d)[0];
  FE *fe = ((void **)d)[1];
  CXCursor *copy = LG_NEW(fe->a, CXCursor);
  *copy = c;
  lg_vec_push(fe->a, v, copy);
  return CXChildVisit_Continue;
}

Kids fe_kids(FE *fe, CXCursor c) {
  lg_PtrVec v = {0};
  void *d[2] = {&v, fe};
  clang_visitChildren(c, collect_kid, d);
  Kids k = {LG_NEW_ARRAY(fe->a, CXCursor, v.n ? v.n : 1), v.n};
  for (int i = 0; i < v.n; i++)
    k.v[i] = *(CXCursor *)v.items[i];
  return k;
}

/* Implicit casts come out of libclang as one-child UnexposedExpr nodes. */
static enum CXChildVisitResult first_kid_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  struct {
    CXCursor k;
    int n;
  } *s = d;
  if (s->n++ == 0)
    s->k = c;
  return CXChildVisit_Continue;
}

CXCursor fe_strip(CXCursor c) {
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr)
      return c;
    struct {
      CXCursor k;
      int n;
    } s = {clang_getNullCursor(), 0};
    clang_visitChildren(c, first_kid_visit, &s);
    if (s.n != 1)
      return c;
    c = s.k;
  }
}

/* ---- variables and functions ---------------------------------------------- */

lg_Var *fe_var(FE *fe, CXCursor decl) {
  CXFile f;
  unsigned off;
  clang_getExpansionLocation(clang_getCursorLocation(decl), &f, NULL, NULL, &off);
  unsigned h = (off * 2654435761u) % LG_VAR_BUCKETS;
  for (VarEntry *e = fe->vars[h]; e; e = e->next)
    if (e->off == off && clang_File_isEqual(e->file, f))
      return e->var;
  lg_Var *v = LG_NEW(fe->a, lg_Var);
  v->name = fe_cxstring(fe, clang_getCursorSpelling(decl));
  v->loc = fe_cursor_loc(fe, decl);
  v->id = fe->allvars.n;
  if (clang_getCursorKind(decl) == CXCursor_ParmDecl)
    v->scope = LG_VS_PARAM;
  else if (clang_getCursorKind(clang_getCursorSemanticParent(decl)) == CXCursor_TranslationUnit ||
           clang_Cursor_hasVarDeclGlobalStorage(decl) == 1)
    v->scope = LG_VS_GLOBAL;
  else
    v->scope = LG_VS_LOCAL;
  VarEntry *e = LG_NEW(fe->a, VarEntry);
  e->off = off;
  e->file = f;
  e->var = v;
  e->next = fe->vars[h];
  fe->vars[h] = e;
  lg_vec_push(fe->a, &fe->allvars, v);
  /* The type last: array dimensions may refer to other variables. */
  v->type = fe_type(fe, clang_getCursorType(decl));
  if (v->type->kind == LG_T_PTR && v->type->elem->kind == LG_T_ARRAY) {
    /* `float (*A)[m]` indexes like `float A[][m]`: one array type of
       unknown outer extent, as a parameter `float A[n][m]` is */
    lg_Type *el = v->type->elem, *t = LG_NEW(fe->a, lg_Type);
    *t = *el;
    t->spelling = v->type->spelling;
    t->ndims = el->ndims + 1;
    t->dims = LG_NEW_ARRAY(fe->a, lg_Expr *, t->ndims);
    t->cdims = LG_NEW_ARRAY(fe->a, long long, t->ndims);
    t->cdims[0] = -1;
    for (int i = 0; i < el->ndims; i++) {
      t->dims[i + 1] = el->dims[i];
      t->cdims[i + 1] = el->cdims[i];
    }
    t->decayed = true;
    v->type = t;
  }
  fe_fill_array_dims(fe, decl, v->type);
  return v;
}

/* The functions by name: a hash (a scan per lookup made a file of
 * thousands of functions quadratic). The first of a name wins, as the scan
 * did. */
static unsigned name_hash(const char *s) {
  unsigned h = 2166136261u;
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 16777619u;
  return h % LG_VAR_BUCKETS;
}

static lg_Function *function_named(FE *fe, const char *name) {
  for (FnEntry *e = fe->fn_names[name_hash(name)]; e; e = e->next)
    if (strcmp(e->fn->name, name) == 0)
      return e->fn;
  return NULL;
}

static void add_function(FE *fe, lg_Function *f, CXCursor def) {
  lg_vec_push(fe->a, &fe->fns, f);
  CXCursor *cc = LG_NEW(fe->a, CXCursor);
  *cc = def;
  lg_vec_push(fe->a, &fe->fn_cursors, cc);
  if (function_named(fe, f->name))
    return;
  FnEntry *e = LG_NEW(fe->a, FnEntry);
  unsigned h = name_hash(f->name);
  e->fn = f;
  e->next = fe->fn_names[h];
  fe->fn_names[h] = e;
}

lg_Function *fe_function(FE *fe, CXCursor decl) {
  CXCursor def = clang_getCursorDefinition(decl);
  if (clang_Cursor_isNull(def) || !clang_Location_isFromMainFile(clang_getCursorLocation(def)))
    return NULL;
  return function_named(fe, fe_cxstring(fe, clang_getCursorSpelling(def)));
}

static enum CXChildVisitResult callee_visit(CXCursor c, CXCursor parent, CXClientData d);

/* A function that kernel code calls: one of this file, or one whose body a
 * user header included by it holds (`static inline float dot(...)`), which
 * gets a device copy the same way (it joins fe->fns, with no regions and
 * no place in the main file's text). Functions of system headers are not
 * user helpers (the math library is known by name). */
lg_Function *fe_kernel_function(FE *fe, CXCursor decl) {
  lg_Function *f = fe_function(fe, decl);
  if (f)
    return f;
  CXCursor def = clang_getCursorDefinition(decl);
  if (clang_Cursor_isNull(def) || clang_getCursorKind(def) != CXCursor_FunctionDecl ||
      clang_Location_isInSystemHeader(clang_getCursorLocation(def)))
    return NULL;
  lg_Loc loc = fe_cursor_loc(fe, def);
  for (int i = 0; i < fe->fns.n; i++) {
    f = fe->fns.items[i];
    if (f->in_header && f->loc.line == loc.line && f->loc.col == loc.col && f->loc.file &&
        loc.file && !strcmp(f->loc.file, loc.file))
      return f;
  }
  f = LG_NEW(fe->a, lg_Function);
  f->name = fe_cxstring(fe, clang_getCursorSpelling(def));
  f->loc = loc;
  f->has_body = true;
  f->in_header = true;
  lg_PtrVec names = {0};
  void *dd[2] = {fe, &names};
  clang_visitChildren(def, callee_visit, dd);
  f->callees = (const char **)names.items;
  f->ncallees = names.n;
  add_function(fe, f, def);
  return f;
}

/* The directive of the `for` at for_off: a binary search, the directives
 * being in the order of their targets (a scan per `for` made files of
 * thousands of regions quadratic); a scan if they ever are not. */
Pragma *fe_pragma_for(FE *fe, unsigned for_off) {
  if (fe->pragmas_order == 0) {
    fe->pragmas_order = 1;
    for (int i = 1; i < fe->npragmas; i++)
      if (fe->pragmas[i - 1].target_off > fe->pragmas[i].target_off)
        fe->pragmas_order = -1;
  }
  if (fe->pragmas_order < 0) {
    for (int i = 0; i < fe->npragmas; i++)
      if (fe->pragmas[i].target_off == for_off)
        return &fe->pragmas[i];
    return NULL;
  }
  int lo = 0, hi = fe->npragmas; /* the first target >= for_off */
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (fe->pragmas[mid].target_off < for_off)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < fe->npragmas && fe->pragmas[lo].target_off == for_off ? &fe->pragmas[lo] : NULL;
}

/* ---- clang's diagnostics ------------------------------------------------- */

/* One of clang's diagnostics, or one of its notes, with clang's ranges (the
 * first one on the caret's line) and fix-its. */
static void report_clang_one(FE *fe, CXDiagnostic d, lg_Severity s) {
  const char *opt = fe_cxstring(fe, clang_getDiagnosticOption(d, NULL));
  const char *msg = fe_cxstring(fe, clang_getDiagnosticSpelling(d));
  lg_Loc loc = fe_loc(fe, clang_getDiagnosticLocation(d));
  unsigned nr = clang_getDiagnosticNumRanges(d);
  for (unsigned k = 0; k < nr && loc.eline == 0; k++)
    loc = fe_with_range(fe, loc, clang_getDiagnosticRange(d, k));
  for (unsigned k = 0; k < nr && loc.eline == 0; k++) { /* a range beside the caret */
    lg_Loc r = fe_loc(fe, clang_getRangeStart(clang_getDiagnosticRange(d, k)));
    lg_Loc e = fe_loc(fe, clang_getRangeEnd(clang_getDiagnosticRange(d, k)));
    if (r.file && loc.file && !strcmp(r.file, loc.file) && r.line == loc.line &&
        e.line == loc.line && e.col > r.col) {
      loc.bline = r.line, loc.bcol = r.col, loc.eline = e.line, loc.ecol = e.col;
      if (loc.col < loc.bcol) /* the caret stays its own: the range starts there */
        loc.bcol = loc.col;
      if (loc.col >= loc.ecol)
        loc.ecol = loc.col + 1;
    }
  }
  unsigned nf = clang_getDiagnosticNumFixIts(d);
  lg_Fixit *fix = nf ? LG_NEW_ARRAY(fe->a, lg_Fixit, nf) : NULL;
  int nfix = 0;
  for (unsigned k = 0; k < nf; k++) {
    CXSourceRange r;
    const char *text = fe_cxstring(fe, clang_getDiagnosticFixIt(d, k, &r));
    lg_Loc b = fe_loc(fe, clang_getRangeStart(r)), e = fe_loc(fe, clang_getRangeEnd(r));
    if (!b.file)
      continue;
    lg_Loc at = {.file = b.file, .line = b.line, .col = b.col,
                 .bline = b.line, .bcol = b.col, .eline = e.line, .ecol = e.col};
    fix[nfix++] = (lg_Fixit){at, text};
  }
  lg_report_ex(fe->diag, s, loc, *opt ? opt : NULL, fix, nfix, "%s", msg);
}

/* Up to and including the first fatal error ("'foo.h' file not found",
 * "too many errors emitted"): clang itself stops there, and what a parse
 * that carried on would add is a cascade of errors that follow from it
 * (the names the missing header declares). */
static bool report_clang_diagnostics(FE *fe) {
  bool ok = true, fatal = false;
  unsigned n = clang_getNumDiagnostics(fe->tu);
  for (unsigned i = 0; i < n && !fatal; i++) {
    CXDiagnostic d = clang_getDiagnostic(fe->tu, i);
    enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
    const char *opt = fe_cxstring(fe, clang_getDiagnosticOption(d, NULL));
    if (sev >= CXDiagnostic_Warning && strcmp(opt, "-Wunknown-pragmas") != 0) {
      report_clang_one(fe, d, sev >= CXDiagnostic_Error ? LG_ERROR : LG_WARNING);
      /* its notes ("previous definition is here", "did you mean"), after it */
      CXDiagnosticSet kids = clang_getChildDiagnostics(d);
      unsigned nk = clang_getNumDiagnosticsInSet(kids);
      for (unsigned k = 0; k < nk; k++) {
        CXDiagnostic note = clang_getDiagnosticInSet(kids, k);
        report_clang_one(fe, note, LG_NOTE);
        clang_disposeDiagnostic(note);
      }
      if (sev >= CXDiagnostic_Error)
        ok = false;
      fatal = sev == CXDiagnostic_Fatal;
    }
    clang_disposeDiagnostic(d);
  }
  return ok;
}

/* ---- the walk ---------------------------------------------------------------- */

static void walk_stmt(FE *fe, CXCursor c);

static bool is_ptr_or_array(const lg_Type *t) {
  return t && (t->kind == LG_T_PTR || t->kind == LG_T_ARRAY);
}

static void push_unique(FE *fe, lg_PtrVec *v, void *item) {
  for (int i = 0; i < v->n; i++)
    if (v->items[i] == item)
      return;
  lg_vec_push(fe->a, v, item);
}

typedef struct HostUse {
  FE *fe;
  lg_PtrVec refs, writes;
  lg_PtrVec moves;  /* pointers the body moves (`x += 1`, `p = q + k`), not swaps */
  lg_PtrVec copies; /* DeclRefExpr offsets that are whole-pointer copies */
} HostUse;

static bool is_copy_site(HostUse *u, unsigned off) {
  for (int i = 0; i < u->copies.n; i++)
    if ((unsigned)(size_t)u->copies.items[i] == off)
      return true;
  return false;
}

static lg_Var *declref_var(FE *fe, CXCursor c) {
  c = fe_strip(c);
  if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
    return NULL;
  CXCursor d = clang_getCursorReferenced(c);
  enum CXCursorKind k = clang_getCursorKind(d);
  if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl)
    return NULL;
  return fe_var(fe, d);
}

/* Host code inside a host loop: which variables it writes and whose
 * elements it uses. Kernel regions and nested host loops are handled by
 * walk_stmt; this visitor sees the rest. */
static enum CXChildVisitResult host_use_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  HostUse *u = d;
  FE *fe = u->fe;
  enum CXCursorKind k = clang_getCursorKind(c);
  if (k == CXCursor_ForStmt && fe_pragma_for(fe, fe_offset(clang_getCursorLocation(c))))
    return CXChildVisit_Continue; /* walked separately */
  if (k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator) {
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c);
    if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign) {
      Kids kids = fe_kids(fe, c);
      if (kids.n == 2) {
        lg_Var *l = declref_var(fe, kids.v[0]);
        if (l) {
          push_unique(fe, &u->writes, l);
          lg_Var *r = op == CXBinaryOperator_Assign ? declref_var(fe, kids.v[1]) : NULL;
          if (is_ptr_or_array(l->type) && !r)
            push_unique(fe, &u->moves, l);
          if (r && is_ptr_or_array(l->type)) {
            lg_vec_push(fe->a, &u->copies,
                        (void *)(size_t)fe_offset(clang_getCursorLocation(fe_strip(kids.v[1]))));
          }
          lg_vec_push(fe->a, &u->copies,
                      (void *)(size_t)fe_offset(clang_getCursorLocation(fe_strip(kids.v[0]))));
        }
      }
    }
  } else if (k == CXCursor_UnaryOperator) {
    enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(c);
    if (op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec ||
        op == CXUnaryOperator_PreInc || op == CXUnaryOperator_PreDec ||
        op == CXUnaryOperator_AddrOf) {
      Kids kids = fe_kids(fe, c);
      lg_Var *v = kids.n == 1 ? declref_var(fe, kids.v[0]) : NULL;
      if (v) {
        push_unique(fe, &u->writes, v);
        if (op != CXUnaryOperator_AddrOf && is_ptr_or_array(v->type))
          push_unique(fe, &u->moves, v);
        if (op == CXUnaryOperator_AddrOf)
          push_unique(fe, &u->refs, v);
      }
    }
  } else if (k == CXCursor_VarDecl) {
    /* `float *t = A;` copies a pointer; it is no use of A's elements. */
    CXCursor init = clang_Cursor_getVarDeclInitializer(c);
    if (!clang_Cursor_isNull(init)) {
      lg_Var *r = declref_var(fe, init);
      if (r && is_ptr_or_array(r->type))
        lg_vec_push(fe->a, &u->copies,
                    (void *)(size_t)fe_offset(clang_getCursorLocation(fe_strip(init))));
    }
  } else if (k == CXCursor_DeclRefExpr) {
    CXCursor dcl = clang_getCursorReferenced(c);
    enum CXCursorKind dk = clang_getCursorKind(dcl);
    if (dk == CXCursor_VarDecl || dk == CXCursor_ParmDecl) {
      lg_Var *v = fe_var(fe, dcl);
      if (is_ptr_or_array(v->type) && !is_copy_site(u, fe_offset(clang_getCursorLocation(c))))
        push_unique(fe, &u->refs, v);
    }
  }
  return CXChildVisit_Recurse;
}

/* A loop's instance of an induction variable declared before the region
 * (lg_Var.origin) read after that loop, inside the region: the value the
 * loop left, fine as a value; but a subscript or a loop bound that uses it
 * would be analysed as if it ranged over the loop's values. */
typedef struct AfterScan {
  FE *fe;
  const lg_Loop *open[64]; /* the loops around the statement */
  int nopen;
  const lg_Var *reported;
} AfterScan;

static bool inside_own_loop(const AfterScan *as, const lg_Var *v) {
  for (int i = 0; i < as->nopen; i++)
    if (as->open[i]->iv == v)
      return true;
  return false;
}

static void after_expr(AfterScan *as, const lg_Expr *e, bool indexed) {
  if (!e)
    return;
  if (e->kind == LG_E_VAR && e->var && e->var->origin && indexed &&
      !inside_own_loop(as, e->var) && e->var != as->reported) {
    lg_error(as->fe->diag, e->loc,
             "'%s' is used as a subscript or a loop bound after its loop, inside the kernel "
             "region: copy its value to another variable first",
             e->var->name);
    as->reported = e->var;
  }
  for (int i = 0; i < e->nargs; i++)
    after_expr(as, e->args[i], indexed || e->kind == LG_E_INDEX);
}

static void after_stmt(AfterScan *as, const lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_FOR:
    after_expr(as, s->loop->lb, true);
    after_expr(as, s->loop->ub, true);
    after_expr(as, lg_loop_extra_bound(s->loop), true);
    if (as->nopen < 64)
      as->open[as->nopen++] = s->loop;
    after_stmt(as, s->loop->body);
    as->nopen--;
    return;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      after_stmt(as, s->stmts[i]);
    return;
  default:
    after_expr(as, s->expr, false);
    after_expr(as, s->init, false);
    after_stmt(as, s->then);
    after_stmt(as, s->els);
  }
}

/* ---- what the rest of the function may read after a region ------------- */

typedef struct Live {
  FE *fe;
  unsigned b, e;          /* the region's loop */
  lg_PtrVec cand, live;   /* lg_Var *: scalars the region uses, those live after */
  unsigned loops[64][2];  /* the loops around the region */
  int nloops;
  bool any;               /* a goto: any reference may come after */
} Live;

static lg_Var *known_var(FE *fe, CXCursor decl) {
  CXFile f;
  unsigned off;
  clang_getExpansionLocation(clang_getCursorLocation(decl), &f, NULL, NULL, &off);
  for (VarEntry *x = fe->vars[(off * 2654435761u) % LG_VAR_BUCKETS]; x; x = x->next)
    if (x->off == off && clang_File_isEqual(x->file, f))
      return x->var;
  return NULL;
}

static void live_add(Live *l, lg_Var *v) {
  for (int i = 0; i < l->live.n; i++)
    if (l->live.items[i] == v)
      return;
  lg_vec_push(l->fe->a, &l->live, v);
}

static enum CXChildVisitResult loops_around(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  Live *l = d;
  enum CXCursorKind k = clang_getCursorKind(c);
  if (k == CXCursor_GotoStmt || k == CXCursor_IndirectGotoStmt) {
    /* (a goto in the region jumps inside it: goto.c) */
    unsigned o = fe_offset(clang_getCursorLocation(c));
    if (o < l->b || o >= l->e)
      l->any = true;
  }
  if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt) {
    unsigned b, e;
    fe_extent(NULL, c, &b, &e);
    if (b <= l->b && l->e <= e && !(b == l->b && e == l->e) && l->nloops < 64) {
      l->loops[l->nloops][0] = b;
      l->loops[l->nloops++][1] = e;
    }
  }
  return CXChildVisit_Recurse;
}

static enum CXChildVisitResult live_refs(CXCursor c, CXCursor parent, CXClientData d) {
  Live *l = d;
  enum CXCursorKind k = clang_getCursorKind(c);
  if (k == CXCursor_UnaryOperator) {
    /* &v: whatever holds the address may read v later */
    CXToken *t = NULL;
    unsigned nt = 0;
    clang_tokenize(l->fe->tu, clang_getCursorExtent(c), &t, &nt);
    bool addr = nt > 0 && !strcmp(fe_cxstring(l->fe, clang_getTokenSpelling(l->fe->tu, t[0])), "&");
    if (t)
      clang_disposeTokens(l->fe->tu, t, nt);
    if (addr) {
      Kids kids = fe_kids(l->fe, c);
      CXCursor x = kids.n ? kids.v[0] : clang_getNullCursor();
      while (!clang_Cursor_isNull(x) && (clang_getCursorKind(x) == CXCursor_ParenExpr ||
                                         clang_getCursorKind(x) == CXCursor_UnexposedExpr)) {
        Kids kk = fe_kids(l->fe, x);
        x = kk.n ? kk.v[0] : clang_getNullCursor();
      }
      if (!clang_Cursor_isNull(x) && clang_getCursorKind(x) == CXCursor_DeclRefExpr) {
        lg_Var *v = known_var(l->fe, clang_getCursorReferenced(x));
        for (int i = 0; v && i < l->cand.n; i++)
          if (l->cand.items[i] == v)
            live_add(l, v);
      }
    }
  }
  if (k != CXCursor_DeclRefExpr)
    return CXChildVisit_Recurse;
  (void)parent;
  unsigned o = fe_offset(clang_getCursorLocation(c));
  if (o >= l->b && o < l->e)
    return CXChildVisit_Continue;
  bool after = l->any || o >= l->e;
  for (int i = 0; i < l->nloops && !after; i++)
    after = o >= l->loops[i][0] && o < l->loops[i][1];
  if (!after)
    return CXChildVisit_Continue;
  lg_Var *v = known_var(l->fe, clang_getCursorReferenced(c));
  for (int i = 0; v && i < l->cand.n; i++)
    if (l->cand.items[i] == v)
      live_add(l, v);
  return CXChildVisit_Continue;
}

/* Region r's scalars declared before it whose value may be read after it
 * (lg_Region.live): by position in the function, conservatively. */
static void region_live(FE *fe, lg_Region *r, CXCursor c) {
  Live l = {.fe = fe};
  fe_extent(fe, c, &l.b, &l.e);
  for (int i = 0; i < r->nvars; i++) {
    lg_Var *v = r->vars[i];
    /* an induction variable's loop instance: the variable of the function
       is the one the code after the region may read */
    if (v->origin && lg_is_scalar_type(v->origin->type)) {
      bool seen = false;
      for (int j = 0; j < l.cand.n && !seen; j++)
        seen = l.cand.items[j] == v->origin;
      if (!seen)
        lg_vec_push(fe->a, &l.cand, v->origin);
      continue;
    }
    if (v->region == r || v->origin || !lg_is_scalar_type(v->type))
      continue;
    if (v->scope == LG_VS_GLOBAL)
      live_add(&l, v);
    else
      lg_vec_push(fe->a, &l.cand, v);
  }
  if (l.cand.n && !clang_Cursor_isNull(fe->fn_cursor)) {
    clang_visitChildren(fe->fn_cursor, loops_around, &l);
    clang_visitChildren(fe->fn_cursor, live_refs, &l);
  }
  r->live = (lg_Var **)l.live.items;
  r->nlive = l.live.n;
}

/* A goto outside the region whose label is inside it: refused (the label
 * is the kernel's, on the device). */
typedef struct JumpIn {
  FE *fe;
  unsigned b, e;
} JumpIn;

static enum CXChildVisitResult jump_in(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  JumpIn *j = d;
  if (clang_getCursorKind(c) != CXCursor_GotoStmt)
    return CXChildVisit_Recurse;
  unsigned o = fe_offset(clang_getCursorLocation(c));
  if (o >= j->b && o < j->e)
    return CXChildVisit_Continue;
  Kids kids = fe_kids(j->fe, c);
  for (int i = 0; i < kids.n; i++) {
    if (clang_getCursorKind(kids.v[i]) != CXCursor_LabelRef)
      continue;
    CXCursor l = clang_getCursorReferenced(kids.v[i]);
    unsigned lo = fe_offset(clang_getCursorLocation(l));
    if (!clang_Cursor_isNull(l) && lo >= j->b && lo < j->e)
      lg_error(j->fe->diag, fe_cursor_loc(j->fe, c),
               "'goto %s' jumps into the kernel region at line %d: a kernel region is entered "
               "by its loop only",
               fe_cxstring(j->fe, clang_getCursorSpelling(kids.v[i])),
               fe_cursor_loc(j->fe, l).line);
  }
  return CXChildVisit_Continue;
}

static void region(FE *fe, CXCursor c, Pragma *pr, lg_Directive *dir) {
  lg_Region *r = LG_NEW(fe->a, lg_Region);
  r->fn = fe->fn;
  r->host = fe->host;
  r->index = fe->fn->nregions;
  r->name = lg_fmt(fe->a, "%s_k%d", fe->fn->name, r->index);
  lg_PtrVec saved_vars = fe->region_vars;
  fe->region_vars = (lg_PtrVec){0};
  fe->region = r;
  lg_Stmt *s = fe_stmt(fe, c); /* lowers the whole nest; attaches `dir` via the pragma */
  fe->region = NULL;
  if (s)
    lg_check_gotos(fe->diag, s, "kernel region");
  if (!clang_Cursor_isNull(fe->fn_cursor)) {
    JumpIn j = {.fe = fe};
    fe_extent(fe, c, &j.b, &j.e);
    clang_visitChildren(fe->fn_cursor, jump_in, &j);
  }
  (void)pr;
  (void)dir;
  if (!s || s->kind != LG_S_FOR) {
    fe->region_vars = saved_vars;
    return;
  }
  AfterScan as = {.fe = fe};
  after_stmt(&as, s);
  fe->iv_from.n = fe->iv_to.n = 0;
  r->loop = s->loop;
  r->vars = (lg_Var **)fe->region_vars.items;
  r->nvars = fe->region_vars.n;
  fe->region_vars = saved_vars;
  region_live(fe, r, c);
  /* append to the function, the program and the enclosing host loops */
  lg_Region **rs = LG_NEW_ARRAY(fe->a, lg_Region *, fe->fn->nregions + 1);
  if (fe->fn->nregions)
    memcpy(rs, fe->fn->regions, sizeof(lg_Region *) * (size_t)fe->fn->nregions);
  rs[fe->fn->nregions++] = r;
  fe->fn->regions = rs;
  lg_vec_push(fe->a, &fe->regions, r);
  for (lg_HostLoop *h = fe->host; h; h = h->parent) {
    lg_Region **hr = LG_NEW_ARRAY(fe->a, lg_Region *, h->nregions + 1);
    if (h->nregions)
      memcpy(hr, h->regions, sizeof(lg_Region *) * (size_t)h->nregions);
    hr[h->nregions++] = r;
    h->regions = hr;
  }
}

static void host_loop(FE *fe, CXCursor c, Pragma *pr, lg_Directive *dir) {
  (void)pr;
  CXCursor body;
  /* A host loop is a host loop: any header C allows. A canonical one gives
     its trip count (preallocation of hoisted buffers, unrolling); any other
     stays the loop it is. */
  lg_diag_mute(fe->diag, true);
  lg_Loop *loop = fe_loop_header(fe, c, &body);
  lg_diag_mute(fe->diag, false);
  if (!loop || lg_diag_muted_errors(fe->diag) > 0)
    loop = fe_loop_shell(fe, c, &body);
  if (clang_Cursor_isNull(body))
    return;
  loop->dir = dir;
  lg_HostLoop *h = LG_NEW(fe->a, lg_HostLoop);
  h->loop = loop;
  h->fn = fe->fn;
  h->parent = fe->host;
  lg_vec_push(fe->a, &fe->hosts, h);
  fe->host = h;
  /* Host code of the body: uses and writes; the loop's own increment
     writes the induction variable, which is a scalar anyway. */
  HostUse u = {.fe = fe};
  clang_visitChildren(body, host_use_visit, &u);
  if (clang_getCursorKind(body) == CXCursor_DeclRefExpr)
    host_use_visit(body, c, &u);
  if (loop->opaque) { /* the header's own writes (`t++`, `p = p->next`) */
    Kids k = fe_kids(fe, c);
    for (int i = 0; i + 1 < k.n; i++) {
      host_use_visit(k.v[i], c, &u);
      clang_visitChildren(k.v[i], host_use_visit, &u);
    }
  }
  h->refs = (lg_Var **)u.refs.items;
  h->nrefs = u.refs.n;
  h->writes = (lg_Var **)u.writes.items;
  h->nwrites = u.writes.n;
  h->moves = (lg_Var **)u.moves.items;
  h->nmoves = u.moves.n;
  fe_find_allocs(fe, h, body);
  walk_stmt(fe, body);
  /* nothing in the body but kernel regions (persist.c may run the loop as
     one kernel): every statement an annotated loop that is not `host` */
  if (clang_getCursorKind(body) == CXCursor_CompoundStmt) {
    Kids kids = fe_kids(fe, body);
    bool only = kids.n > 0;
    for (int i = 0; i < kids.n && only; i++) {
      enum CXCursorKind k = clang_getCursorKind(kids.v[i]);
      if (k == CXCursor_NullStmt)
        continue;
      Pragma *kp = k == CXCursor_ForStmt
                       ? fe_pragma_for(fe, fe_offset(clang_getCursorLocation(kids.v[i])))
                       : NULL;
      only = kp && kp->dir && !lg_dir_find(kp->dir, LG_CL_HOST);
    }
    unsigned end = fe_offset(clang_getRangeEnd(clang_getCursorExtent(body)));
    h->only_regions = only && end > 0; /* persist.c checks that end - 1 holds the '}' */
    h->body_close = end - 1;
  }
  /* without kernel regions of its own, the loop has no data region to keep
     consistent (one around it synchronises this loop as a whole) */
  if (h->nregions > 0)
    fe_host_syncs(fe, h, c);
  fe->host = h->parent;
}

static enum CXChildVisitResult walk_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  FE *fe = d;
  if (clang_getCursorKind(c) == CXCursor_ForStmt) {
    Pragma *pr = fe_pragma_for(fe, fe_offset(clang_getCursorLocation(c)));
    if (pr) {
      pr->used = true;
      lg_Directive *dir = fe_parse_directive(fe, pr, fe_offset(clang_getCursorLocation(c)));
      if (!dir)
        return CXChildVisit_Continue;
      if (lg_dir_find(dir, LG_CL_HOST))
        host_loop(fe, c, pr, dir);
      else
        region(fe, c, pr, dir);
      return CXChildVisit_Continue;
    }
  }
  return CXChildVisit_Recurse;
}

static void walk_stmt(FE *fe, CXCursor c) {
  /* a `for` without a directive (the unbraced body of a host loop) is
     walked into like any other statement */
  if (clang_getCursorKind(c) != CXCursor_ForStmt || walk_visit(c, c, fe) == CXChildVisit_Recurse)
    clang_visitChildren(c, walk_visit, fe);
}

/* ---- functions of the main file -------------------------------------------- */

static enum CXChildVisitResult callee_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  void **dd = d;
  FE *fe = dd[0];
  lg_PtrVec *names = dd[1];
  if (clang_getCursorKind(c) == CXCursor_CallExpr) {
    const char *name = fe_cxstring(fe, clang_getCursorSpelling(c));
    bool seen = false;
    for (int i = 0; i < names->n; i++)
      if (strcmp(names->items[i], name) == 0)
        seen = true;
    /* __assert_fail: the expansion of `assert`, whose statement the device
       copy holds as assert(e) (lower.c; a call of its own is refused there) */
    if (!seen && *name && strcmp(name, "__assert_fail") != 0)
      lg_vec_push(fe->a, names, (void *)name);
  }
  return CXChildVisit_Recurse;
}


static void add_decl_begin(FE *fe, lg_Function *f, unsigned off) {
  unsigned *d = LG_NEW_ARRAY(fe->a, unsigned, f->ndecls + 1);
  if (f->ndecls)
    memcpy(d, f->decl_begins, sizeof(unsigned) * (size_t)f->ndecls);
  d[f->ndecls++] = off;
  f->decl_begins = d;
}

static enum CXChildVisitResult top_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  FE *fe = d;
  if (!clang_Location_isFromMainFile(clang_getCursorLocation(c)))
    return CXChildVisit_Continue;
  if (clang_getCursorKind(c) == CXCursor_FunctionDecl && clang_isCursorDefinition(c)) {
    lg_Function *f = LG_NEW(fe->a, lg_Function);
    f->name = fe_cxstring(fe, clang_getCursorSpelling(c));
    f->loc = fe_cursor_loc(fe, c);
    unsigned end;
    fe_extent(fe, c, &f->begin, &end);
    f->has_body = true;
    lg_PtrVec names = {0};
    void *dd[2] = {fe, &names};
    clang_visitChildren(c, callee_visit, dd);
    f->callees = (const char **)names.items;
    f->ncallees = names.n;
    add_function(fe, f, c);
  }
  return CXChildVisit_Continue;
}

/* ---- device copies of the functions kernels call ---------------------------
 * A function of this file called from a kernel region (directly or through
 * other such functions) is lowered to IR like a region body, so that the
 * CUDA half holds a device copy printed from it; the host half keeps the C
 * original untouched. */

typedef struct CallScan {
  lg_PtrVec *todo;
  FE *fe;
} CallScan;

static bool scan_call(void *ctx, lg_Expr *e) {
  CallScan *cs = ctx;
  if (e->kind == LG_E_CALL && e->fn && !e->fn->body) {
    for (int i = 0; i < cs->todo->n; i++)
      if (cs->todo->items[i] == e->fn)
        return true;
    lg_vec_push(cs->fe->a, cs->todo, e->fn);
  }
  return true;
}

static void lower_device_function(FE *fe, lg_Function *f, CXCursor c) {
  lg_Loc loc = f->loc;
  if (f->nregions > 0) {
    lg_error(fe->diag, loc,
             "function '%s' is called from a kernel region and holds kernel regions itself",
             f->name);
    return;
  }
  unsigned b, e;
  fe_extent(fe, c, &b, &e);
  for (int i = 0; i < fe->npragmas && !f->in_header; i++) /* (offsets in the main file) */
    if (fe->pragmas[i].target_off >= b && fe->pragmas[i].target_off < e) {
      lg_error(fe->diag, fe->pragmas[i].loc,
               "'#pragma loopgpu' in function '%s', which a kernel region calls", f->name);
      return;
    }
  if (clang_Cursor_isVariadic(c)) {
    lg_error(fe->diag, loc,
             "variadic function '%s' cannot be called from a kernel region (device code has "
             "no variable argument lists): give it a fixed parameter list",
             f->name);
    return;
  }
  lg_Region *saved_region = fe->region;
  lg_Function *saved_fn = fe->device_fn;
  lg_PtrVec saved_vars = fe->region_vars;
  lg_Region *scope = LG_NEW(fe->a, lg_Region); /* owns the function's locals */
  scope->name = f->name;
  scope->fn = f;
  fe->region = scope;
  fe->device_fn = f;
  fe->region_vars = (lg_PtrVec){0};
  /* what the function assigns (pointer locals, lower.c) */
  CXCursor saved_cursor = fe->fn_cursor;
  lg_PtrVec saved_written = fe->fn_written, saved_ivs = fe->open_ivs;
  bool saved_done = fe->fn_written_done;
  fe->fn_cursor = c;
  fe->fn_written = (lg_PtrVec){0};
  fe->fn_written_done = false;
  fe->open_ivs = (lg_PtrVec){0};
  /* a function of a header: the loop headers are read from its own tokens */
  CXToken *saved_toks = fe->toks, *htoks = NULL;
  unsigned saved_ntoks = fe->ntoks, *saved_off = fe->tok_off, nh = 0;
  if (f->in_header) {
    clang_tokenize(fe->tu, clang_getCursorExtent(c), &htoks, &nh);
    fe->toks = htoks;
    fe->ntoks = nh;
    fe->tok_off = LG_NEW_ARRAY(fe->a, unsigned, nh + 1);
    for (unsigned i = 0; i < nh; i++)
      fe->tok_off[i] = fe_offset(clang_getTokenLocation(fe->tu, htoks[i]));
  }
  f->ret = fe_type(fe, clang_getResultType(clang_getCursorType(c)));
  int np = clang_Cursor_getNumArguments(c);
  f->params = LG_NEW_ARRAY(fe->a, lg_Var *, np > 0 ? np : 1);
  bool ok = f->ret->kind <= LG_T_LDOUBLE || f->ret->kind == LG_T_RECORD;
  if (!ok)
    lg_error(fe->diag, loc,
             "function '%s' is called from a kernel region and returns '%s': only scalars, "
             "structs, unions and void are supported yet",
             f->name, f->ret->spelling);
  else if (!fe_check_type(fe, f->ret, loc))
    ok = false;
  for (int i = 0; i < np; i++) {
    CXCursor pc = clang_Cursor_getArgument(c, (unsigned)i);
    lg_Var *v = fe_var(fe, pc);
    if (v->type->kind == LG_T_ARRAY && v->type->ndims == 1 && lg_is_scalar_type(v->type->elem)) {
      /* `const double r[m]`, `int v[]`: in C a pointer to the element (C11
       * 6.7.6.3p7), and so the device function takes it */
      lg_Type *p = LG_NEW(fe->a, lg_Type);
      p->kind = LG_T_PTR;
      p->elem = v->type->elem;
      p->spelling = lg_fmt(fe->a, "%s *", v->type->elem->spelling);
      v->type = p;
    }
    bool scalar_ptr = v->type->kind == LG_T_PTR && lg_is_scalar_type(v->type->elem);
    if (!*v->name ||
        !(lg_is_scalar_type(v->type) || v->type->kind == LG_T_RECORD || scalar_ptr)) {
      lg_error(fe->diag, v->loc,
               "parameter %d of '%s' has type '%s': functions called from a kernel region take "
               "named scalar, struct or union parameters and pointers to scalars only (yet)",
               i + 1, f->name, v->type->spelling);
      ok = false;
    } else if (!fe_check_type(fe, v->type, v->loc)) {
      ok = false;
    }
    f->params[f->nparams++] = v;
  }
  Kids kids = fe_kids(fe, c);
  for (int i = 0; ok && i < kids.n; i++)
    if (clang_getCursorKind(kids.v[i]) == CXCursor_CompoundStmt)
      f->body = fe_stmt(fe, kids.v[i]);
  if (f->body)
    lg_check_gotos(fe->diag, f->body, lg_fmt(fe->a, "function '%s'", f->name));
  if (ok && !f->body)
    lg_error(fe->diag, loc, "function '%s' is called from a kernel region but has no body",
             f->name);
  fe->region = saved_region;
  fe->device_fn = saved_fn;
  fe->region_vars = saved_vars;
  if (htoks)
    clang_disposeTokens(fe->tu, htoks, nh);
  fe->toks = saved_toks;
  fe->ntoks = saved_ntoks;
  fe->tok_off = saved_off;
  fe->fn_cursor = saved_cursor;
  fe->fn_written = saved_written;
  fe->fn_written_done = saved_done;
  fe->open_ivs = saved_ivs;
}

static void lower_device_functions(FE *fe) {
  lg_PtrVec todo = {0};
  CallScan cs = {&todo, fe};
  for (int i = 0; i < fe->regions.n; i++) {
    lg_Region *r = fe->regions.items[i];
    if (r->loop && r->loop->body)
      lg_walk_stmt_exprs(r->loop->body, scan_call, &cs);
    /* loop bounds are expressions of the region too */
  }
  for (int k = 0; k < todo.n; k++) {
    lg_Function *f = todo.items[k];
    for (int i = 0; i < fe->fns.n; i++)
      if (fe->fns.items[i] == f) {
        lower_device_function(fe, f, *(CXCursor *)fe->fn_cursors.items[i]);
        break;
      }
    if (f->body)
      lg_walk_stmt_exprs(f->body, scan_call, &cs);
  }
}

/* ---- file-scope arrays of device functions ---------------------------------
 * A function kernels call that uses a file-scope array of known size
 * (directly or through the functions it calls) gets one added parameter per
 * such array, named as the array, which its device copy uses instead; each
 * call passes the array (`&g[0]...[0]`, printed `g`): a kernel region the array itself (a region array,
 * moved whole as any array passed to a function through a pointer), a device
 * function its own parameter. The dependence analysis sees the function's
 * accesses as those through any pointer parameter. */

typedef struct GBind {
  lg_Function *fn;
  lg_PtrVec globals; /* lg_Var *: file-scope arrays */
  lg_PtrVec params;  /* lg_Var *: the added parameters, in the same order */
} GBind;

typedef struct GCtx {
  FE *fe;
  lg_PtrVec *binds;  /* GBind * */
  GBind *self;       /* the function being rewritten, NULL in a region */
  lg_Region *region;
  bool changed;
  bool reported;     /* the region's hidden-array error was given */
} GCtx;

/* Whether a declaration in `s` (at any depth) names `name`: it would hide
 * the array that an added parameter or argument of that name designates. */
static bool declares(const lg_Stmt *s, const char *name) {
  if (!s)
    return false;
  switch (s->kind) {
  case LG_S_DECL: return s->var && !strcmp(s->var->name, name);
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      if (declares(s->stmts[i], name))
        return true;
    return false;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH: return declares(s->then, name) || declares(s->els, name);
  case LG_S_FOR:
    return !strcmp(s->loop->iv->name, name) || declares(s->loop->body, name);
  default: return false;
  }
}

static GBind *gbind_of(lg_PtrVec *binds, const lg_Function *f) {
  for (int i = 0; i < binds->n; i++)
    if (((GBind *)binds->items[i])->fn == f)
      return binds->items[i];
  return NULL;
}

static bool gbind_add(FE *fe, lg_PtrVec *binds, lg_Function *f, lg_Var *g) {
  GBind *b = gbind_of(binds, f);
  if (!b) {
    b = LG_NEW(fe->a, GBind);
    b->fn = f;
    lg_vec_push(fe->a, binds, b);
  }
  for (int i = 0; i < b->globals.n; i++)
    if (b->globals.items[i] == g)
      return false;
  lg_vec_push(fe->a, &b->globals, g);
  return true;
}

static bool gscan_calls(void *ctx, lg_Expr *e) {
  GCtx *c = ctx;
  if (e->kind != LG_E_CALL || !e->fn || !e->fn->body)
    return true;
  GBind *callee = gbind_of(c->binds, e->fn);
  for (int i = 0; callee && i < callee->globals.n; i++)
    c->changed |= gbind_add(c->fe, c->binds, c->self->fn, callee->globals.items[i]);
  return true;
}

static bool grename(void *ctx, lg_Expr *e) {
  GCtx *c = ctx;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var)
    for (int i = 0; i < c->self->globals.n; i++)
      if (e->var == c->self->globals.items[i])
        e->var = c->self->params.items[i];
  return true;
}

static bool gpass(void *ctx, lg_Expr *e) {
  GCtx *c = ctx;
  if (e->kind != LG_E_CALL || !e->fn || !e->fn->body)
    return true;
  GBind *callee = gbind_of(c->binds, e->fn);
  if (!callee)
    return true;
  FE *fe = c->fe;
  int n = e->nargs + callee->globals.n;
  lg_Expr **args = LG_NEW_ARRAY(fe->a, lg_Expr *, n);
  for (int i = 0; i < e->nargs; i++)
    args[i] = e->args[i];
  for (int k = 0; k < callee->globals.n; k++) {
    lg_Var *g = callee->globals.items[k], *base = g;
    if (c->self)
      for (int i = 0; i < c->self->globals.n; i++)
        if (c->self->globals.items[i] == g)
          base = c->self->params.items[i];
    if (c->region && declares(c->region->loop->body, g->name) && !c->reported) {
      lg_error(fe->diag, e->loc,
               "'%s' uses the file-scope array '%s', which a variable of the same name "
               "declared in this kernel region hides from the kernel: rename that variable",
               e->fn->name, g->name);
      c->reported = true;
    }
    if (c->region) {
      bool have = false;
      for (int i = 0; i < c->region->nvars; i++)
        have = have || c->region->vars[i] == g;
      if (!have) {
        lg_Var **vs = LG_NEW_ARRAY(fe->a, lg_Var *, c->region->nvars + 1);
        for (int i = 0; i < c->region->nvars; i++)
          vs[i] = c->region->vars[i];
        vs[c->region->nvars++] = g;
        c->region->vars = vs;
      }
    }
    lg_Type *it = LG_NEW(fe->a, lg_Type);
    it->kind = LG_T_INT;
    it->spelling = "int";
    lg_Expr *zero = LG_NEW(fe->a, lg_Expr);
    zero->kind = LG_E_INT;
    zero->type = it;
    zero->loc = e->loc;
    zero->text = "0";
    lg_Expr *ix = LG_NEW(fe->a, lg_Expr);
    ix->kind = LG_E_INDEX;
    ix->loc = e->loc;
    ix->var = base;
    ix->type = g->type->elem;
    ix->nargs = g->type->ndims;
    ix->args = LG_NEW_ARRAY(fe->a, lg_Expr *, ix->nargs);
    for (int d = 0; d < ix->nargs; d++)
      ix->args[d] = zero;
    lg_Expr *ad = LG_NEW(fe->a, lg_Expr);
    ad->kind = LG_E_UNARY;
    ad->op = LG_OP_ADDR;
    ad->loc = e->loc;
    ad->type = LG_NEW(fe->a, lg_Type);
    ad->type->kind = LG_T_PTR;
    ad->type->elem = ix->type;
    ad->type->spelling = g->type->spelling;
    ad->whole_array = true;
    ad->nargs = 1;
    ad->args = LG_NEW_ARRAY(fe->a, lg_Expr *, 1);
    ad->args[0] = ix;
    args[e->nargs + k] = ad;
  }
  e->args = args;
  e->nargs = n;
  return true;
}

static void fe_bind_device_globals(FE *fe) {
  if (!fe->dev_globals.n)
    return;
  lg_PtrVec binds = {0};
  for (int i = 0; i + 1 < fe->dev_globals.n; i += 2)
    gbind_add(fe, &binds, fe->dev_globals.items[i], fe->dev_globals.items[i + 1]);
  /* through the functions they call */
  GCtx c = {.fe = fe, .binds = &binds};
  do {
    c.changed = false;
    for (int i = 0; i < fe->fns.n; i++) {
      lg_Function *f = fe->fns.items[i];
      if (!f->body)
        continue;
      GBind self = {.fn = f};
      c.self = &self;
      lg_walk_stmt_exprs(f->body, gscan_calls, &c);
    }
  } while (c.changed);
  /* the added parameters; the functions' uses of the arrays become theirs */
  for (int i = 0; i < fe->fns.n; i++) {
    lg_Function *f = fe->fns.items[i];
    GBind *b = gbind_of(&binds, f);
    if (!f->body || !b)
      continue;
    lg_Var **ps = LG_NEW_ARRAY(fe->a, lg_Var *, f->nparams + b->globals.n);
    for (int k = 0; k < f->nparams; k++)
      ps[k] = f->params[k];
    for (int k = 0; k < b->globals.n; k++) {
      lg_Var *g = b->globals.items[k], *pv = LG_NEW(fe->a, lg_Var);
      *pv = *g;
      pv->scope = LG_VS_PARAM;
      bool hidden = declares(f->body, g->name);
      for (int j = 0; j < f->nparams; j++)
        hidden = hidden || !strcmp(f->params[j]->name, g->name);
      if (hidden) /* (the reserved prefix: no name of the input) */
        pv->name = lg_fmt(fe->a, "lg_g_%s", g->name);
      pv->id = fe->allvars.n;
      lg_vec_push(fe->a, &fe->allvars, pv);
      lg_vec_push(fe->a, &b->params, pv);
      ps[f->nparams + k] = pv;
    }
    f->params = ps;
    f->nparams += b->globals.n;
    c.self = b;
    lg_walk_stmt_exprs(f->body, grename, &c);
  }
  /* the calls pass them */
  for (int i = 0; i < fe->fns.n; i++) {
    lg_Function *f = fe->fns.items[i];
    if (!f->body)
      continue;
    c.self = gbind_of(&binds, f);
    c.region = NULL;
    lg_walk_stmt_exprs(f->body, gpass, &c);
  }
  for (int i = 0; i < fe->regions.n; i++) {
    lg_Region *r = fe->regions.items[i];
    if (!r->loop)
      continue;
    c.self = NULL;
    c.region = r;
    c.reported = false;
    lg_walk_expr(r->loop->lb, gpass, &c);
    lg_walk_expr(r->loop->ub, gpass, &c);
    lg_walk_stmt_exprs(r->loop->body, gpass, &c);
  }
}

static enum CXChildVisitResult decl_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  FE *fe = d;
  if (!clang_Location_isFromMainFile(clang_getCursorLocation(c)))
    return CXChildVisit_Continue;
  if (clang_getCursorKind(c) == CXCursor_FunctionDecl) {
    lg_Function *f = function_named(fe, fe_cxstring(fe, clang_getCursorSpelling(c)));
    if (f) {
      unsigned b, e;
      fe_extent(fe, c, &b, &e);
      add_decl_begin(fe, f, b);
    }
  }
  return CXChildVisit_Continue;
}

static enum CXChildVisitResult body_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  FE *fe = d;
  if (!clang_Location_isFromMainFile(clang_getCursorLocation(c)))
    return CXChildVisit_Continue;
  if (clang_getCursorKind(c) == CXCursor_FunctionDecl && clang_isCursorDefinition(c)) {
    fe->fn = function_named(fe, fe_cxstring(fe, clang_getCursorSpelling(c)));
    fe->fn_cursor = c;
    fe->fn_written = (lg_PtrVec){0};
    fe->fn_written_done = false;
    if (fe->fn)
      walk_stmt(fe, c);
    fe->fn = NULL;
  }
  return CXChildVisit_Continue;
}

/* Names that start with the reserved prefix would collide with generated
 * code. */
static enum CXChildVisitResult names_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  FE *fe = d;
  if (!clang_Location_isFromMainFile(clang_getCursorLocation(c)))
    return CXChildVisit_Continue;
  enum CXCursorKind k = clang_getCursorKind(c);
  if (clang_isDeclaration(k) || k == CXCursor_MacroDefinition) {
    const char *name = fe_cxstring(fe, clang_getCursorSpelling(c));
    if (strncmp(name, "lg_", 3) == 0 || strncmp(name, "LG_", 3) == 0)
      lg_error(fe->diag, fe_cursor_loc(fe, c),
               "'%s': identifiers starting with 'lg_' or 'LG_' are reserved for loopgpu's "
               "generated code",
               name);
  }
  return CXChildVisit_Recurse;
}

/* ---- entry ------------------------------------------------------------------ */

const char *lg_frontend_clang_version(lg_Arena *a) {
  CXString s = clang_getClangVersion();
  const char *r = lg_strdup(a, clang_getCString(s));
  clang_disposeString(s);
  return r;
}

/* libclang 19 does not return from a C parse of `(::` — `(::float)x`,
 * `sizeof(::int)`, `(::m)` (clang-19 -fsyntax-only hangs the same way;
 * found by fuzz_translate). `::` is no C token before C23, where it only
 * appears in attributes (`[[gnu::unused]]`), never after `(`; so the main
 * file is scanned for `(` `::` outside comments, strings and character
 * constants before clang sees it, and that is an error at the `::`. Returns
 * the offset of the `::`, or -1. */
static long paren_coloncolon(const char *s, size_t n) {
  long paren = -1; /* offset just after the last '(' with only blanks since */
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if (c == '/' && i + 1 < n && s[i + 1] == '/') {
      while (i < n && s[i] != '\n')
        i++;
      paren = -1;
      continue;
    }
    if (c == '/' && i + 1 < n && s[i + 1] == '*') {
      for (i += 2; i + 1 < n && !(s[i] == '*' && s[i + 1] == '/'); i++)
        ;
      i++;
      continue; /* a comment is a blank */
    }
    if (c == '"' || c == '\'') {
      for (i++; i < n && s[i] != c && s[i] != '\n'; i++)
        if (s[i] == '\\')
          i++;
      paren = -1;
      continue;
    }
    if (c == '(') {
      paren = (long)i + 1;
      continue;
    }
    if (c == ':' && i + 1 < n && s[i + 1] == ':' && paren >= 0)
      return (long)i;
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\\')
      paren = -1;
  }
  return -1;
}
/* The directive at `hash` as a comment of the host half: `// ` before it
 * and before each line it continues onto, whose backslash becomes a space
 * (a backslash-newline inside a `//` comment is a multi-line comment, which
 * -Wall warns about). */
static void comment_out_directive(lg_Arena *a, lg_Program *p, unsigned hash) {
  const char *s = p->src;
  size_t n = p->srclen;
  lg_edit_insert(a, p->edits, hash, "// ");
  for (size_t k = hash; k < n && s[k] != '\n'; k++) {
    if (s[k] != '\\')
      continue;
    size_t j = k + 1;
    while (j < n && s[j] == '\r')
      j++;
    if (j < n && s[j] == '\n') {
      lg_edit_add(a, p->edits, (unsigned)k, (unsigned)k + 1, " ");
      lg_edit_insert(a, p->edits, (unsigned)j + 1, "// ");
      k = j;
    }
  }
}


lg_Program *lg_frontend(const lg_Options *opts, const char *src, size_t len, lg_Arena *a,
                        lg_Diag *diag) {
  lg_Program *p = LG_NEW(a, lg_Program);
  p->opts = opts;
  p->arena = a;
  p->diag = diag;
  p->path = opts->input;
  p->src = src;
  p->srclen = len;
  p->edits = LG_NEW(a, lg_EditList);
  lg_diag_add_file(diag, p->path, src, len);

  FE fe_ = {0}, *fe = &fe_;
  fe->p = p;
  fe->a = a;
  fe->vars = LG_NEW_ARRAY(a, VarEntry *, LG_VAR_BUCKETS);
  fe->fn_names = LG_NEW_ARRAY(a, FnEntry *, LG_VAR_BUCKETS);
  fe->diag = diag;

  const char **args = LG_NEW_ARRAY(a, const char *, opts->nclang_args + 5);
  int nargs = 0;
  args[nargs++] = "-xc";
  args[nargs++] = "-Wno-unknown-pragmas";
  /* clang measures its stack against 8 MiB; the parse runs on a thread of
     1 GiB (main.c), so its "stack nearly exhausted" warning is wrong here */
  args[nargs++] = "-Wno-stack-exhausted";
  for (int i = 0; i < opts->nclang_args; i++)
    args[nargs++] = opts->clang_args[i];
  /* nvcc finds the CUDA headers by itself; so does the parse of a C file
   * that includes <cuda_runtime_api.h> to call cudaMalloc (docs/directives.md §4): the
   * toolkit's include directory is searched last ($CUDA_PATH, $CUDA_HOME,
   * else /usr/local/cuda) */
  {
    const char *cuda = getenv("CUDA_PATH");
    if (!cuda || !*cuda)
      cuda = getenv("CUDA_HOME");
    if (!cuda || !*cuda)
      cuda = "/usr/local/cuda";
    const char *inc = lg_fmt(a, "%s/include", cuda);
    FILE *probe = fopen(lg_fmt(a, "%s/cuda_runtime_api.h", inc), "r");
    if (probe) {
      fclose(probe);
      args[nargs++] = "-idirafter";
      args[nargs++] = inc;
    }
  }

  long cc = paren_coloncolon(src, len);
  if (cc >= 0) {
    lg_Loc at = {.file = opts->input, .line = 1, .col = 1};
    for (long i = 0; i < cc; i++) {
      if (src[i] == '\n') {
        at.line++;
        at.col = 1;
      } else {
        at.col++;
      }
    }
    lg_error(diag, at, "'::' after '(' is not C (and libclang 19 never returns from parsing it)");
    return NULL;
  }

  fe->args = args;
  fe->nargs = nargs;
  fe->index = clang_createIndex(0, 0);
  /* The bytes we were given are the ones clang parses. */
  struct CXUnsavedFile unsaved = {opts->input, src, (unsigned long)len};
  double parse_t0 = lg_phase_now_ms();
  /* Without CXTranslationUnit_KeepGoing: a fatal error ("'foo.h' file not
     found") stays fatal and ends clang's diagnostics, as with clang itself
     (report_clang_diagnostics). */
  enum CXErrorCode err =
      clang_parseTranslationUnit2(fe->index, opts->input, args, nargs, &unsaved, 1,
                                  CXTranslationUnit_DetailedPreprocessingRecord, &fe->tu);
  lg_phase_parse_ms += lg_phase_now_ms() - parse_t0;
  if (err != CXError_Success || !fe->tu) {
    lg_error(diag, (lg_Loc){0}, "cannot parse '%s' (libclang error %d)", opts->input, (int)err);
    clang_disposeIndex(fe->index);
    return NULL;
  }
  bool ok = report_clang_diagnostics(fe);
  fe->file = clang_getFile(fe->tu, opts->input);
  if (ok && fe->file) {
    CXSourceRange all = clang_getRange(clang_getLocationForOffset(fe->tu, fe->file, 0),
                                       clang_getLocationForOffset(fe->tu, fe->file, (unsigned)len));
    clang_tokenize(fe->tu, all, &fe->toks, &fe->ntoks);
    fe->tok_off = LG_NEW_ARRAY(a, unsigned, fe->ntoks + 1);
    for (unsigned i = 0; i < fe->ntoks; i++)
      fe->tok_off[i] = fe_offset(clang_getTokenLocation(fe->tu, fe->toks[i]));

    CXCursor tu = clang_getTranslationUnitCursor(fe->tu);
    clang_visitChildren(tu, names_visit, fe);
    fe_find_pragmas(fe);
    fe_fold_clause_constants(fe);
    clang_visitChildren(tu, top_visit, fe);
    clang_visitChildren(tu, decl_visit, fe);
    clang_visitChildren(tu, body_visit, fe);
    if (lg_diag_errors(diag) == 0)
      lower_device_functions(fe);
    if (lg_diag_errors(diag) == 0)
      fe_bind_device_globals(fe);
    if (lg_diag_errors(diag) == 0)
      fe_function_syncs(fe);
    for (int i = 0; i < fe->npragmas; i++)
      if (!fe->pragmas[i].used) {
        Pragma *pr = &fe->pragmas[i];
        unsigned t = fe_tok_at(fe, pr->target_off);
        const char *next = t < fe->ntoks ? fe_tok_text(fe, t) : "end of file";
        bool is_for = strcmp(next, "for") == 0;
        /* name the directive as written: "#pragma loopgpu host" */
        const char *text = "#pragma loopgpu";
        if (pr->ntoks) {
          unsigned last = pr->first_tok + pr->ntoks - 1;
          CXSourceRange r = clang_getTokenExtent(fe->tu, fe->toks[last]);
          unsigned e = fe_offset(clang_getRangeEnd(r));
          text = lg_fmt(a, "#pragma loopgpu %.*s", (int)(e - fe->tok_off[pr->first_tok]),
                        src + fe->tok_off[pr->first_tok]);
        }
        if (is_for)
          lg_error(diag, pr->loc, "'%s' on a 'for' statement outside any function body", text);
        else
          lg_error(diag, pr->loc, "'%s' must be followed by a 'for' statement, found '%s'", text,
                   next);
      }
    if (lg_diag_errors(diag) == 0) {
      /* The directives stay visible in the host half as comments: a C
         compiler warns about pragmas it does not know (-Wall). */
      for (int i = 0; i < fe->npragmas; i++)
        comment_out_directive(a, p, fe->pragmas[i].hash_off);
      for (int i = 0; i < fe->nleft_out; i++)
        comment_out_directive(a, p, fe->left_out[i]);
    }
  }
  p->fns = (lg_Function **)fe->fns.items;
  p->nfns = fe->fns.n;
  p->regions = (lg_Region **)fe->regions.items;
  p->nregions = fe->regions.n;
  p->hosts = (lg_HostLoop **)fe->hosts.items;
  p->nhosts = fe->hosts.n;
  p->vars = (lg_Var **)fe->allvars.items;
  p->nvars = fe->allvars.n;
  p->records = (lg_Record **)fe->records.items;
  p->dev_consts = (lg_Stmt **)fe->dev_consts.items;
  p->ndev_consts = fe->dev_consts.n;
  p->nrecords = fe->records.n;
  p->include_at = 0;
  if (fe->toks)
    clang_disposeTokens(fe->tu, fe->toks, fe->ntoks);
  lg_deps_collect(fe->tu); /* --depfile: the files this parse read */
  clang_disposeTranslationUnit(fe->tu);
  clang_disposeIndex(fe->index);
  if (!ok || lg_diag_errors(diag) > 0)
    return NULL;
  return p;
}
