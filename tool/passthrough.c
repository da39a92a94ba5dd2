/* passthrough.c — the C outside kernel regions is copied into the output,
 * which nvcc compiles as C++. These are the rewrites that keep it valid and
 * keep its C meaning:
 *   - implicit conversions from `void *` get an explicit cast
 *     (`float *a = malloc(...)` -> `float *a = (float *)malloc(...)`);
 *   - `restrict` becomes `__restrict__`;
 *   - variably modified arrays (`float A[n][m]` parameters, `float (*A)[m]`
 *     pointers) become flat pointers, and their subscripts `A[i][j]` become
 *     `A[(i) * (m) + (j)]`; arguments passed to such parameters are cast;
 *   - arguments of library calls whose implicit arithmetic conversion C++
 *     overloading would skip get it explicitly: in C, `sqrt(f)` of a float
 *     computes in double and `abs(d)` of a double calls abs(int); in C++
 *     <math.h> overloads would pick the float and double versions;
 *   - `#include <cuda_runtime.h>` / `<cuda_runtime_api.h>` become comments:
 *     loopgpu.h provides the CUDA runtime API in both builds.
 */
#include <stdlib.h>
#include <string.h>

#include "fe.h"

typedef struct Flat {
  unsigned decl_off;  /* the variable's declaration */
  int depth;          /* number of subscripts of a full access */
  const char **inner; /* texts of dims 1..depth-1 */
} Flat;

typedef struct Rewritten {
  const char *fn;     /* function name */
  int param;          /* parameter index */
  const char *type;   /* its new type, for casts at call sites */
  bool flat;          /* a flat `T *`: what its arguments must be */
} Rewritten;

typedef struct PT {
  FE *fe;
  lg_PtrVec flats, rewritten;
} PT;

static void edit(FE *fe, unsigned b, unsigned e, const char *text) {
  lg_edit_add(fe->a, fe->p->edits, b, e, text);
}

static bool in_region(FE *fe, unsigned off) {
  for (int i = 0; i < fe->regions.n; i++) {
    lg_Region *r = fe->regions.items[i];
    if (r->loop && off >= r->loop->begin && off < r->loop->end)
      return true;
  }
  return false;
}

static const char *src_text(FE *fe, unsigned b, unsigned e) {
  return lg_strndup(fe->a, fe->p->src + b, e > b ? e - b : 0);
}

static Flat *flat_of(PT *pt, CXCursor declref) {
  CXCursor d = clang_getCursorReferenced(fe_strip(declref));
  if (clang_Cursor_isNull(d))
    return NULL;
  unsigned off = fe_offset(clang_getCursorLocation(d));
  for (int i = 0; i < pt->flats.n; i++) {
    Flat *f = pt->flats.items[i];
    if (f->decl_off == off)
      return f;
  }
  return NULL;
}

static bool is_vla(CXType t) {
  t = clang_getCanonicalType(t);
  if (t.kind == CXType_VariableArray)
    return true;
  if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
    return is_vla(clang_getArrayElementType(t));
  return false;
}

/* Bracket groups `[...]` after the declarator name: their inner texts. */
static int bracket_groups(FE *fe, CXCursor decl, const char **texts, int max, unsigned *last_close) {
  unsigned b, e;
  fe_extent(decl, &b, &e);
  unsigned name_off = fe_offset(clang_getCursorLocation(decl));
  int n = 0, depth = 0;
  unsigned open = 0;
  *last_close = name_off;
  for (unsigned i = fe_tok_at(fe, name_off); i < fe->ntoks && fe->tok_off[i] < e; i++) {
    const char *s = fe_tok_text(fe, i);
    if (!strcmp(s, "[")) {
      if (depth++ == 0)
        open = fe->tok_off[i] + 1;
    } else if (!strcmp(s, "]")) {
      if (--depth == 0) {
        if (n < max)
          texts[n] = src_text(fe, open, fe->tok_off[i]);
        n++;
        *last_close = fe->tok_off[i] + 1;
      }
    } else if (depth == 0 && (!strcmp(s, "=") || !strcmp(s, ",") || !strcmp(s, ";")))
      break;
  }
  return n;
}

/* Declarations with variably modified types: parameters `T A[n][m]` and
 * pointers `T (*A)[m]`. */
static void declarator(PT *pt, CXCursor c, int param_index, const char *fn_name) {
  FE *fe = pt->fe;
  CXType t = clang_getCursorType(c);
  CXType ct = clang_getCanonicalType(t);
  bool is_param = clang_getCursorKind(c) == CXCursor_ParmDecl;
  bool ptr_to_vla = ct.kind == CXType_Pointer && is_vla(clang_getPointeeType(ct));
  /* clang reports the declared type of `float A[n][m]` for a parameter */
  bool vla_param = is_param && is_vla(t);
  bool vla_ptr_param = is_param && ct.kind == CXType_Pointer && is_vla(clang_getPointeeType(ct));
  if (!ptr_to_vla && !vla_param && !vla_ptr_param) {
    if (!is_param && is_vla(t))
      return; /* a local VLA: g++ and nvcc accept it */
    return;
  }
  unsigned b, e;
  fe_extent(c, &b, &e);
  unsigned name_off = fe_offset(clang_getCursorLocation(c));
  const char *name = fe_cxstring(fe, clang_getCursorSpelling(c));
  if (!*name || name_off <= b) {
    lg_error(fe->diag, fe_cursor_loc(fe, c),
             "unnamed variably modified parameter: name it so that loopgpu can rewrite it");
    return;
  }
  const char *dims[8];
  unsigned last_close;
  int ng = bracket_groups(fe, c, dims, 8, &last_close);
  if (ng > 8 || ng == 0) {
    lg_error(fe->diag, fe_cursor_loc(fe, c), "unsupported declarator for '%s'", name);
    return;
  }
  /* the text before the name, e.g. "const float " or "float (*" */
  unsigned pre_end = name_off;
  const char *pre = src_text(fe, b, pre_end);
  bool paren_ptr = ptr_to_vla && !vla_param;
  if (paren_ptr) {
    /* `float (*A)[m]`: strip the "(*" before the name */
    char *p = lg_strdup(fe->a, pre);
    char *star = strrchr(p, '*');
    char *lp = star ? strrchr(p, '(') : NULL;
    if (!star || !lp || lp > star) {
      lg_error(fe->diag, fe_cursor_loc(fe, c), "unsupported declarator for '%s'", name);
      return;
    }
    *lp = 0;
    pre = p;
  }
  /* trim trailing spaces of the type prefix */
  char *tp = lg_strdup(fe->a, pre);
  size_t tl = strlen(tp);
  while (tl && (tp[tl - 1] == ' ' || tp[tl - 1] == '\t'))
    tp[--tl] = 0;
  Flat *f = LG_NEW(fe->a, Flat);
  f->decl_off = name_off;
  f->depth = paren_ptr ? ng + 1 : ng;
  f->inner = LG_NEW_ARRAY(fe->a, const char *, f->depth);
  for (int i = 1; i < f->depth; i++)
    f->inner[i - 1] = paren_ptr ? dims[i - 1] : dims[i];
  if (f->depth > 1)
    lg_vec_push(fe->a, &pt->flats, f);
  /* Replace the declarator up to its last ']' (`(*A)[m]` included). */
  unsigned rep_end = last_close;
  if (paren_ptr) {
    /* after the name comes ')' then the groups */
  }
  edit(fe, b, rep_end, lg_fmt(fe->a, "%s *%s", tp, name));
  if (is_param && fn_name) {
    Rewritten *r = LG_NEW(fe->a, Rewritten);
    r->fn = fn_name;
    r->param = param_index;
    r->type = lg_fmt(fe->a, "%s *", tp);
    r->flat = true;
    lg_vec_push(fe->a, &pt->rewritten, r);
  }
}

static enum CXChildVisitResult decl_visit(CXCursor c, CXCursor parent, CXClientData d) {
  PT *pt = d;
  FE *fe = pt->fe;
  if (!clang_Location_isFromMainFile(clang_getCursorLocation(c)))
    return CXChildVisit_Continue;
  enum CXCursorKind k = clang_getCursorKind(c);
  if (k == CXCursor_FunctionDecl) {
    const char *fn = fe_cxstring(fe, clang_getCursorSpelling(c));
    int np = clang_Cursor_getNumArguments(c);
    for (int i = 0; i < np; i++)
      declarator(pt, clang_Cursor_getArgument(c, (unsigned)i), i, fn);
    return CXChildVisit_Recurse;
  }
  if (k == CXCursor_ParmDecl)
    return CXChildVisit_Continue; /* done with its function */
  if (k == CXCursor_VarDecl) {
    if (!in_region(fe, fe_offset(clang_getCursorLocation(c))))
      declarator(pt, c, -1, NULL);
  }
  (void)parent;
  return CXChildVisit_Recurse;
}

/* ---- expressions ------------------------------------------------------------ */

static bool is_primary(CXCursor c) {
  enum CXCursorKind k = clang_getCursorKind(c);
  return k == CXCursor_CallExpr || k == CXCursor_DeclRefExpr || k == CXCursor_ParenExpr ||
         k == CXCursor_ArraySubscriptExpr || k == CXCursor_IntegerLiteral ||
         k == CXCursor_FloatingLiteral || k == CXCursor_MemberRefExpr;
}

static void cast_before(FE *fe, CXCursor inner, const char *type) {
  unsigned b, e;
  fe_extent(inner, &b, &e);
  if (is_primary(inner))
    edit(fe, b, b, lg_fmt(fe->a, "(%s)", type));
  else {
    edit(fe, b, b, lg_fmt(fe->a, "(%s)(", type));
    edit(fe, e, e, ")");
  }
}

/* The C++ spelling of a pointer type, with a pointer to a variably modified
 * array flattened to a pointer to its element. */
static const char *cxx_pointer_type(FE *fe, CXType t) {
  CXType ct = clang_getCanonicalType(t);
  if (ct.kind == CXType_Pointer && is_vla(clang_getPointeeType(ct))) {
    CXType el = clang_getPointeeType(ct);
    while (clang_getCanonicalType(el).kind == CXType_VariableArray ||
           clang_getCanonicalType(el).kind == CXType_ConstantArray ||
           clang_getCanonicalType(el).kind == CXType_IncompleteArray)
      el = clang_getArrayElementType(clang_getCanonicalType(el));
    return lg_fmt(fe->a, "%s *", fe_cxstring(fe, clang_getTypeSpelling(el)));
  }
  return fe_cxstring(fe, clang_getTypeSpelling(t));
}

static bool is_arith_kind(enum CXTypeKind k) { return k >= CXType_Bool && k <= CXType_LongDouble; }

/* Returns true when it rewrote the access (its children are then gone). */
static bool subscript(PT *pt, CXCursor c) {
  FE *fe = pt->fe;
  CXCursor idx[16], cur = c;
  int n = 0;
  while (clang_getCursorKind(cur) == CXCursor_ArraySubscriptExpr && n < 16) {
    Kids k = fe_kids(fe, cur);
    if (k.n != 2)
      return false;
    idx[n++] = k.v[1];
    cur = fe_strip(k.v[0]);
  }
  Flat *f = clang_getCursorKind(cur) == CXCursor_DeclRefExpr ? flat_of(pt, cur) : NULL;
  if (!f)
    return false;
  if (n != f->depth) {
    lg_error(fe->diag, fe_cursor_loc(fe, c),
             "'%s' needs %d subscripts here: loopgpu rewrites the variably modified array "
             "into a flat pointer, and a partial subscript cannot be rewritten",
             fe_cxstring(fe, clang_getCursorSpelling(cur)), f->depth);
    return false;
  }
  /* idx[] holds the subscripts innermost first */
  char *lin = NULL;
  for (int i = n - 1; i >= 0; i--) {
    unsigned b, e;
    fe_extent(idx[i], &b, &e);
    const char *t = src_text(fe, b, e);
    if (!lin)
      lin = lg_fmt(fe->a, "%s", t);
    else
      lin = lg_fmt(fe->a, "(%s) * (%s) + (%s)", lin, f->inner[n - 2 - i], t);
  }
  unsigned b, e, vb, ve;
  fe_extent(c, &b, &e);
  fe_extent(cur, &vb, &ve);
  edit(fe, b, e, lg_fmt(fe->a, "%s[%s]", src_text(fe, vb, ve), lin));
  return true;
}

static void call(PT *pt, CXCursor c) {
  FE *fe = pt->fe;
  Kids k = fe_kids(fe, c);
  if (k.n < 1)
    return;
  CXCursor callee = fe_strip(k.v[0]);
  CXCursor fdecl = clang_getCursorReferenced(callee);
  if (clang_getCursorKind(fdecl) != CXCursor_FunctionDecl)
    return;
  const char *name = fe_cxstring(fe, clang_getCursorSpelling(fdecl));
  bool library = !clang_Location_isFromMainFile(clang_getCursorLocation(fdecl));
  CXType ft = clang_getCursorType(fdecl);
  int nparams = clang_getNumArgTypes(ft);
  for (int i = 1; i < k.n; i++) {
    CXCursor arg = k.v[i];
    CXCursor inner = fe_strip(arg);
    for (int r = 0; r < pt->rewritten.n; r++) {
      Rewritten *rw = pt->rewritten.items[r];
      if (rw->param == i - 1 && !strcmp(rw->fn, name)) {
        CXType at = clang_getCanonicalType(clang_getCursorType(inner));
        bool ok = at.kind == CXType_Pointer &&
                  is_arith_kind(clang_getCanonicalType(clang_getPointeeType(at)).kind);
        if (!ok && !flat_of(pt, inner))
          cast_before(fe, inner, rw->type);
        break; /* a prototype and the definition record the same parameter */
      }
    }
    if (!library || i - 1 >= nparams || clang_getCursorKind(arg) != CXCursor_UnexposedExpr)
      continue;
    CXType to = clang_getCanonicalType(clang_getCursorType(arg));
    CXType from = clang_getCanonicalType(clang_getCursorType(inner));
    if (is_arith_kind(to.kind) && is_arith_kind(from.kind) && to.kind != from.kind &&
        (to.kind >= CXType_Float || from.kind >= CXType_Float))
      cast_before(fe, inner, fe_cxstring(fe, clang_getTypeSpelling(to)));
  }
}

static enum CXChildVisitResult expr_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  PT *pt = d;
  FE *fe = pt->fe;
  if (!clang_Location_isFromMainFile(clang_getCursorLocation(c)))
    return CXChildVisit_Continue;
  enum CXCursorKind k = clang_getCursorKind(c);
  if (k == CXCursor_ForStmt && in_region(fe, fe_offset(clang_getCursorLocation(c))))
    return CXChildVisit_Continue;
  if (k == CXCursor_UnexposedExpr) {
    Kids kids = fe_kids(fe, c);
    if (kids.n == 1) {
      CXType to = clang_getCanonicalType(clang_getCursorType(c));
      CXType from = clang_getCanonicalType(clang_getCursorType(kids.v[0]));
      if (to.kind == CXType_Pointer && from.kind == CXType_Pointer &&
          clang_getCanonicalType(clang_getPointeeType(from)).kind == CXType_Void &&
          clang_getCanonicalType(clang_getPointeeType(to)).kind != CXType_Void)
        cast_before(fe, kids.v[0], cxx_pointer_type(fe, clang_getCursorType(c)));
    }
  } else if (k == CXCursor_ArraySubscriptExpr) {
    if (subscript(pt, c))
      return CXChildVisit_Continue;
  } else if (k == CXCursor_CallExpr) {
    call(pt, c);
  }
  return CXChildVisit_Recurse;
}

/* `#include <cuda_runtime.h>` / `<cuda_runtime_api.h>` in the input (a C
 * program that calls cudaMalloc itself): loopgpu.h, included first, brings
 * the CUDA runtime API in both builds (cudart under nvcc, the emulation's
 * stand-ins otherwise, which the real header would clash with), so the
 * directive becomes a comment on the same line. */
static enum CXChildVisitResult include_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  FE *fe = d;
  if (clang_getCursorKind(c) != CXCursor_InclusionDirective ||
      !clang_Location_isFromMainFile(clang_getCursorLocation(c)))
    return CXChildVisit_Continue;
  const char *name = fe_cxstring(fe, clang_getCursorSpelling(c));
  if (strcmp(name, "cuda_runtime.h") != 0 && strcmp(name, "cuda_runtime_api.h") != 0)
    return CXChildVisit_Continue;
  unsigned b, e;
  fe_extent(c, &b, &e);
  /* from the `#` to the end of the line */
  while (b > 0 && fe->p->src[b] != '#')
    b--;
  while (e < fe->p->srclen && fe->p->src[e] != '\n')
    e++;
  edit(fe, b, e,
       lg_fmt(fe->a, "/* #include <%s>: loopgpu.h brings the CUDA runtime API */", name));
  return CXChildVisit_Continue;
}

void fe_passthrough(FE *fe) {
  PT pt = {.fe = fe};
  CXCursor tu = clang_getTranslationUnitCursor(fe->tu);
  clang_visitChildren(tu, include_visit, fe);
  clang_visitChildren(tu, decl_visit, &pt);
  clang_visitChildren(tu, expr_visit, &pt);
  for (unsigned i = 0; i < fe->ntoks; i++)
    if (clang_getTokenKind(fe->toks[i]) == CXToken_Keyword &&
        !strcmp(fe_tok_text(fe, i), "restrict") && !in_region(fe, fe->tok_off[i]))
      edit(fe, fe->tok_off[i], fe->tok_off[i] + 8, "__restrict__");
}
