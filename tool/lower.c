/* lower.c — clang cursors -> loopgpu IR: types, expressions, statements and
 * canonical loops of a kernel region. What the IR cannot express is an error
 * at the construct, never a silent approximation.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fe.h"

/* ---- types ------------------------------------------------------------------ */

static lg_TypeKind scalar_kind(enum CXTypeKind k) {
  switch (k) {
  case CXType_Void: return LG_T_VOID;
  case CXType_Bool: return LG_T_BOOL;
  case CXType_Char_S:
  case CXType_Char_U: return LG_T_CHAR;
  case CXType_SChar: return LG_T_SCHAR;
  case CXType_UChar: return LG_T_UCHAR;
  case CXType_Short: return LG_T_SHORT;
  case CXType_UShort: return LG_T_USHORT;
  case CXType_Int: return LG_T_INT;
  case CXType_UInt: return LG_T_UINT;
  case CXType_Long: return LG_T_LONG;
  case CXType_ULong: return LG_T_ULONG;
  case CXType_LongLong: return LG_T_LLONG;
  case CXType_ULongLong: return LG_T_ULLONG;
  case CXType_Float: return LG_T_FLOAT;
  case CXType_Double: return LG_T_DOUBLE;
  case CXType_LongDouble: return LG_T_LDOUBLE;
  default: return LG_T_OTHER;
  }
}

static bool is_array_kind(enum CXTypeKind k) {
  return k == CXType_ConstantArray || k == CXType_VariableArray ||
         k == CXType_IncompleteArray || k == CXType_DependentSizedArray;
}

/* ---- structs and unions ---------------------------------------------------------
 * A record type becomes an lg_Record: its fields as lg_Types, so that the CUDA
 * half declares it from the IR. What the device cannot share with the host
 * (a pointer member would point into host memory; bit-fields and layout
 * attributes have no C++ spelling the printer writes) leaves why_not set,
 * and a kernel that uses it is an error (fe_check_type). */

static bool rec_name_ok(const char *s) {
  if (!s || !*s)
    return false;
  for (const char *c = s; *c; c++)
    if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
          *c == '_'))
      return false;
  return true;
}

/* The natural alignment of a field type as the printer declares it. */
static long long natural_align(CXType t) {
  long long a = clang_Type_getAlignOf(t);
  return a > 0 ? a : 1;
}

static lg_Record *fe_record(FE *fe, CXType c, CXType written) {
  CXCursor decl = clang_getTypeDeclaration(c);
  for (int i = 0; i < fe->records.n; i++)
    if (clang_equalCursors(*(CXCursor *)fe->record_cursors.items[i], decl))
      return fe->records.items[i];
  lg_Record *r = LG_NEW(fe->a, lg_Record);
  r->is_union = clang_getCursorKind(decl) == CXCursor_UnionDecl;
  r->size = clang_Type_getSizeOf(c);
  r->align = clang_Type_getAlignOf(c);
  const char *kw = r->is_union ? "union" : "struct";
  const char *tag = fe_cxstring(fe, clang_getCursorSpelling(decl));
  bool anon = clang_Cursor_isAnonymous(decl) || !rec_name_ok(tag);
  const char *tdname = NULL;
  if (written.kind == CXType_Elaborated)
    written = clang_Type_getNamedType(written);
  if (written.kind == CXType_Typedef)
    tdname = fe_cxstring(fe, clang_getTypedefName(written));
  /* C's name of it: `struct P`, or the typedef name of an unnamed one (whose
     tag clang reports as that name) */
  const char *cspell = fe_cxstring(fe, clang_getTypeSpelling(clang_getCursorType(decl)));
  if (!strncmp(cspell, "const ", 6))
    cspell += 6;
  if (!anon) {
    r->name = tag;
    r->c_name = strchr(cspell, ' ') ? lg_fmt(fe->a, "%s %s", kw, tag) : cspell;
  } else if (rec_name_ok(tdname)) {
    r->name = tdname;
    r->c_name = tdname;
  } else {
    r->name = lg_fmt(fe->a, "lg_anon_%d", fe->records.n);
    r->c_name = NULL;
    r->why_not = lg_fmt(fe->a, "an unnamed %s (give it a tag or a typedef name)", kw);
  }
  if (r->size <= 0 && !r->why_not)
    r->why_not = lg_fmt(fe->a, "an incomplete %s type", kw);
  CXCursor parent = clang_getCursorSemanticParent(decl);
  enum CXCursorKind pk = clang_getCursorKind(parent);
  if (!r->why_not && pk != CXCursor_TranslationUnit)
    r->why_not = lg_fmt(fe->a, "a %s defined inside a function or another type (define it at "
                        "file scope)", kw);
  if (!r->why_not && clang_Location_isInSystemHeader(clang_getCursorLocation(decl)))
    r->name = lg_fmt(fe->a, "lg_r_%s", r->name);
  /* the fields, in order; a nested record first (lg_Program.records order) */
  lg_PtrVec fields = {0};
  Kids kids = fe_kids(fe, decl);
  long long off = 0, maxal = 1;
  for (int i = 0; i < kids.n && !r->why_not; i++) {
    CXCursor f = kids.v[i];
    enum CXCursorKind fk = clang_getCursorKind(f);
    if (fk == CXCursor_StructDecl || fk == CXCursor_UnionDecl || fk == CXCursor_EnumDecl) {
      if (fk != CXCursor_EnumDecl && clang_Cursor_isAnonymousRecordDecl(f))
        r->why_not = "an anonymous struct or union member";
      continue;
    }
    if (fk != CXCursor_FieldDecl) {
      if (fk != CXCursor_TypeRef && fk != CXCursor_EnumConstantDecl)
        r->why_not = lg_fmt(fe->a, "an attribute or declaration of kind '%s'",
                            fe_cxstring(fe, clang_getCursorKindSpelling(fk)));
      continue;
    }
    const char *fname = fe_cxstring(fe, clang_getCursorSpelling(f));
    if (clang_Cursor_isBitField(f)) {
      r->why_not = lg_fmt(fe->a, "the bit-field member '%s'", fname);
      break;
    }
    CXType ft = clang_getCanonicalType(clang_getCursorType(f));
    CXType base = ft;
    while (is_array_kind(base.kind)) {
      if (base.kind != CXType_ConstantArray) {
        r->why_not = lg_fmt(fe->a, "the member '%s' of variable size", fname);
        break;
      }
      base = clang_getCanonicalType(clang_getArrayElementType(base));
    }
    if (r->why_not)
      break;
    if (base.kind == CXType_Pointer || base.kind == CXType_BlockPointer) {
      r->why_not = lg_fmt(fe->a, "the pointer member '%s' (it would point into host memory)",
                          fname);
      break;
    }
    if (base.kind == CXType_LongDouble) {
      r->why_not = lg_fmt(fe->a, "the long double member '%s' (no device type)", fname);
      break;
    }
    lg_Type *t = fe_type(fe, ft);
    const lg_Type *bt = t->kind == LG_T_ARRAY ? t->elem : t;
    if (bt->kind == LG_T_RECORD && bt->rec->why_not) {
      r->why_not = lg_fmt(fe->a, "the member '%s', of %s, which has %s", fname,
                          bt->rec->c_name ? bt->rec->c_name : "an unnamed type", bt->rec->why_not);
      break;
    }
    if (!(lg_is_scalar_type(bt) || bt->kind == LG_T_RECORD)) {
      r->why_not = lg_fmt(fe->a, "the member '%s' of type '%s'", fname, t->spelling);
      break;
    }
    /* the layout the CUDA half's declaration gets must be C's: each member at
       its natural offset (no packed or aligned attribute) */
    long long al = natural_align(ft), sz = clang_Type_getSizeOf(ft);
    long long want = r->is_union ? 0 : (off + al - 1) / al * al;
    long long got = clang_Cursor_getOffsetOfField(f);
    if (got < 0 || got != want * 8) {
      r->why_not = lg_fmt(fe->a, "a layout that attributes change (member '%s')", fname);
      break;
    }
    if (!r->is_union)
      off = want + sz;
    else if (sz > off)
      off = sz;
    if (al > maxal)
      maxal = al;
    lg_Field *fd = LG_NEW(fe->a, lg_Field);
    fd->name = fname;
    fd->type = t;
    lg_vec_push(fe->a, &fields, fd);
  }
  if (!r->why_not && (fields.n == 0 || (off + maxal - 1) / maxal * maxal != r->size ||
                      maxal != r->align))
    r->why_not = fields.n == 0 ? lg_fmt(fe->a, "no members")
                               : "a layout that attributes change (its size or alignment)";
  r->nfields = fields.n;
  r->fields = LG_NEW_ARRAY(fe->a, lg_Field, fields.n ? fields.n : 1);
  for (int i = 0; i < fields.n; i++)
    r->fields[i] = *(lg_Field *)fields.items[i];
  r->id = fe->records.n;
  CXCursor *keep = LG_NEW(fe->a, CXCursor);
  *keep = decl;
  lg_vec_push(fe->a, &fe->records, r);
  lg_vec_push(fe->a, &fe->record_cursors, keep);
  return r;
}

/* The record of a type (of an array's or a pointer's elements too), or NULL. */
static lg_Record *record_in(const lg_Type *t) {
  while (t && (t->kind == LG_T_ARRAY || t->kind == LG_T_PTR))
    t = t->elem;
  return t && t->kind == LG_T_RECORD ? t->rec : NULL;
}

static void mark_used(lg_Record *r) {
  if (r->used)
    return;
  r->used = true;
  for (int i = 0; i < r->nfields; i++) {
    lg_Record *f = record_in(r->fields[i].type);
    if (f)
      mark_used(f);
  }
}

/* Device code (a kernel region, a device copy of a function) uses type `t`
 * at `loc`: a record in it is declared in the CUDA half, or, when it cannot
 * be, an error (once per record). */
bool fe_check_type(FE *fe, const lg_Type *t, lg_Loc loc) {
  lg_Record *r = record_in(t);
  if (!r || (!fe->region && !fe->device_fn))
    return true;
  if (!r->why_not) {
    mark_used(r);
    return true;
  }
  if (r->used) /* (for a record it cannot use: reported) */
    return false;
  r->used = true;
  lg_error(fe->diag, loc, "'%s' has %s, which kernel code cannot use",
           r->c_name ? r->c_name : t->spelling, r->why_not);
  return false;
}

lg_Type *fe_type(FE *fe, CXType t) {
  lg_Type *ty = LG_NEW(fe->a, lg_Type);
  ty->spelling = fe_cxstring(fe, clang_getTypeSpelling(t));
  CXType c = clang_getCanonicalType(t);
  ty->is_const = clang_isConstQualifiedType(c) != 0;
  ty->is_volatile = clang_isVolatileQualifiedType(c) != 0;
  ty->is_restrict = clang_isRestrictQualifiedType(c) != 0;
  if (c.kind == CXType_Pointer) {
    ty->kind = LG_T_PTR;
    ty->elem = fe_type(fe, clang_getPointeeType(c));
  } else if (is_array_kind(c.kind)) {
    ty->kind = LG_T_ARRAY;
    int n = 0;
    for (CXType a = c; is_array_kind(a.kind); a = clang_getCanonicalType(clang_getArrayElementType(a)))
      n++;
    ty->ndims = n;
    ty->dims = LG_NEW_ARRAY(fe->a, lg_Expr *, n);
    ty->cdims = LG_NEW_ARRAY(fe->a, long long, n);
    CXType a = c;
    for (int i = 0; i < n; i++) {
      ty->cdims[i] = a.kind == CXType_ConstantArray ? clang_getArraySize(a) : -1;
      if (ty->cdims[i] >= 0) {
        lg_Expr *e = LG_NEW(fe->a, lg_Expr);
        e->kind = LG_E_INT;
        e->ival = ty->cdims[i];
        e->text = lg_fmt(fe->a, "%lld", ty->cdims[i]);
        e->type = LG_NEW(fe->a, lg_Type);
        e->type->kind = LG_T_LONG;
        e->type->spelling = "long";
        ty->dims[i] = e;
      }
      a = clang_getCanonicalType(clang_getArrayElementType(a));
    }
    ty->elem = fe_type(fe, a);
    /* libclang keeps `const` of `const float w[3][3]` on the array type, not
       on the element type it returns */
    if (clang_isConstQualifiedType(c))
      ty->elem->is_const = true;
    ty->is_const = ty->elem->is_const;
    if (clang_isVolatileQualifiedType(c))
      ty->elem->is_volatile = true;
    ty->is_volatile = ty->elem->is_volatile;
  } else if (c.kind == CXType_Record) {
    ty->kind = LG_T_RECORD;
    ty->rec = fe_record(fe, c, t);
  } else if (c.kind == CXType_Enum) {
    /* in C an enumerated type is its compatible integer type: a variable of
       it is that integer in the CUDA half (where C++ would refuse `e++`) */
    CXType it = clang_getEnumDeclIntegerType(clang_getTypeDeclaration(c));
    ty->kind = scalar_kind(clang_getCanonicalType(it).kind);
  } else {
    ty->kind = scalar_kind(c.kind);
  }
  return ty;
}

/* ---- variables the walked function may change ---------------------------- */

static enum CXChildVisitResult written_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  FE *fe = d;
  enum CXCursorKind k = clang_getCursorKind(c);
  CXCursor target = clang_getNullCursor();
  if (k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator) {
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c);
    if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign) {
      Kids kids = fe_kids(fe, c);
      if (kids.n == 2)
        target = kids.v[0];
    }
  } else if (k == CXCursor_UnaryOperator) {
    enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(c);
    if (op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec ||
        op == CXUnaryOperator_PreInc || op == CXUnaryOperator_PreDec ||
        op == CXUnaryOperator_AddrOf) {
      Kids kids = fe_kids(fe, c);
      if (kids.n == 1)
        target = kids.v[0];
    }
  }
  if (!clang_Cursor_isNull(target)) {
    target = fe_strip(target);
    if (clang_getCursorKind(target) == CXCursor_DeclRefExpr) {
      CXCursor dcl = clang_getCursorReferenced(target);
      if (clang_getCursorKind(dcl) == CXCursor_VarDecl ||
          clang_getCursorKind(dcl) == CXCursor_ParmDecl) {
        /* by location: fe_var here could type a variable before the list is
           complete */
        lg_Loc *l = LG_NEW(fe->a, lg_Loc);
        *l = fe_cursor_loc(fe, dcl);
        lg_vec_push(fe->a, &fe->fn_written, l);
      }
    }
  }
  return CXChildVisit_Recurse;
}

/* True when the function being walked may change `v` (an assignment, ++,
 * --, or its address taken, anywhere in its body). */
static bool fn_may_write(FE *fe, const lg_Var *v) {
  if (!fe->fn_written_done) {
    fe->fn_written_done = true;
    if (!clang_Cursor_isNull(fe->fn_cursor))
      clang_visitChildren(fe->fn_cursor, written_visit, fe);
  }
  for (int i = 0; i < fe->fn_written.n; i++) {
    const lg_Loc *l = fe->fn_written.items[i];
    if (l->line == v->loc.line && l->col == v->loc.col && l->file && v->loc.file &&
        !strcmp(l->file, v->loc.file))
      return true;
  }
  return false;
}

static bool expr_may_change(FE *fe, const lg_Expr *e) {
  if (!e)
    return false;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var &&
      (e->var->scope == LG_VS_GLOBAL || fn_may_write(fe, e->var)))
    return true;
  if (e->kind == LG_E_CALL || e->kind == LG_E_INDEX)
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (expr_may_change(fe, e->args[i]))
      return true;
  return false;
}

/* Dimension d of the variably modified array `decl` as C fixed it when the
 * declaration was reached: `sizeof(A[0]) / sizeof(A[0][0])` for d = 1. A
 * variable of loopgpu's (lg_ext_A_d) whose value the host half computes so,
 * when the expression written in the declarator may have changed since
 * (`m = m - 1;` after `float A[n][m]`). */
static lg_Expr *captured_dim(FE *fe, const char *name, int d, lg_Type *t, lg_Loc loc) {
  lg_Var *v = LG_NEW(fe->a, lg_Var);
  v->name = lg_fmt(fe->a, "lg_ext_%s_%d", name, d);
  v->loc = loc;
  v->scope = LG_VS_LOCAL;
  v->id = fe->allvars.n;
  v->type = LG_NEW(fe->a, lg_Type);
  v->type->kind = LG_T_LLONG;
  v->type->spelling = "long long";
  lg_Buf b = {0};
  lg_buf_printf(&b, "(long long)(sizeof(%s", name);
  for (int i = 0; i < d; i++)
    lg_buf_puts(&b, "[0]");
  lg_buf_printf(&b, ") / sizeof(%s", name);
  for (int i = 0; i <= d; i++)
    lg_buf_puts(&b, "[0]");
  lg_buf_puts(&b, "))");
  v->host_expr = lg_strndup(fe->a, b.data, b.len);
  lg_buf_free(&b);
  lg_vec_push(fe->a, &fe->allvars, v);
  lg_Expr *e = LG_NEW(fe->a, lg_Expr);
  e->kind = LG_E_VAR;
  e->var = v;
  e->type = v->type;
  e->loc = loc;
  (void)t;
  return e;
}

/* Variable array dimensions (`float A[n][m]`) are expressions that libclang
 * gives as children of the declaration, in no useful order: match them to
 * the `[...]` groups of the declarator by offset. */
void fe_fill_array_dims(FE *fe, CXCursor decl, lg_Type *t) {
  if (t->kind != LG_T_ARRAY)
    return;
  if (clang_getCursorKind(decl) == CXCursor_ParmDecl)
    t->decayed = true;
  bool any_var = false;
  for (int i = 0; i < t->ndims; i++)
    if (t->cdims[i] < 0)
      any_var = true;
  if (!any_var)
    return;
  unsigned b, e;
  fe_extent(fe, decl, &b, &e);
  unsigned name_off = fe_offset(clang_getCursorLocation(decl));
  /* the bracket groups after the name */
  unsigned opens[8], closes[8];
  int ng = 0, depth = 0;
  for (unsigned i = fe_tok_at(fe, name_off); i < fe->ntoks && fe->tok_off[i] < e; i++) {
    const char *s = fe_tok_text(fe, i);
    if (!strcmp(s, "[")) {
      if (depth++ == 0 && ng < 8)
        opens[ng] = fe->tok_off[i];
    } else if (!strcmp(s, "]")) {
      if (--depth == 0 && ng < 8)
        closes[ng++] = fe->tok_off[i];
    } else if (depth == 0 && (!strcmp(s, "=") || !strcmp(s, ",") || !strcmp(s, ";")))
      break;
    else if (depth == 0 && !strcmp(s, ")") &&
             (i + 1 >= fe->ntoks || strcmp(fe_tok_text(fe, i + 1), "[") != 0))
      break; /* the end of a parameter list; `(*A)[m]` goes on */
  }
  /* for `float (*A)[m]` the first group is the second dimension */
  int first = clang_getCanonicalType(clang_getCursorType(decl)).kind == CXType_Pointer &&
                      clang_getCursorKind(decl) != CXCursor_ParmDecl
                  ? 1
                  : 0;
  if (clang_getCursorKind(decl) == CXCursor_ParmDecl &&
      clang_getCanonicalType(clang_getCursorType(decl)).kind == CXType_Pointer)
    first = 1;
  Kids k = fe_kids(fe, decl);
  for (int d = first; d < t->ndims && d - first < ng; d++) {
    if (t->cdims[d] >= 0)
      continue;
    unsigned ob = opens[d - first], cb = closes[d - first];
    for (int j = 0; j < k.n; j++) {
      if (!clang_isExpression(clang_getCursorKind(k.v[j])))
        continue;
      unsigned kb, ke;
      fe_extent(fe, k.v[j], &kb, &ke);
      if (kb > ob && ke <= cb) {
        lg_Region *saved = fe->region;
        fe->region = NULL; /* a declaration's size is host-side */
        t->dims[d] = fe_expr(fe, k.v[j]);
        fe->region = saved;
        /* a variable-length array whose size clang folds all the same
           (`const int K = 8; float t[K];`): the value, so that hoisting can
           see a small constant (a local array in a kernel) */
        long long cv;
        if (fe_eval_int(k.v[j], &cv) && cv > 0 && t->dims[d]->kind != LG_E_INT) {
          lg_Expr *lit = LG_NEW(fe->a, lg_Expr);
          *lit = *t->dims[d];
          lit->kind = LG_E_INT;
          lit->ival = cv;
          lit->text = lg_fmt(fe->a, "%lld", cv);
          lit->args = NULL;
          lit->nargs = 0;
          lit->var = NULL;
          t->dims[d] = lit;
        } else if (!(d == 0 && t->decayed) && expr_may_change(fe, t->dims[d])) {
          /* (a parameter's outer extent is no part of its type: `float
             x[n]` is `float *x`, nothing to capture) */
          t->dims[d] = captured_dim(fe, fe_cxstring(fe, clang_getCursorSpelling(decl)), d, t,
                                    fe_cursor_loc(fe, k.v[j]));
        }
        break;
      }
    }
  }
}

/* ---- expressions ---------------------------------------------------------------- */

static lg_Expr *node(FE *fe, lg_ExprKind k, CXCursor c) {
  lg_Expr *e = LG_NEW(fe->a, lg_Expr);
  e->kind = k;
  e->loc = fe_expr_loc(fe, c);
  e->type = fe_type(fe, clang_getCursorType(c));
  if (e->type->kind == LG_T_RECORD)
    fe_check_type(fe, e->type, fe_loc(fe, clang_getRangeStart(clang_getCursorExtent(c))));
  return e;
}

static lg_Expr *unsupported(FE *fe, CXCursor c, const char *what) {
  /* point at the start of the construct, not at clang's "location" of it
     (the member name of `p[i].x`, the operator of `a + b`) */
  lg_error(fe->diag, fe_loc(fe, clang_getRangeStart(clang_getCursorExtent(c))),
           "%s is not supported in a kernel region", what);
  lg_Expr *e = node(fe, LG_E_INT, c);
  e->text = "0";
  return e;
}

/* The same with the whole message given. */
static lg_Expr *refused(FE *fe, CXCursor c, const char *msg) {
  lg_error(fe->diag, fe_loc(fe, clang_getRangeStart(clang_getCursorExtent(c))), "%s", msg);
  lg_Expr *e = node(fe, LG_E_INT, c);
  e->text = "0";
  return e;
}

bool fe_eval_int(CXCursor c, long long *out) {
  CXEvalResult r = clang_Cursor_Evaluate(c);
  if (!r)
    return false;
  bool ok = clang_EvalResult_getKind(r) == CXEval_Int;
  if (ok)
    *out = clang_EvalResult_isUnsignedInt(r) ? (long long)clang_EvalResult_getAsUnsigned(r)
                                             : clang_EvalResult_getAsLongLong(r);
  clang_EvalResult_dispose(r);
  return ok;
}

/* The literal's own spelling when it is one token of the main file (not a
 * macro expansion). */
static const char *literal_spelling(FE *fe, CXCursor c) {
  unsigned b, e;
  fe_extent(fe, c, &b, &e);
  if (!clang_Location_isFromMainFile(clang_getCursorLocation(c)))
    return NULL;
  unsigned i = fe_tok_at(fe, b);
  if (i >= fe->ntoks || fe->tok_off[i] != b || clang_getTokenKind(fe->toks[i]) != CXToken_Literal)
    return NULL;
  if (i + 1 < fe->ntoks && fe->tok_off[i + 1] < e)
    return NULL;
  const char *s = fe_tok_text(fe, i);
  return (s[0] >= '0' && s[0] <= '9') || s[0] == '.' ? s : NULL;
}

static const char *int_suffix(lg_TypeKind k) {
  switch (k) {
  case LG_T_UINT: return "u";
  case LG_T_LONG: return "l";
  case LG_T_ULONG: return "ul";
  case LG_T_LLONG: return "ll";
  case LG_T_ULLONG: return "ull";
  default: return "";
  }
}

static bool is_arith(const lg_Type *t) {
  return t->kind >= LG_T_BOOL && t->kind <= LG_T_LDOUBLE;
}

static bool same_type(const lg_Type *a, const lg_Type *b) {
  if (a->kind != b->kind)
    return false;
  if (a->kind == LG_T_PTR)
    return same_type(a->elem, b->elem);
  return true;
}

/* A variable referenced in the code being lowered: inside a loop of a
 * region whose induction variable was declared before the region, that
 * loop's own instance of it. */
static lg_Var *region_var(FE *fe, CXCursor decl) {
  lg_Var *v = fe_var(fe, decl);
  for (int i = fe->iv_from.n - 1; i >= 0; i--)
    if (fe->iv_from.items[i] == v)
      return fe->iv_to.items[i];
  return v;
}

static bool only_constants(const lg_Expr *e) {
  if (!e)
    return true;
  if (e->kind == LG_E_VAR || e->kind == LG_E_INDEX || e->kind == LG_E_CALL ||
      e->kind == LG_E_ASSIGN || e->kind == LG_E_MEMBER)
    return false;
  for (int i = 0; i < e->nargs; i++)
    if (!only_constants(e->args[i]))
      return false;
  return true;
}

/* A const file-scope variable with a constant initializer that a device
 * function reads (`static const float taps[5] = {...}`): the CUDA half gets
 * a `static __device__ const` copy with the same initializer, always equal
 * to the host's since neither can change. False when `v` is not one. */
static bool device_const(FE *fe, CXCursor ref, lg_Var *v) {
  for (int i = 0; i < fe->dev_consts.n; i++)
    if (((lg_Stmt *)fe->dev_consts.items[i])->var == v)
      return true;
  CXCursor d = clang_getCursorReferenced(ref);
  const lg_Type *t = v->type;
  if (!t->is_const || clang_getCursorKind(d) != CXCursor_VarDecl)
    return false;
  if (t->kind == LG_T_ARRAY)
    for (int k = 0; k < t->ndims; k++)
      if (t->cdims[k] < 0)
        return false;
  const lg_Type *bt = t->kind == LG_T_ARRAY ? t->elem : t;
  if (!lg_is_scalar_type(bt) && bt->kind != LG_T_RECORD)
    return false;
  CXCursor def = clang_getCursorDefinition(d);
  CXCursor init = clang_Cursor_isNull(def) ? def : clang_Cursor_getVarDeclInitializer(def);
  if (clang_Cursor_isNull(init))
    return false;
  if (!fe_check_type(fe, t, v->loc))
    return true; /* (reported) */
  lg_Region *sr = fe->region;
  lg_Function *sf = fe->device_fn;
  fe->region = NULL;
  fe->device_fn = NULL;
  int errs = lg_diag_errors(fe->diag);
  lg_Expr *e = fe_expr(fe, init);
  fe->region = sr;
  fe->device_fn = sf;
  if (lg_diag_errors(fe->diag) != errs || !only_constants(e))
    return false;
  lg_Stmt *s = LG_NEW(fe->a, lg_Stmt);
  s->kind = LG_S_DECL;
  s->var = v;
  s->init = e;
  s->loc = v->loc;
  lg_vec_push(fe->a, &fe->dev_consts, s);
  return true;
}

/* A device copy of a function (frontend.c) sees the host program's
 * file-scope constants through copies of them, and its file-scope arrays of
 * known size through the device buffers of the regions that call it (an
 * added parameter, fe_bind_device_globals); no other variable of file scope
 * (the CUDA half holds none of them). */
static void check_device_global(FE *fe, CXCursor c, lg_Var *v) {
  if (!fe->device_fn || v->scope != LG_VS_GLOBAL || device_const(fe, c, v))
    return;
  const lg_Type *t = v->type;
  if (t->kind == LG_T_ARRAY) {
    bool known = true;
    for (int k = 0; k < t->ndims; k++)
      known = known && t->cdims[k] >= 0;
    if (!known) {
      lg_error(fe->diag, fe_cursor_loc(fe, c),
               "function '%s' is called from a kernel region and uses the file-scope array "
               "'%s', whose size is not known here: declare it with its size ('%s[N]') or "
               "pass it as a parameter with its length",
               fe->device_fn->name, v->name, v->name);
      return;
    }
    for (int i = 0; i + 1 < fe->dev_globals.n; i += 2)
      if (fe->dev_globals.items[i] == fe->device_fn && fe->dev_globals.items[i + 1] == v)
        return;
    lg_vec_push(fe->a, &fe->dev_globals, fe->device_fn);
    lg_vec_push(fe->a, &fe->dev_globals, v);
    return;
  }
  if (t->kind == LG_T_PTR) {
    lg_error(fe->diag, fe_cursor_loc(fe, c),
             "function '%s' is called from a kernel region and uses the file-scope pointer "
             "'%s': pass it as a parameter (the device sees file-scope arrays of known size, "
             "not what a pointer of file scope points to)",
             fe->device_fn->name, v->name);
    return;
  }
  lg_error(fe->diag, fe_cursor_loc(fe, c),
           "function '%s' is called from a kernel region and uses the file-scope variable "
           "'%s', which is not a constant with a constant initializer: pass it as a parameter "
           "(only 'const' file-scope variables with initializers are copied to the device; "
           "a sum the kernel computes is a 'reduction(...)' of the loop)",
           fe->device_fn->name, v->name);
}

static void note_var(FE *fe, lg_Var *v) {
  if (!fe->region)
    return;
  for (int i = 0; i < fe->region_vars.n; i++)
    if (fe->region_vars.items[i] == v)
      return;
  lg_vec_push(fe->a, &fe->region_vars, v);
}

static lg_Op binop(enum CXBinaryOperatorKind k, bool *ok) {
  *ok = true;
  switch (k) {
  case CXBinaryOperator_Mul: return LG_OP_MUL;
  case CXBinaryOperator_Div: return LG_OP_DIV;
  case CXBinaryOperator_Rem: return LG_OP_REM;
  case CXBinaryOperator_Add: return LG_OP_ADD;
  case CXBinaryOperator_Sub: return LG_OP_SUB;
  case CXBinaryOperator_Shl: return LG_OP_SHL;
  case CXBinaryOperator_Shr: return LG_OP_SHR;
  case CXBinaryOperator_LT: return LG_OP_LT;
  case CXBinaryOperator_GT: return LG_OP_GT;
  case CXBinaryOperator_LE: return LG_OP_LE;
  case CXBinaryOperator_GE: return LG_OP_GE;
  case CXBinaryOperator_EQ: return LG_OP_EQ;
  case CXBinaryOperator_NE: return LG_OP_NE;
  case CXBinaryOperator_And: return LG_OP_BAND;
  case CXBinaryOperator_Xor: return LG_OP_BXOR;
  case CXBinaryOperator_Or: return LG_OP_BOR;
  case CXBinaryOperator_LAnd: return LG_OP_LAND;
  case CXBinaryOperator_LOr: return LG_OP_LOR;
  case CXBinaryOperator_Assign: return LG_OP_ASSIGN;
  case CXBinaryOperator_MulAssign: return LG_OP_MUL_ASSIGN;
  case CXBinaryOperator_DivAssign: return LG_OP_DIV_ASSIGN;
  case CXBinaryOperator_RemAssign: return LG_OP_REM_ASSIGN;
  case CXBinaryOperator_AddAssign: return LG_OP_ADD_ASSIGN;
  case CXBinaryOperator_SubAssign: return LG_OP_SUB_ASSIGN;
  case CXBinaryOperator_ShlAssign: return LG_OP_SHL_ASSIGN;
  case CXBinaryOperator_ShrAssign: return LG_OP_SHR_ASSIGN;
  case CXBinaryOperator_AndAssign: return LG_OP_AND_ASSIGN;
  case CXBinaryOperator_XorAssign: return LG_OP_XOR_ASSIGN;
  case CXBinaryOperator_OrAssign: return LG_OP_OR_ASSIGN;
  case CXBinaryOperator_Comma: return LG_OP_COMMA;
  default: *ok = false; return LG_OP_ADD;
  }
}

static lg_Expr *member(FE *fe, CXCursor c, CXCursor whole, lg_Expr **subs, int nsubs);

/* A place in one array: what a pointer local or a pointer value designates
 * (see the aliases below). */
typedef struct PtrVal {
  lg_Var *base;
  int d;              /* it designates base[idx[0]]...[idx[d - 1]] (d = 0: base) */
  lg_Expr *idx[16];
} PtrVal;
static bool place_of(FE *fe, CXCursor c, PtrVal *out, const char *who);
static bool ptr_value(FE *fe, CXCursor c, PtrVal *out, const char *who);
static lg_Expr *place_index(FE *fe, CXCursor c, const PtrVal *pv);

/* a[i][j], p[k], (p + 1)[k]: the element of the array it designates (pointer
 * locals resolved to their arrays, see below); p[i].v[k]: an array member. */
static lg_Expr *subscript(FE *fe, CXCursor c);

/* `base.name` or `base->name` (`p->x` is `p[0].x`), subscripted by `subs`
 * when the member is an array (`whole` is then the subscript expression). */
static lg_Expr *member(FE *fe, CXCursor c, CXCursor whole, lg_Expr **subs, int nsubs) {
  Kids kids = fe_kids(fe, c);
  if (kids.n != 1)
    return unsupported(fe, c, "this member access");
  CXCursor b = kids.v[0];
  CXType bt = clang_getCanonicalType(clang_getCursorType(b));
  lg_Expr *base;
  if (bt.kind == CXType_Pointer) {
    /* `p->x` is `p[0].x`; a pointer local resolves to its array (`q = p + i`:
       `p[i].x`) */
    PtrVal pv;
    if (!ptr_value(fe, b, &pv, NULL)) {
      lg_Expr *z = node(fe, LG_E_INT, c);
      z->text = "0";
      return z;
    }
    base = place_index(fe, b, &pv);
    base->type = fe_type(fe, clang_getPointeeType(bt));
  } else {
    base = fe_expr(fe, b);
  }
  bool sub = !clang_Cursor_isNull(whole);
  lg_Expr *e = node(fe, LG_E_MEMBER, sub ? whole : c);
  e->text = fe_cxstring(fe, clang_getCursorSpelling(clang_getCursorReferenced(c)));
  lg_Type *mt = fe_type(fe, clang_getCursorType(c));
  if (mt->kind == LG_T_ARRAY && nsubs != mt->ndims)
    return unsupported(fe, sub ? whole : c,
                       nsubs ? "a row of an array member used as a value"
                             : "an array member used other than by subscripts");
  e->nargs = 1 + nsubs;
  e->args = LG_NEW_ARRAY(fe->a, lg_Expr *, e->nargs);
  e->args[0] = base;
  for (int i = 0; i < nsubs; i++)
    e->args[1 + i] = subs[i];
  return e;
}

static const char *callee_of(FE *fe, CXCursor call);
static CXCursor strip_all(FE *fe, CXCursor c);
static bool is_heap_name(const char *n) {
  return !strcmp(n, "malloc") || !strcmp(n, "calloc") || !strcmp(n, "realloc") ||
         !strcmp(n, "aligned_alloc");
}

/* ---- pointers into arrays (issue 17) ----------------------------------------
 * Kernel code that walks an array through a pointer (`const float *row =
 * A + i * m; ... row[k]`, `*(row + k)`, `float *out = &y[i * k]`, a row
 * `float *r = a[i]` of a two-dimensional array) is lowered as subscripts of
 * the array itself: row[k] is A[i * m + k], so that every pass sees the
 * access in its own terms (dependences, extents, data movement) and the IR
 * keeps having no pointer values. A pointer local is such an alias when
 * its declaration gives it a value traced to one array and nothing assigns
 * it afterwards. Its offset is used as written when the variables it reads
 * keep their value while the pointer lives (not assigned in the function,
 * or induction variables of the loops around the declaration); otherwise
 * (`val + rowptr[i]`) a private copy of the offset is taken where the
 * declaration stands, as C evaluates it there. */

typedef struct Alias {
  lg_Var *var;
  PtrVal val;
  bool bad;           /* its declaration was refused: its uses say nothing more */
} Alias;

static lg_Expr *mk_int(FE *fe, long long v, lg_Type *t, lg_Loc loc);
static lg_Expr *mk_bin(FE *fe, lg_Op op, lg_Expr *a, lg_Expr *b);

static int depth_of(const lg_Type *t) {
  return t->kind == LG_T_PTR ? 1 : t->kind == LG_T_ARRAY ? t->ndims : 0;
}

static Alias *alias_of(FE *fe, const lg_Var *v) {
  for (int i = 0; i < fe->aliases.n; i++) {
    Alias *al = fe->aliases.items[i];
    if (al->var == v)
      return al;
  }
  return NULL;
}

static lg_Type *int_type(FE *fe, lg_TypeKind k, const char *spelling) {
  lg_Type *t = LG_NEW(fe->a, lg_Type);
  t->kind = k;
  t->spelling = spelling;
  return t;
}

static lg_Loc start_loc(FE *fe, CXCursor c) {
  return fe_with_range(fe, fe_loc(fe, clang_getRangeStart(clang_getCursorExtent(c))),
                       clang_getCursorExtent(c));
}

static bool is_pointer_cursor(CXCursor c) {
  CXType t = clang_getCanonicalType(clang_getCursorType(c));
  return t.kind == CXType_Pointer || is_array_kind(t.kind);
}

/* a + b (or a - b) as a subscript; 0 + b is b */
static lg_Expr *index_sum(FE *fe, lg_Expr *a, lg_Expr *b, lg_Op op) {
  if (b->kind == LG_E_INT && b->ival == 0)
    return a;
  if (op == LG_OP_ADD && a->kind == LG_E_INT && a->ival == 0)
    return b;
  lg_Expr *e = mk_bin(fe, op, a, b);
  if (lg_is_integer_type(a->type) && lg_is_integer_type(b->type) && b->type->kind > a->type->kind)
    e->type = b->type;
  return e;
}

static bool push_index(FE *fe, CXCursor c, PtrVal *pv, lg_Expr *e) {
  if (pv->d == 16) {
    lg_error(fe->diag, start_loc(fe, c), "too many dimensions");
    return false;
  }
  pv->idx[pv->d++] = e;
  return true;
}

static bool place_of(FE *fe, CXCursor c, PtrVal *out, const char *who);

static void untraced(FE *fe, CXCursor c, const char *who, const char *why) {
  lg_error(fe->diag, start_loc(fe, c),
           "%s cannot be traced to one array in a kernel region%s; a pointer there must "
           "point into one array named in it ('A + i * m', '&A[i * m]', a row 'A[i]')",
           who ? who : "this pointer value", why ? why : "");
}

/* The value of pointer expression `c` as a place in one array (the element
 * it points at); false after a diagnostic. `who` names the pointer being
 * declared, for messages. */
static bool ptr_value(FE *fe, CXCursor c, PtrVal *out, const char *who) {
  CXCursor s = fe_strip(c);
  enum CXCursorKind k = clang_getCursorKind(s);
  CXType ct = clang_getCanonicalType(clang_getCursorType(s));
  if (is_array_kind(ct.kind)) {
    /* an array that decays to a pointer to its first element */
    if (!place_of(fe, s, out, who))
      return false;
    return push_index(fe, s, out, mk_int(fe, 0, int_type(fe, LG_T_INT, "int"), fe_cursor_loc(fe, s)));
  }
  switch (k) {
  case CXCursor_DeclRefExpr: {
    CXCursor d = clang_getCursorReferenced(s);
    if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl)
      break;
    lg_Var *v = region_var(fe, d);
    Alias *al = alias_of(fe, v);
    if (al && al->bad)
      return false;
    if (al) {
      *out = al->val;
      return true;
    }
    if (depth_of(v->type) >= 1 && v->type->elem &&
        (lg_is_scalar_type(v->type->elem) || v->type->elem->kind == LG_T_RECORD)) {
      check_device_global(fe, s, v);
      note_var(fe, v);
      out->base = v;
      out->d = 1;
      out->idx[0] = mk_int(fe, 0, int_type(fe, LG_T_INT, "int"), fe_cursor_loc(fe, s));
      return true;
    }
    if (v->type->kind == LG_T_PTR) {
      lg_error(fe->diag, start_loc(fe, s),
               "pointer '%s' of type '%s' in a kernel region: only pointers to scalars and "
               "arrays of scalars are supported",
               v->name, v->type->spelling);
      return false;
    }
    break;
  }
  case CXCursor_BinaryOperator: {
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(s);
    Kids kids = fe_kids(fe, s);
    if ((op != CXBinaryOperator_Add && op != CXBinaryOperator_Sub) || kids.n != 2)
      break;
    bool p0 = is_pointer_cursor(kids.v[0]), p1 = is_pointer_cursor(kids.v[1]);
    if (p0 == p1 || (op == CXBinaryOperator_Sub && !p0))
      break;
    int pi = p0 ? 0 : 1;
    if (!ptr_value(fe, kids.v[pi], out, who))
      return false;
    lg_Expr *off = fe_expr(fe, kids.v[1 - pi]);
    out->idx[out->d - 1] = index_sum(fe, out->idx[out->d - 1], off,
                                     op == CXBinaryOperator_Sub ? LG_OP_SUB : LG_OP_ADD);
    return true;
  }
  case CXCursor_UnaryOperator: {
    Kids kids = fe_kids(fe, s);
    if (kids.n == 1 && clang_getCursorKind(fe_strip(kids.v[0])) == CXCursor_DeclRefExpr) {
      /* `p++` of a pointer whose declaration was refused: said there */
      CXCursor d = clang_getCursorReferenced(fe_strip(kids.v[0]));
      Alias *al = clang_getCursorKind(d) == CXCursor_VarDecl ? alias_of(fe, fe_var(fe, d)) : NULL;
      if (al && al->bad)
        return false;
    }
    if (clang_getCursorUnaryOperatorKind(s) != CXUnaryOperator_AddrOf || kids.n != 1)
      break;
    if (!place_of(fe, kids.v[0], out, who))
      return false;
    if (out->d == 0) {
      lg_error(fe->diag, start_loc(fe, s),
               "the address of the whole array '%s' in a kernel region: point at its first "
               "element instead ('%s' or '&%s[0]')",
               out->base->name, out->base->name, out->base->name);
      return false;
    }
    return true;
  }
  case CXCursor_ConditionalOperator:
    untraced(fe, s, who, " (it is chosen by a condition: subscript each array in its branch, "
                         "'c ? a[k] : b[k]')");
    return false;
  case CXCursor_CStyleCastExpr: {
    Kids kids = fe_kids(fe, s);
    CXType to = clang_getCanonicalType(clang_getCursorType(s));
    CXType from = kids.n ? clang_getCanonicalType(clang_getCursorType(kids.v[kids.n - 1]))
                         : to;
    if (kids.n && to.kind == CXType_Pointer && from.kind == CXType_Pointer &&
        clang_getCanonicalType(clang_getPointeeType(to)).kind ==
            clang_getCanonicalType(clang_getPointeeType(from)).kind)
      return ptr_value(fe, kids.v[kids.n - 1], out, who);
    untraced(fe, s, who, " (a cast to another pointer type)");
    return false;
  }
  case CXCursor_ArraySubscriptExpr:
    /* `A[i]` of `double **A`: rows allocated one by one, each a block of
       its own that no one range of one array covers */
    lg_error(fe->diag, start_loc(fe, s),
             "%s is an element of an array of pointers (rows allocated one by one), which a "
             "kernel region cannot use: the device needs the data as one block; allocate it "
             "as one array, 'double (*A)[n] = malloc(m * sizeof *A)', or one malloc indexed "
             "'A[i * n + j]'",
             who ? who : "this pointer value");
    return false;
  default:
    break;
  }
  untraced(fe, s, who, NULL);
  return false;
}

/* The object lvalue `c` designates, as a place in one array. */
static bool place_of(FE *fe, CXCursor c, PtrVal *out, const char *who) {
  CXCursor s = fe_strip(c);
  switch (clang_getCursorKind(s)) {
  case CXCursor_ArraySubscriptExpr: {
    Kids kids = fe_kids(fe, s);
    if (kids.n != 2)
      break;
    int bi = is_pointer_cursor(kids.v[0]) ? 0 : 1; /* `k[a]` is `a[k]` */
    if (!ptr_value(fe, kids.v[bi], out, who))
      return false;
    out->idx[out->d - 1] = index_sum(fe, out->idx[out->d - 1], fe_expr(fe, kids.v[1 - bi]),
                                     LG_OP_ADD);
    return true;
  }
  case CXCursor_UnaryOperator: {
    Kids kids = fe_kids(fe, s);
    if (clang_getCursorUnaryOperatorKind(s) != CXUnaryOperator_Deref || kids.n != 1)
      break;
    return ptr_value(fe, kids.v[0], out, who);
  }
  case CXCursor_DeclRefExpr: {
    CXCursor d = clang_getCursorReferenced(s);
    CXType t = clang_getCanonicalType(clang_getCursorType(s));
    if ((clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl) ||
        !is_array_kind(t.kind))
      break;
    lg_Var *v = region_var(fe, d);
    if (depth_of(v->type) < 1 ||
        !(lg_is_scalar_type(v->type->elem) || v->type->elem->kind == LG_T_RECORD))
      break;
    check_device_global(fe, s, v);
    note_var(fe, v);
    out->base = v;
    out->d = 0;
    return true;
  }
  default:
    break;
  }
  untraced(fe, s, who, NULL);
  return false;
}

/* The element (or sub-array) at place `pv` as an INDEX expression. */
static lg_Expr *place_index(FE *fe, CXCursor c, const PtrVal *pv) {
  lg_Expr *e = LG_NEW(fe->a, lg_Expr);
  e->kind = LG_E_INDEX;
  e->loc = start_loc(fe, c);
  e->type = pv->d == depth_of(pv->base->type) ? pv->base->type->elem
                                               : fe_type(fe, clang_getCursorType(c));
  e->var = pv->base;
  if (e->type && e->type->kind == LG_T_RECORD) /* its declaration goes to the CUDA half */
    fe_check_type(fe, e->type, e->loc);
  e->nargs = pv->d;
  e->args = LG_NEW_ARRAY(fe->a, lg_Expr *, pv->d ? pv->d : 1);
  for (int i = 0; i < pv->d; i++)
    e->args[i] = pv->idx[i];
  return e;
}

/* `&element` of a pointer argument passed to a function of the input. */
static lg_Expr *place_addr(FE *fe, CXCursor c, const PtrVal *pv) {
  lg_Expr *e = LG_NEW(fe->a, lg_Expr);
  e->kind = LG_E_UNARY;
  e->op = LG_OP_ADDR;
  e->loc = start_loc(fe, c);
  e->type = LG_NEW(fe->a, lg_Type);
  e->type->kind = LG_T_PTR;
  e->type->elem = pv->base->type->elem;
  e->type->spelling = fe_cxstring(fe, clang_getTypeSpelling(clang_getCursorType(c)));
  e->nargs = 1;
  e->args = LG_NEW_ARRAY(fe->a, lg_Expr *, 1);
  e->args[0] = place_index(fe, c, pv);
  e->args[0]->loc = e->loc;
  return e;
}

/* A pointer argument of function `callee`: the element it points at. */
static bool place_of_value(FE *fe, CXCursor c, PtrVal *pv, const char *callee) {
  if (!ptr_value(fe, c, pv, lg_fmt(fe->a, "the pointer passed to '%s'", callee)))
    return false;
  if (pv->d != depth_of(pv->base->type)) {
    lg_error(fe->diag, start_loc(fe, c),
             "passing a pointer to rows of '%s' to '%s' is not supported in a kernel region: "
             "pass a pointer to its elements ('&%s[i][0]') with the row length",
             pv->base->name, callee, pv->base->name);
    return false;
  }
  return true;
}

static lg_Expr *subscript(FE *fe, CXCursor c) {
  /* an array member, `p[i].v[k]`: the subscripts of the member */
  {
    lg_Expr *idx[16];
    int n = 0;
    CXCursor cur = fe_strip(c);
    while (clang_getCursorKind(cur) == CXCursor_ArraySubscriptExpr && n < 16) {
      Kids k = fe_kids(fe, cur);
      if (k.n != 2)
        break;
      idx[n++] = NULL;
      cur = fe_strip(k.v[0]);
    }
    if (n && clang_getCursorKind(cur) == CXCursor_MemberRefExpr) {
      n = 0;
      cur = fe_strip(c);
      while (clang_getCursorKind(cur) == CXCursor_ArraySubscriptExpr) {
        Kids k = fe_kids(fe, cur);
        idx[n++] = fe_expr(fe, k.v[1]);
        cur = fe_strip(k.v[0]);
      }
      lg_Expr *subs[16];
      for (int i = 0; i < n; i++)
        subs[i] = idx[n - 1 - i];
      return member(fe, cur, c, subs, n);
    }
  }
  PtrVal pv;
  if (!place_of(fe, c, &pv, NULL)) {
    lg_Expr *e = node(fe, LG_E_INT, c);
    e->text = "0";
    return e;
  }
  lg_Expr *e = place_index(fe, c, &pv);
  e->type = fe_type(fe, clang_getCursorType(c));
  e->loc = fe_expr_loc(fe, c);
  return e;
}

static bool fn_may_write(FE *fe, const lg_Var *v);

/* Does `e` keep its value while a pointer declared now lives? */
static bool stable_expr(FE *fe, const lg_Expr *e) {
  if (!e)
    return true;
  switch (e->kind) {
  case LG_E_VAR:
    for (int i = 0; i < fe->open_ivs.n; i++)
      if (fe->open_ivs.items[i] == e->var)
        return true;
    return e->var->scope != LG_VS_GLOBAL && !fn_may_write(fe, e->var);
  case LG_E_INDEX:
  case LG_E_CALL:
  case LG_E_ASSIGN:
    return false;
  case LG_E_UNARY:
    if (e->op >= LG_OP_PREINC)
      return false;
    break;
  default:
    break;
  }
  for (int i = 0; i < e->nargs; i++)
    if (!stable_expr(fe, e->args[i]))
      return false;
  return true;
}

/* `T *p = <pointer into an array>;` in kernel code: recorded as an alias of
 * the array (nothing is printed for it), or an error that names it. False
 * when `v` is no such declaration. */
static bool alias_decl_(FE *fe, CXCursor v, lg_Var *var, lg_PtrVec *out);

static bool alias_decl(FE *fe, CXCursor v, lg_Var *var, lg_PtrVec *out) {
  int before = fe->aliases.n;
  if (!alias_decl_(fe, v, var, out))
    return false;
  if (fe->aliases.n == before) { /* refused, with a diagnostic */
    Alias *al = LG_NEW(fe->a, Alias);
    al->var = var;
    al->bad = true;
    lg_vec_push(fe->a, &fe->aliases, al);
  }
  return true;
}

static bool alias_decl_(FE *fe, CXCursor v, lg_Var *var, lg_PtrVec *out) {
  CXType ct = clang_getCanonicalType(clang_getCursorType(v));
  if (ct.kind != CXType_Pointer)
    return false;
  CXCursor init = clang_Cursor_getVarDeclInitializer(v);
  if (!clang_Cursor_isNull(init) && is_heap_name(callee_of(fe, strip_all(fe, init))))
    return false;
  const char *who = lg_fmt(fe->a, "pointer '%s'", var->name);
  if (depth_of(var->type) < 1 || !var->type->elem ||
      !(lg_is_scalar_type(var->type->elem) || var->type->elem->kind == LG_T_RECORD)) {
    lg_error(fe->diag, var->loc,
             "%s of type '%s' in a kernel region: only pointers to scalars, structs and "
             "unions, and to rows of scalars are supported",
             who, var->type->spelling);
    return true;
  }
  if (clang_Cursor_isNull(init)) {
    lg_error(fe->diag, var->loc,
             "%s is declared without a value in a kernel region: give it its value in its "
             "declaration, a place in an array ('%s *%s = A + i * m') or an allocation "
             "('%s *%s = malloc(n * sizeof(%s))')",
             who, var->type->elem->spelling, var->name, var->type->elem->spelling, var->name,
             var->type->elem->spelling);
    return true;
  }
  if (fn_may_write(fe, var)) {
    lg_error(fe->diag, var->loc,
             "%s is assigned after its declaration (or its address is taken); in a kernel "
             "region a pointer keeps the value its declaration gives it: index from it instead "
             "('%s[k]', '*(%s + k)')",
             who, var->name, var->name);
    return true;
  }
  PtrVal pv;
  if (!ptr_value(fe, init, &pv, who))
    return true;
  int want = depth_of(pv.base->type) - pv.d + 1;
  if (want != depth_of(var->type) || pv.base->type->elem->kind != var->type->elem->kind) {
    lg_error(fe->diag, var->loc,
             "%s of type '%s' points into '%s' of type '%s' as another type; not supported in "
             "a kernel region",
             who, var->type->spelling, pv.base->name, pv.base->type->spelling);
    return true;
  }
  for (int j = 0; j < pv.d; j++) {
    if (stable_expr(fe, pv.idx[j]))
      continue;
    /* the offset as C computes it at the declaration: a private copy */
    lg_Var *t = LG_NEW(fe->a, lg_Var);
    t->name = t->host_name = lg_fmt(fe->a, "lg_at_%s%s", var->name,
                                    pv.d > 1 ? lg_fmt(fe->a, "_%d", j) : "");
    t->type = lg_is_integer_type(pv.idx[j]->type) ? pv.idx[j]->type
                                                   : int_type(fe, LG_T_LLONG, "long long");
    t->scope = LG_VS_LOCAL;
    t->loc = var->loc;
    t->id = fe->allvars.n;
    t->region = fe->region;
    lg_vec_push(fe->a, &fe->allvars, t);
    note_var(fe, t);
    lg_Stmt *s = LG_NEW(fe->a, lg_Stmt);
    s->kind = LG_S_DECL;
    s->loc = var->loc;
    s->var = t;
    s->init = pv.idx[j];
    lg_vec_push(fe->a, out, s);
    lg_Expr *ref = LG_NEW(fe->a, lg_Expr);
    ref->kind = LG_E_VAR;
    ref->var = t;
    ref->type = t->type;
    ref->loc = var->loc;
    pv.idx[j] = ref;
  }
  Alias *al = LG_NEW(fe->a, Alias);
  al->var = var;
  al->val = pv;
  lg_vec_push(fe->a, &fe->aliases, al);
  return true;
}

lg_Expr *fe_expr(FE *fe, CXCursor c) {
  enum CXCursorKind k = clang_getCursorKind(c);
  switch (k) {
  case CXCursor_ParenExpr: {
    Kids kids = fe_kids(fe, c);
    return kids.n == 1 ? fe_expr(fe, kids.v[0]) : unsupported(fe, c, "this expression");
  }
  case CXCursor_UnexposedExpr: {
    Kids kids = fe_kids(fe, c);
    if (kids.n != 1)
      return unsupported(fe, c, "this expression");
    lg_Expr *inner = fe_expr(fe, kids.v[0]);
    lg_Type *t = fe_type(fe, clang_getCursorType(c));
    if (same_type(t, inner->type) || !is_arith(t) || !is_arith(inner->type))
      return inner; /* lvalue-to-rvalue, decay, qualification */
    lg_Expr *e = node(fe, LG_E_CAST, c);
    e->implicit = true;
    e->nargs = 1;
    e->args = LG_NEW_ARRAY(fe->a, lg_Expr *, 1);
    e->args[0] = inner;
    return e;
  }
  case CXCursor_IntegerLiteral:
  case CXCursor_CharacterLiteral: {
    lg_Expr *e = node(fe, LG_E_INT, c);
    long long v = 0;
    fe_eval_int(c, &v);
    e->ival = v;
    const char *s = k == CXCursor_IntegerLiteral ? literal_spelling(fe, c) : NULL;
    /* a decimal constant too large for long long is unsigned long long in
       C (with a warning): the CUDA half spells the type out */
    if (s && e->type->kind == LG_T_ULLONG && s[0] != '0' && !strpbrk(s, "uU"))
      s = lg_fmt(fe->a, "%sULL", s);
    e->text = s ? s : lg_fmt(fe->a, "%lld%s", v, int_suffix(e->type->kind));
    return e;
  }
  case CXCursor_FloatingLiteral: {
    lg_Expr *e = node(fe, LG_E_FLOAT, c);
    CXEvalResult r = clang_Cursor_Evaluate(c);
    e->fval = r ? clang_EvalResult_getAsDouble(r) : 0;
    if (r)
      clang_EvalResult_dispose(r);
    const char *s = literal_spelling(fe, c);
    if (!s) {
      char buf[64];
      snprintf(buf, sizeof buf, "%.17g", e->fval);
      if (!strpbrk(buf, ".eEni"))
        strcat(buf, ".0");
      s = lg_fmt(fe->a, "%s%s", buf, e->type->kind == LG_T_FLOAT ? "f" : "");
    }
    e->text = s;
    return e;
  }
  case CXCursor_DeclRefExpr: {
    CXCursor d = clang_getCursorReferenced(c);
    enum CXCursorKind dk = clang_getCursorKind(d);
    if (dk == CXCursor_EnumConstantDecl) {
      lg_Expr *e = node(fe, LG_E_INT, c);
      e->ival = clang_getEnumConstantDeclValue(d);
      e->text = lg_fmt(fe->a, "%lld", e->ival);
      return e;
    }
    if (dk != CXCursor_VarDecl && dk != CXCursor_ParmDecl)
      return unsupported(fe, c, "a reference to a function that is not called");
    lg_Expr *e = node(fe, LG_E_VAR, c);
    e->var = region_var(fe, d);
    if (alias_of(fe, e->var) && alias_of(fe, e->var)->bad)
      return e;
    if (alias_of(fe, e->var))
      return unsupported(fe, c,
                         lg_fmt(fe->a,
                                "using pointer '%s' other than by a subscript ('%s[k]'), a "
                                "dereference ('*%s', '*(%s + k)') or as the argument of a "
                                "function of the input",
                                e->var->name, e->var->name, e->var->name, e->var->name));
    check_device_global(fe, c, e->var);
    note_var(fe, e->var);
    return e;
  }
  case CXCursor_ArraySubscriptExpr:
    return subscript(fe, c);
  case CXCursor_UnaryOperator: {
    Kids kids = fe_kids(fe, c);
    if (kids.n != 1)
      return unsupported(fe, c, "this operator");
    lg_Expr *e = node(fe, LG_E_UNARY, c);
    switch (clang_getCursorUnaryOperatorKind(c)) {
    case CXUnaryOperator_PostInc: e->op = LG_OP_POSTINC; break;
    case CXUnaryOperator_PostDec: e->op = LG_OP_POSTDEC; break;
    case CXUnaryOperator_PreInc: e->op = LG_OP_PREINC; break;
    case CXUnaryOperator_PreDec: e->op = LG_OP_PREDEC; break;
    case CXUnaryOperator_Plus: e->op = LG_OP_PLUS; break;
    case CXUnaryOperator_Minus: e->op = LG_OP_NEG; break;
    case CXUnaryOperator_Not: e->op = LG_OP_BNOT; break;
    case CXUnaryOperator_LNot: e->op = LG_OP_NOT; break;
    case CXUnaryOperator_Deref: {
      PtrVal pv;
      if (!place_of(fe, c, &pv, NULL))
        return node(fe, LG_E_INT, c);
      lg_Expr *x = place_index(fe, c, &pv);
      x->type = fe_type(fe, clang_getCursorType(c));
      return x;
    }
    case CXUnaryOperator_AddrOf: return unsupported(fe, c, "taking an address ('&')");
    default: return unsupported(fe, c, "this unary operator");
    }
    e->nargs = 1;
    e->args = LG_NEW_ARRAY(fe->a, lg_Expr *, 1);
    e->args[0] = fe_expr(fe, kids.v[0]);
    return e;
  }
  case CXCursor_BinaryOperator:
  case CXCursor_CompoundAssignOperator: {
    Kids kids = fe_kids(fe, c);
    bool ok;
    lg_Op op = binop(clang_getCursorBinaryOperatorKind(c), &ok);
    if (kids.n != 2 || !ok)
      return unsupported(fe, c, "this binary operator");
    lg_Expr *e = node(fe, op >= LG_OP_ASSIGN ? LG_E_ASSIGN : LG_E_BINARY, c);
    e->op = op;
    e->nargs = 2;
    e->args = LG_NEW_ARRAY(fe->a, lg_Expr *, 2);
    e->args[0] = fe_expr(fe, kids.v[0]);
    e->args[1] = fe_expr(fe, kids.v[1]);
    if (e->kind == LG_E_ASSIGN && is_heap_name(callee_of(fe, strip_all(fe, kids.v[1]))))
      return unsupported(fe, c,
                         lg_fmt(fe->a,
                                "assigning the result of '%s' (initialize the pointer in its "
                                "declaration instead: 'float *p = malloc(n * sizeof(float))', "
                                "which loopgpu makes the thread's slice of a preallocated "
                                "buffer)",
                                callee_of(fe, strip_all(fe, kids.v[1]))));
    if (e->args[0]->type->kind == LG_T_PTR || e->args[1]->type->kind == LG_T_PTR)
      return unsupported(fe, c, "pointer arithmetic (index the array instead)");
    if (e->kind == LG_E_ASSIGN && lg_lvalue_root(e->args[0])->kind != LG_E_VAR &&
        lg_lvalue_root(e->args[0])->kind != LG_E_INDEX)
      return unsupported(fe, c, "assigning to this expression");
    return e;
  }
  case CXCursor_ConditionalOperator: {
    Kids kids = fe_kids(fe, c);
    if (kids.n != 3)
      return unsupported(fe, c, "this conditional expression");
    lg_Expr *e = node(fe, LG_E_COND, c);
    e->nargs = 3;
    e->args = LG_NEW_ARRAY(fe->a, lg_Expr *, 3);
    for (int i = 0; i < 3; i++)
      e->args[i] = fe_expr(fe, kids.v[i]);
    return e;
  }
  case CXCursor_CallExpr: {
    Kids kids = fe_kids(fe, c);
    CXCursor callee = kids.n ? fe_strip(kids.v[0]) : clang_getNullCursor();
    CXCursor fdecl = clang_getCursorReferenced(callee);
    if (kids.n == 0 || clang_getCursorKind(callee) != CXCursor_DeclRefExpr ||
        clang_getCursorKind(fdecl) != CXCursor_FunctionDecl)
      return refused(fe, c,
                     "a call through a function pointer is not supported in a kernel region "
                     "(the device cannot call a host function's address): call the function "
                     "by its name, choosing it with 'if' or 'switch'");
    const char *fname = fe_cxstring(fe, clang_getCursorSpelling(fdecl));
    static const char *const jumps[] = {"setjmp", "_setjmp", "__sigsetjmp", "sigsetjmp",
                                        "longjmp", "_longjmp", "siglongjmp", NULL};
    for (int j = 0; jumps[j]; j++)
      if (!strcmp(fname, jumps[j]))
        return refused(fe, c,
                       lg_fmt(fe->a,
                              "'%s' is not supported in a kernel region (the device has no "
                              "setjmp/longjmp): return an error code, or set a flag that the "
                              "code after the loop tests",
                              fname));
    lg_Expr *e = node(fe, LG_E_CALL, c);
    e->text = fname;
    e->fn = fe_kernel_function(fe, fdecl);
    e->nargs = kids.n - 1;
    e->args = LG_NEW_ARRAY(fe->a, lg_Expr *, e->nargs ? e->nargs : 1);
    for (int i = 1; i < kids.n; i++) {
      /* An array argument decays to a pointer: the IR has no pointer values. */
      CXCursor a = fe_strip(kids.v[i]);
      lg_Type *at = fe_type(fe, clang_getCursorType(a));
      if (clang_getCursorKind(a) == CXCursor_StringLiteral &&
          (!strcmp(e->text, "printf") || !strcmp(e->text, "nan") || !strcmp(e->text, "nanf") ||
           !strcmp(e->text, "__builtin_nan") || !strcmp(e->text, "__builtin_nanf"))) {
        /* printf's format, nan(""): clang's spelling, the literal as C reads
           it (concatenated, macros such as PRId64 expanded, escaped) */
        lg_Expr *str = node(fe, LG_E_STRING, a);
        str->text = fe_cxstring(fe, clang_getCursorSpelling(a));
        e->args[i - 1] = str;
        continue;
      }
      if ((at->kind == LG_T_ARRAY || at->kind == LG_T_PTR) && !strcmp(e->text, "free")) {
        lg_error(fe->diag, fe_cursor_loc(fe, kids.v[i]),
                 "'free' in a kernel region frees only a pointer that its declaration in the "
                 "region initialized with malloc or calloc");
      } else if ((at->kind == LG_T_ARRAY || at->kind == LG_T_PTR) && e->fn) {
        /* a pointer into an array, passed to a function of the input:
           `&element`; the analyses see what the function does through it
           (depend.c) */
        PtrVal pv;
        if (!place_of_value(fe, kids.v[i], &pv, e->text))
          e->args[i - 1] = node(fe, LG_E_INT, kids.v[i]);
        else
          e->args[i - 1] = place_addr(fe, kids.v[i], &pv);
        continue;
      } else if (at->kind == LG_T_ARRAY || at->kind == LG_T_PTR) {
        lg_error(fe->diag, fe_cursor_loc(fe, kids.v[i]),
                 "passing an array or pointer to '%s' is not supported in a kernel region: "
                 "only functions of the input (and of the headers it includes) take pointers "
                 "there",
                 e->text);
      }
      e->args[i - 1] = fe_expr(fe, kids.v[i]);
    }
    return e;
  }
  case CXCursor_CStyleCastExpr: {
    Kids kids = fe_kids(fe, c);
    if (kids.n < 1)
      return unsupported(fe, c, "this cast");
    lg_Expr *e = node(fe, LG_E_CAST, c);
    if (!is_arith(e->type))
      return unsupported(fe, c, "a cast to a non-arithmetic type");
    e->nargs = 1;
    e->args = LG_NEW_ARRAY(fe->a, lg_Expr *, 1);
    e->args[0] = fe_expr(fe, kids.v[kids.n - 1]);
    return e;
  }
  case CXCursor_UnaryExpr: { /* sizeof, _Alignof */
    long long v;
    if (!fe_eval_int(c, &v))
      return unsupported(fe, c, "'sizeof' of a variable-length type");
    lg_Expr *e = node(fe, LG_E_INT, c);
    e->ival = v;
    e->text = lg_fmt(fe->a, "%lld%s", v, int_suffix(e->type->kind));
    return e;
  }
  case CXCursor_InitListExpr: {
    Kids kids = fe_kids(fe, c);
    lg_Expr *e = node(fe, LG_E_INIT_LIST, c);
    e->nargs = kids.n;
    e->args = LG_NEW_ARRAY(fe->a, lg_Expr *, kids.n ? kids.n : 1);
    for (int i = 0; i < kids.n; i++)
      e->args[i] = fe_expr(fe, kids.v[i]);
    return e;
  }
  case CXCursor_MemberRefExpr:
    return member(fe, c, clang_getNullCursor(), NULL, 0);
  case CXCursor_StringLiteral:
    return unsupported(fe, c, "a string literal");
  case CXCursor_CompoundLiteralExpr:
    return unsupported(fe, c, "a compound literal");
  case CXCursor_StmtExpr:
    return unsupported(fe, c, "a statement expression");
  default:
    return unsupported(fe, c,
                       lg_fmt(fe->a, "'%s'",
                              fe_cxstring(fe, clang_getCursorKindSpelling(k))));
  }
}

/* ---- loops --------------------------------------------------------------------------- */

static lg_Expr *mk_int(FE *fe, long long v, lg_Type *t, lg_Loc loc);
static lg_Expr *mk_bin(FE *fe, lg_Op op, lg_Expr *a, lg_Expr *b);

static lg_Var *iv_of(FE *fe, CXCursor c) {
  c = fe_strip(c);
  if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
    return NULL;
  CXCursor d = clang_getCursorReferenced(c);
  if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl)
    return NULL;
  return region_var(fe, d);
}

static bool is_integer(const lg_Type *t) { return t->kind >= LG_T_BOOL && t->kind <= LG_T_ULLONG; }

/* End offset of a statement including its trailing ';' (libclang's extents
 * stop before it). */
unsigned fe_stmt_end(FE *fe, CXCursor c, int *last_line) {
  unsigned b, e;
  fe_extent(fe, c, &b, &e);
  unsigned i = fe_tok_at(fe, e);
  unsigned last = i > 0 ? i - 1 : 0;
  if (i < fe->ntoks && fe->tok_off[i] == e && !strcmp(fe_tok_text(fe, i), ";") &&
      strcmp(fe_tok_text(fe, last), "}") != 0) {
    last = i;
    e = e + 1;
  }
  if (last_line)
    *last_line = fe_tok_loc(fe, last).line;
  return e;
}

/* A loop as a statement only (a host loop whose header is not canonical):
 * its extent and lines, and its body. */
lg_Loop *fe_loop_shell(FE *fe, CXCursor c, CXCursor *body) {
  lg_Loop *L = LG_NEW(fe->a, lg_Loop);
  L->loc = fe_cursor_loc(fe, c);
  L->mapped = -1;
  L->opaque = true;
  unsigned b, e;
  fe_extent(fe, c, &b, &e);
  L->begin = b;
  L->end = fe_stmt_end(fe, c, &L->end_line);
  Kids kids = fe_kids(fe, c);
  *body = kids.n ? kids.v[kids.n - 1] : clang_getNullCursor();
  return L;
}

/* `++iv`, `iv++` (+1), `--iv`, `iv--` (-1) on the loop's variable, else 0;
 * *pre: the prefix form (the test reads the stepped value). */
static int test_step_of(FE *fe, CXCursor c, const lg_Var *iv, bool *pre) {
  c = fe_strip(c);
  if (clang_getCursorKind(c) != CXCursor_UnaryOperator)
    return 0;
  Kids d = fe_kids(fe, c);
  if (d.n != 1 || iv_of(fe, d.v[0]) != iv)
    return 0;
  switch (clang_getCursorUnaryOperatorKind(c)) {
  case CXUnaryOperator_PostInc: *pre = false; return 1;
  case CXUnaryOperator_PreInc: *pre = true; return 1;
  case CXUnaryOperator_PostDec: *pre = false; return -1;
  case CXUnaryOperator_PreDec: *pre = true; return -1;
  default: return 0;
  }
}

static const lg_Expr *strip_conv(const lg_Expr *e) {
  while (e && e->kind == LG_E_CAST && e->implicit)
    e = e->args[0];
  return e;
}

/* The same expression, up to C's implicit conversions. */
static bool same_expr(const lg_Expr *x, const lg_Expr *y) {
  x = strip_conv(x);
  y = strip_conv(y);
  if (!x || !y || x->kind != y->kind || x->nargs != y->nargs)
    return false;
  if ((x->kind == LG_E_VAR || x->kind == LG_E_INDEX) && x->var != y->var)
    return false;
  if ((x->kind == LG_E_INT && x->ival != y->ival) ||
      ((x->kind == LG_E_UNARY || x->kind == LG_E_BINARY) && x->op != y->op) ||
      (x->kind == LG_E_CAST && x->type->kind != y->type->kind) || x->kind == LG_E_CALL ||
      x->kind == LG_E_FLOAT || x->kind == LG_E_ASSIGN)
    return false;
  for (int i = 0; i < x->nargs; i++)
    if (!same_expr(x->args[i], y->args[i]))
      return false;
  return true;
}

/* `lb CMP ub` (< or <=) holds for every value of the variables: lb is `ub - c`
 * (c a constant, at least 1 for <), or both are constants that pass. */
static bool first_test_holds(const lg_Expr *lb, lg_Cmp cmp, const lg_Expr *ub) {
  __int128 x, y;
  if (lg_const_int(lb, &x) && lg_const_int(ub, &y))
    return cmp == LG_CMP_LT ? x < y : x <= y;
  lb = strip_conv(lb);
  return lb && lb->kind == LG_E_BINARY && lb->op == LG_OP_SUB && same_expr(lb->args[0], ub) &&
         lg_const_int(lb->args[1], &x) && (cmp == LG_CMP_LT ? x >= 1 : x >= 0);
}

static const char *cursor_text(FE *fe, CXCursor c) {
  unsigned b, e;
  fe_extent(fe, c, &b, &e);
  if (b >= e || e > fe->p->srclen)
    return "?";
  return lg_strndup(fe->a, fe->p->src + b, e - b);
}


/* The loop's form (lg_LoopForm) from its header, and the headers whose
 * iterations loopgpu cannot make C's: a condition that holds for every value
 * of the variable's type (`i >= 0` on an unsigned `i`: C's loop never ends),
 * a step away from the bound. `where` is the increment (the condition when
 * it steps the variable), for the location of step errors. */
static bool loop_form(FE *fe, lg_Loop *L, CXCursor cond, CXCursor ub_cur, CXCursor where,
                      const lg_Type *cmp_type, int test_step, bool test_pre) {
  const char *name = L->iv->name;
  __int128 tmin = 0, tmax = 0;
  lg_int_type_range(L->iv->type->kind, &tmin, &tmax);
  bool uns = tmin == 0;
  bool down = L->step < 0;
  lg_Cmp cmp = L->cmp;
  /* the variable's values, converted to the type of the comparison, are the
     values of its type unless a signed one is compared as unsigned */
  __int128 cmin = 0, cmax = 0, ubv = 0;
  bool same_values = uns || (cmp_type && lg_int_type_range(cmp_type->kind, &cmin, &cmax) &&
                             cmin < 0);
  if (same_values && lg_const_int(L->ub, &ubv)) {
    bool always = (cmp == LG_CMP_LT && ubv > tmax) || (cmp == LG_CMP_LE && ubv >= tmax) ||
                  (cmp == LG_CMP_GT && ubv < tmin) || (cmp == LG_CMP_GE && ubv <= tmin) ||
                  (cmp == LG_CMP_NE && (ubv < tmin || ubv > tmax));
    if (always) {
      lg_error(fe->diag, fe_cursor_loc(fe, cond),
               "the condition '%s' holds for every value of '%s' ('%s'): the loop would not "
               "terminate%s",
               cursor_text(fe, cond), name, L->iv->type->spelling,
               uns && down && (cmp == LG_CMP_GE || cmp == LG_CMP_NE)
                   ? lg_fmt(fe->a,
                            " (a downward loop over n-1 ... 0 of an unsigned variable is "
                            "'for (%s = n; %s-- > 0; )' or 'for (%s = n - 1; %s != (%s)-1; "
                            "%s--)')",
                            name, name, name, name, L->iv->type->spelling, name)
                   : "");
      return false;
    }
  }
  bool away = (down && (cmp == LG_CMP_LT || cmp == LG_CMP_LE)) ||
              (!down && (cmp == LG_CMP_GT || cmp == LG_CMP_GE));
  if (test_step) {
    if (away) {
      lg_error(fe->diag, fe_cursor_loc(fe, where),
               "'%s%s' in the condition moves '%s' away from its bound: the loop would not "
               "terminate",
               name, down ? "--" : "++", name);
      return false;
    }
    /* the body sees the stepped values: from c_lb + step on, while the value
       before the step (POST) or the stepped one (PRE) passes the test */
    L->form = test_pre ? LG_LOOP_PRE_STEP : LG_LOOP_POST_STEP;
    L->c_lb = L->lb;
    L->c_ub = L->ub;
    L->c_cmp = cmp;
    lg_Expr *one = mk_int(fe, 1, L->ub->type, L->loc);
    L->lb = mk_bin(fe, down ? LG_OP_SUB : LG_OP_ADD, L->c_lb, one);
    if (!test_pre)
      L->ub = mk_bin(fe, down ? LG_OP_SUB : LG_OP_ADD, L->c_ub, one);
    return true;
  }
  /* an unsigned variable stepping down past 0 wraps to the maximum of its
     type: `i < n` and `i != (T)-1` end the loop there */
  bool wrap_ne = down && uns && cmp == LG_CMP_NE && same_values && lg_const_int(L->ub, &ubv) &&
                 ubv == tmax;
  if ((away && down && uns) || wrap_ne) {
    if (L->step != -1) {
      lg_error(fe->diag, fe_cursor_loc(fe, where),
               "a downward loop of unsigned '%s' that ends when '%s' wraps past 0 ('%s') must "
               "step by 1, not %lld",
               name, name, cursor_text(fe, cond), L->step);
      return false;
    }
    /* read as `i >= 0`, the loop runs lb ... 0 when its first test passes;
       that it does must be plain, or a loop that never runs would be taken
       for one over [0, lb] (the arrays' ranges with it) */
    if (!wrap_ne && !first_test_holds(L->lb, cmp, L->ub)) {
      lg_error(fe->diag, fe_cursor_loc(fe, cond),
               "a downward loop of unsigned '%s' that ends when '%s' wraps past 0 ('%s') must "
               "start below its bound: write its first value as '%s - 1' (or '%s - c')",
               name, name, cursor_text(fe, cond), cursor_text(fe, ub_cur),
               cursor_text(fe, ub_cur));
      return false;
    }
    L->form = LG_LOOP_WRAP;
    L->c_lb = L->lb;
    L->c_ub = L->ub;
    L->c_cmp = cmp;
    L->cmp = LG_CMP_GE;
    L->ub = mk_int(fe, 0, L->iv->type, L->loc);
    return true;
  }
  if (away) {
    lg_error(fe->diag, fe_cursor_loc(fe, where),
             "loop step %lld moves '%s' away from its bound: the loop would not terminate",
             L->step, name);
    return false;
  }
  return true;
}

lg_Loop *fe_loop_header(FE *fe, CXCursor c, CXCursor *body) {
  lg_Loop *L = LG_NEW(fe->a, lg_Loop);
  L->loc = fe_cursor_loc(fe, c);
  L->mapped = -1;
  unsigned b, e;
  fe_extent(fe, c, &b, &e);
  L->begin = b;
  L->end = fe_stmt_end(fe, c, &L->end_line);
  /* A header written by a macro (`#define LOOP for (...)`, or a
     function-like `FOR(i, n)`) has no `for` of its own in the file: say so
     rather than misread the macro's name or its arguments. */
  unsigned first = fe_tok_at(fe, b);
  bool fn_macro = false; /* `FOR(i, n)`: the parenthesis holds the macro's arguments */
  if (first < fe->ntoks && strcmp(fe_tok_text(fe, first), "for") != 0) {
    CXCursor m = clang_getCursor(fe->tu, clang_getTokenLocation(fe->tu, fe->toks[first]));
    if (clang_getCursorKind(m) == CXCursor_MacroExpansion) {
      CXCursor def = clang_getCursorReferenced(m);
      fn_macro = clang_Cursor_isNull(def) || clang_Cursor_isMacroFunctionLike(def);
    }
  }
  if (first + 1 >= fe->ntoks || fn_macro || strcmp(fe_tok_text(fe, first + 1), "(") != 0) {
    lg_error(fe->diag, L->loc,
             "the header of this loop comes from the expansion of macro '%s': "
             "write 'for (...)' out in the source",
             first < fe->ntoks ? fe_tok_text(fe, first) : "?");
    return NULL;
  }
  /* The parts of `for (init; cond; inc)` by the offsets of the two ';'. */
  unsigned i = first + 1; /* '(' */
  unsigned semi[2] = {0, 0}, rparen = 0;
  int depth = 0, ns = 0;
  for (; i < fe->ntoks; i++) {
    const char *t = fe_tok_text(fe, i);
    if (!strcmp(t, "(") || !strcmp(t, "[") || !strcmp(t, "{"))
      depth++;
    else if (!strcmp(t, ")") || !strcmp(t, "]") || !strcmp(t, "}")) {
      if (--depth == 0) {
        rparen = fe->tok_off[i];
        break;
      }
    } else if (!strcmp(t, ";") && depth == 1 && ns < 2)
      semi[ns++] = fe->tok_off[i];
  }
  Kids kids = fe_kids(fe, c);
  CXCursor init = clang_getNullCursor(), cond = init, inc = init;
  *body = init;
  for (int k = 0; k < kids.n; k++) {
    unsigned kb, ke;
    fe_extent(fe, kids.v[k], &kb, &ke);
    if (kb < semi[0])
      init = kids.v[k];
    else if (kb < semi[1])
      cond = kids.v[k];
    else if (kb < rparen)
      inc = kids.v[k];
    else
      *body = kids.v[k];
  }
  const char *form = "a canonical loop 'for (i = lb; i < ub; i += step)'";
  if (clang_Cursor_isNull(init) || clang_Cursor_isNull(cond) || clang_Cursor_isNull(*body)) {
    lg_error(fe->diag, L->loc, "loop must be %s: %s is missing", form,
             clang_Cursor_isNull(init) ? "the initialization" : "the condition");
    return NULL;
  }
  /* init: `int i = lb` or `i = lb` */
  if (clang_getCursorKind(init) == CXCursor_DeclStmt) {
    Kids d = fe_kids(fe, init);
    CXCursor v = d.n == 1 ? d.v[0] : clang_getNullCursor();
    CXCursor iv_init = clang_Cursor_isNull(v) ? v : clang_Cursor_getVarDeclInitializer(v);
    if (clang_Cursor_isNull(v) || clang_getCursorKind(v) != CXCursor_VarDecl ||
        clang_Cursor_isNull(iv_init)) {
      lg_error(fe->diag, fe_cursor_loc(fe, init),
               "loop initialization must declare one induction variable with a value");
      return NULL;
    }
    L->iv = fe_var(fe, v);
    L->iv_declared = true;
    L->iv->region = fe->region;
    L->lb = fe_expr(fe, iv_init);
  } else if (clang_getCursorKind(init) == CXCursor_BinaryOperator &&
             clang_getCursorBinaryOperatorKind(init) == CXBinaryOperator_Assign) {
    Kids d = fe_kids(fe, init);
    L->iv = d.n == 2 ? iv_of(fe, d.v[0]) : NULL;
    if (!L->iv) {
      lg_error(fe->diag, fe_cursor_loc(fe, init),
               "loop initialization must assign the induction variable");
      return NULL;
    }
    L->lb = fe_expr(fe, d.v[1]);
  } else {
    lg_error(fe->diag, fe_cursor_loc(fe, init),
             "loop initialization must set one induction variable ('int i = lb' or 'i = lb')");
    return NULL;
  }
  if (!is_integer(L->iv->type)) {
    lg_error(fe->diag, L->iv->loc, "induction variable '%s' must have an integer type, not '%s'",
             L->iv->name, L->iv->type->spelling);
    return NULL;
  }
  note_var(fe, L->iv);
  /* cond: `i CMP ub` or `ub CMP i`; or a test that steps i and reads it
     before (`i-- > 0`, `i--`) or after (`--i >= 0`) */
  bool cond_ok = false;
  int test_step = 0; /* the step the condition makes (form POST_STEP, PRE_STEP) */
  bool test_pre = false;
  lg_Type *cmp_type = NULL; /* the type C compares in */
  CXCursor ub_cur = clang_getNullCursor();
  CXCursor cond_x = fe_strip(cond);
  if (clang_getCursorKind(cond_x) == CXCursor_BinaryOperator) {
    Kids d = fe_kids(fe, cond_x);
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cond_x);
    int cmp = op == CXBinaryOperator_LT   ? LG_CMP_LT
              : op == CXBinaryOperator_LE ? LG_CMP_LE
              : op == CXBinaryOperator_GT ? LG_CMP_GT
              : op == CXBinaryOperator_GE ? LG_CMP_GE
              : op == CXBinaryOperator_NE ? LG_CMP_NE
                                          : -1;
    static const lg_Cmp flip[] = {LG_CMP_GT, LG_CMP_GE, LG_CMP_LT, LG_CMP_LE, LG_CMP_NE};
    for (int side = 0; d.n == 2 && cmp >= 0 && side < 2 && !cond_ok; side++) {
      int st = 0;
      bool pre = false;
      if (iv_of(fe, d.v[side]) != L->iv && !(st = test_step_of(fe, d.v[side], L->iv, &pre)))
        continue;
      L->cmp = side == 0 ? (lg_Cmp)cmp : flip[cmp];
      L->ub = fe_expr(fe, d.v[1 - side]);
      ub_cur = d.v[1 - side];
      cmp_type = fe_type(fe, clang_getCursorType(d.v[side]));
      test_step = st;
      test_pre = pre;
      cond_ok = true;
    }
  } else {
    /* `i--` alone: `i-- != 0` */
    bool pre = false;
    int st = test_step_of(fe, cond_x, L->iv, &pre);
    if (st) {
      lg_Type *it = LG_NEW(fe->a, lg_Type);
      it->kind = LG_T_INT;
      it->spelling = "int";
      L->cmp = LG_CMP_NE;
      L->ub = mk_int(fe, 0, it, fe_cursor_loc(fe, cond));
      cmp_type = L->iv->type;
      test_step = st;
      test_pre = pre;
      cond_ok = true;
    }
  }
  if (!cond_ok) {
    lg_error(fe->diag, fe_cursor_loc(fe, cond),
             "loop condition must compare the induction variable '%s' with a bound "
             "(<, <=, >, >=, !=)",
             L->iv->name);
    return NULL;
  }
  /* inc: i++, ++i, i--, --i, i += C, i -= C, i = i + C, i = C + i, i = i - C;
     none when the condition steps i */
  long long step = 0;
  bool inc_ok = false;
  enum CXCursorKind ik = clang_getCursorKind(inc);
  if (test_step) {
    if (!clang_Cursor_isNull(inc)) {
      lg_error(fe->diag, fe_cursor_loc(fe, inc),
               "loop increment must be empty when the condition steps '%s' ('%s%s')", L->iv->name,
               L->iv->name, test_step > 0 ? "++" : "--");
      return NULL;
    }
    step = test_step;
    inc_ok = true;
  } else if (clang_Cursor_isNull(inc)) {
    lg_error(fe->diag, L->loc, "loop must be %s: the increment is missing", form);
    return NULL;
  } else if (ik == CXCursor_UnaryOperator) {
    Kids d = fe_kids(fe, inc);
    enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(inc);
    if (d.n == 1 && iv_of(fe, d.v[0]) == L->iv) {
      if (op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PreInc)
        step = 1, inc_ok = true;
      else if (op == CXUnaryOperator_PostDec || op == CXUnaryOperator_PreDec)
        step = -1, inc_ok = true;
    }
  } else if (ik == CXCursor_CompoundAssignOperator || ik == CXCursor_BinaryOperator) {
    Kids d = fe_kids(fe, inc);
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(inc);
    long long v;
    if (d.n == 2 && iv_of(fe, d.v[0]) == L->iv) {
      if ((op == CXBinaryOperator_AddAssign || op == CXBinaryOperator_SubAssign) &&
          fe_eval_int(d.v[1], &v)) {
        step = op == CXBinaryOperator_AddAssign ? v : -v;
        inc_ok = true;
      } else if (op == CXBinaryOperator_Assign) {
        CXCursor rhs = fe_strip(d.v[1]);
        Kids r = fe_kids(fe, rhs);
        enum CXBinaryOperatorKind rop = clang_getCursorKind(rhs) == CXCursor_BinaryOperator
                                             ? clang_getCursorBinaryOperatorKind(rhs)
                                             : CXBinaryOperator_Invalid;
        if (r.n == 2 && rop == CXBinaryOperator_Add) {
          if (iv_of(fe, r.v[0]) == L->iv && fe_eval_int(r.v[1], &v))
            step = v, inc_ok = true;
          else if (iv_of(fe, r.v[1]) == L->iv && fe_eval_int(r.v[0], &v))
            step = v, inc_ok = true;
        } else if (r.n == 2 && rop == CXBinaryOperator_Sub && iv_of(fe, r.v[0]) == L->iv &&
                   fe_eval_int(r.v[1], &v))
          step = -v, inc_ok = true;
      }
    }
  }
  if (!inc_ok) {
    lg_error(fe->diag, fe_cursor_loc(fe, inc),
             "loop increment must change '%s' by a constant step (%s++, %s--, %s += C, %s -= C)",
             L->iv->name, L->iv->name, L->iv->name, L->iv->name, L->iv->name);
    return NULL;
  }
  if (step == 0) {
    lg_error(fe->diag, fe_cursor_loc(fe, inc), "loop step must not be zero");
    return NULL;
  }
  L->step = step;
  if (!loop_form(fe, L, cond, ub_cur, clang_Cursor_isNull(inc) ? cond : inc, cmp_type, test_step,
                 test_pre))
    return NULL;
  return L;
}

/* ---- statements ----------------------------------------------------------------------- */

static lg_Stmt *snode(FE *fe, lg_StmtKind k, CXCursor c) {
  lg_Stmt *s = LG_NEW(fe->a, lg_Stmt);
  s->kind = k;
  s->loc = fe_cursor_loc(fe, c);
  return s;
}

static void stmt_into(FE *fe, CXCursor c, lg_PtrVec *out);

static bool assigns_var(const lg_Expr *e, const lg_Var *v) {
  if (!e)
    return false;
  if ((e->kind == LG_E_ASSIGN ||
       (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC)) &&
      e->args[0]->kind == LG_E_VAR && e->args[0]->var == v)
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (assigns_var(e->args[i], v))
      return true;
  return false;
}

/* The first statement below s whose own expressions (not its branches')
 * satisfy pred for v: for a loop, its bounds. */
typedef bool (*ExprPred)(const lg_Expr *e, const lg_Var *v);

static const lg_Stmt *find_stmt(const lg_Stmt *s, ExprPred pred, const lg_Var *v) {
  if (!s)
    return NULL;
  if ((s->kind == LG_S_EXPR || s->kind == LG_S_IF || s->kind == LG_S_WHILE ||
       s->kind == LG_S_DO || s->kind == LG_S_SWITCH || s->kind == LG_S_RETURN) &&
      pred(s->expr, v))
    return s;
  if (s->kind == LG_S_DECL && pred(s->init, v))
    return s;
  for (int i = 0; i < s->nstmts; i++) {
    const lg_Stmt *r = find_stmt(s->stmts[i], pred, v);
    if (r)
      return r;
  }
  const lg_Stmt *r = find_stmt(s->then, pred, v);
  if (!r)
    r = find_stmt(s->els, pred, v);
  if (!r && s->loop) {
    if (pred(s->loop->lb, v) || pred(s->loop->ub, v))
      return s;
    r = find_stmt(s->loop->body, pred, v);
  }
  return r;
}

static const lg_Stmt *find_iv_write(const lg_Stmt *s, const lg_Var *v) {
  return find_stmt(s, assigns_var, v);
}

/* Does e change variable v, or an element of it (an assignment or ++/--
 * whose target's root is v), or take its address (what a call does
 * through it is not seen here)? */
static bool changes_var(const lg_Expr *e, const lg_Var *v) {
  if (!e)
    return false;
  if ((e->kind == LG_E_ASSIGN || (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC))) {
    const lg_Expr *root = lg_lvalue_root(e->args[0]);
    if (root && (root->kind == LG_E_VAR || root->kind == LG_E_INDEX) && root->var == v)
      return true;
  }
  if (e->kind == LG_E_UNARY && e->op == LG_OP_ADDR && e->args[0]->kind == LG_E_VAR &&
      e->args[0]->var == v)
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (changes_var(e->args[i], v))
      return true;
  return false;
}

static const lg_Stmt *find_change(const lg_Stmt *s, const lg_Var *v) {
  return find_stmt(s, changes_var, v);
}

/* A variable that loop L's bound reads (not its start: C reads that once)
 * and that its body changes, or NULL: C reads the bound again at every
 * iteration, so the trip count is not known before the loop. */
typedef struct BoundWrite {
  const lg_Var *var;
  const lg_Stmt *where;
} BoundWrite;

static void bound_vars_written(const lg_Expr *e, const lg_Stmt *body, BoundWrite *bw) {
  if (!e || bw->var)
    return;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var) {
    const lg_Stmt *w = find_change(body, e->var);
    if (w) {
      bw->var = e->var;
      bw->where = w;
      return;
    }
  }
  for (int i = 0; i < e->nargs; i++)
    bound_vars_written(e->args[i], body, bw);
}

/* The parts of `for (init; cond; inc) body` by the offsets of the two ';' of
 * its header (libclang leaves empty parts out); false when the header is not
 * in the file's tokens (a macro's). */
static bool for_parts(FE *fe, CXCursor c, CXCursor *init, CXCursor *cond, CXCursor *inc,
                      CXCursor *body) {
  unsigned b, e;
  fe_extent(fe, c, &b, &e);
  unsigned first = fe_tok_at(fe, b);
  if (first + 1 >= fe->ntoks || strcmp(fe_tok_text(fe, first + 1), "(") != 0)
    return false;
  unsigned semi[2] = {0, 0}, rparen = 0;
  int depth = 0, ns = 0;
  for (unsigned i = first + 1; i < fe->ntoks; i++) {
    const char *t = fe_tok_text(fe, i);
    if (!strcmp(t, "(") || !strcmp(t, "[") || !strcmp(t, "{"))
      depth++;
    else if (!strcmp(t, ")") || !strcmp(t, "]") || !strcmp(t, "}")) {
      if (--depth == 0) {
        rparen = fe->tok_off[i];
        break;
      }
    } else if (!strcmp(t, ";") && depth == 1 && ns < 2)
      semi[ns++] = fe->tok_off[i];
  }
  if (ns != 2 || !rparen)
    return false;
  *init = *cond = *inc = *body = clang_getNullCursor();
  Kids kids = fe_kids(fe, c);
  for (int k = 0; k < kids.n; k++) {
    unsigned kb, ke;
    fe_extent(fe, kids.v[k], &kb, &ke);
    if (kb < semi[0])
      *init = kids.v[k];
    else if (kb < semi[1])
      *cond = kids.v[k];
    else if (kb < rparen)
      *inc = kids.v[k];
    else
      *body = kids.v[k];
  }
  return true;
}

/* A `for` that is not canonical, as sequential code of the thread (its
 * header as written): `{ init; for (; cond; inc) body }`, the loop an
 * LG_S_WHILE whose els is the increment (ir.h). `lowered_body` is the body
 * when it is lowered already. */
static lg_Stmt *plain_for(FE *fe, CXCursor c, lg_Stmt *lowered_body) {
  CXCursor init, cond, inc, body;
  if (!for_parts(fe, c, &init, &cond, &inc, &body)) {
    lg_error(fe->diag, fe_cursor_loc(fe, c),
             "the header of this loop comes from a macro expansion: write 'for (...)' out in "
             "the source");
    return NULL;
  }
  lg_PtrVec v = {0};
  if (!clang_Cursor_isNull(init))
    stmt_into(fe, init, &v);
  lg_Stmt *w = snode(fe, LG_S_WHILE, c);
  if (clang_Cursor_isNull(cond)) {
    lg_Type *it = LG_NEW(fe->a, lg_Type);
    it->kind = LG_T_INT;
    it->spelling = "int";
    w->expr = mk_int(fe, 1, it, w->loc);
  } else {
    w->expr = fe_expr(fe, cond);
  }
  if (!clang_Cursor_isNull(inc)) {
    w->els = snode(fe, LG_S_EXPR, inc);
    w->els->expr = fe_expr(fe, inc);
  }
  w->then = lowered_body ? lowered_body
                         : (clang_Cursor_isNull(body) ? NULL : fe_stmt(fe, body));
  if (!w->then)
    w->then = snode(fe, LG_S_NULL, c);
  if (!v.n)
    return w;
  lg_vec_push(fe->a, &v, w);
  lg_Stmt *blk = snode(fe, LG_S_BLOCK, c);
  blk->stmts = (lg_Stmt **)v.items;
  blk->nstmts = v.n;
  return blk;
}

static lg_Stmt *for_stmt(FE *fe, CXCursor c) {
  Pragma *pr = fe_pragma_for(fe, fe_offset(clang_getCursorLocation(c)));
  lg_Directive *dir = NULL;
  if (pr) {
    pr->used = true;
    dir = fe_parse_directive(fe, pr, fe_offset(clang_getCursorLocation(c)));
    if (!dir)
      return NULL;
    lg_Clause *h = lg_dir_find(dir, LG_CL_HOST);
    if (h && fe->region && fe->region->loop) {
      lg_error(fe->diag, h->loc, "a 'host' loop cannot be inside a kernel region");
      return NULL;
    }
  }
  CXCursor body;
  /* Only the loops of the mapping need the canonical form: one under a
     directive and the region's own. Any other runs as the thread's
     sequential code, as written when its header is not canonical. */
  bool plain_ok = !dir && (fe->device_fn || fe->region->loop);
  lg_Loop *L;
  if (plain_ok) {
    lg_diag_mute(fe->diag, true);
    int before = lg_diag_muted_errors(fe->diag);
    L = fe_loop_header(fe, c, &body);
    bool failed = !L || lg_diag_muted_errors(fe->diag) > before;
    lg_diag_mute(fe->diag, false);
    if (failed)
      return plain_for(fe, c, NULL);
  } else {
    L = fe_loop_header(fe, c, &body);
  }
  if (!L)
    return NULL;
  L->dir = dir;
  lg_Stmt *s = snode(fe, LG_S_FOR, c);
  s->loop = L;
  if (!fe->region->loop)
    fe->region->loop = L; /* the outermost loop: inner ones see they are inside */
  /* `for (k = 0; ...)` with `int k;` declared before the region: this loop's
     own instance of k, so that two loops reusing k are two induction
     variables for the analyses (one name in the kernel) */
  lg_Var *orig = L->iv->origin ? L->iv->origin : L->iv; /* past an earlier loop's */
  bool aliased = !L->iv_declared && orig->region != fe->region;
  if (aliased) {
    lg_Var *v = LG_NEW(fe->a, lg_Var);
    *v = *orig;
    v->origin = orig;
    v->region = fe->region;
    v->id = fe->allvars.n;
    lg_vec_push(fe->a, &fe->allvars, v);
    L->iv = v;
    lg_vec_push(fe->a, &fe->iv_from, orig);
    lg_vec_push(fe->a, &fe->iv_to, v);
    note_var(fe, v);
  }
  /* the instance stays in effect after the loop, for the rest of the
     region: `k` read there is the value this loop left (frontend.c refuses
     it where an analysis would take it for the loop's variable) */
  lg_vec_push(fe->a, &fe->open_ivs, L->iv);
  L->body = fe_stmt(fe, body);
  fe->open_ivs.n--;
  if (!L->body)
    L->body = snode(fe, LG_S_NULL, body);
  const lg_Stmt *w = find_iv_write(L->body, L->iv);
  if (w && plain_ok && L->iv_declared)
    return plain_for(fe, c, L->body); /* `for (int j = i; ...; j++)` that moves j itself */
  BoundWrite bw = {NULL, NULL};
  bound_vars_written(L->ub, L->body, &bw);
  bound_vars_written(lg_loop_extra_bound(L), L->body, &bw);
  if (bw.var && plain_ok && L->iv_declared)
    return plain_for(fe, c, L->body); /* C re-reads the bound: as written, in the thread */
  if (bw.var) {
    lg_error(fe->diag, bw.where->loc,
             "'%s', which the bound of the loop at line %d reads, is changed in its body: C "
             "reads the bound again at every iteration, so the iterations are not known before "
             "the loop",
             bw.var->name, L->loc.line);
    return NULL;
  }
  if (w) {
    lg_error(fe->diag, w->loc, "induction variable '%s' of the loop at line %d is modified in its body",
             L->iv->name, L->loc.line);
    return NULL;
  }
  return s;
}

static void note_expr_vars(FE *fe, const lg_Expr *e) {
  if (!e)
    return;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var)
    note_var(fe, e->var);
  for (int i = 0; i < e->nargs; i++)
    note_expr_vars(fe, e->args[i]);
}

/* ---- allocations in a kernel region (hoisting, docs/directives.md §4) ------------------
 * `T *p = malloc(bytes)` / `calloc(n, size)` (explicit casts allowed) and
 * `free(p)` in a kernel region: no device-side allocation is ever emitted.
 * The pointer is lowered as a one-dimensional array of its element count
 * (lg_Var.alloc records the call); transforms/hoist.c makes it the thread's
 * slice of one device buffer (or a local array when the size is a small
 * constant) and the free an empty statement. */

/* Through implicit and explicit casts and parentheses. */
static CXCursor strip_all(FE *fe, CXCursor c) {
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr && k != CXCursor_CStyleCastExpr)
      return c;
    Kids kids = fe_kids(fe, c);
    if (kids.n < 1)
      return c;
    c = kids.v[kids.n - 1];
  }
}

/* The name of the library function `call` calls, or "". */
static const char *callee_of(FE *fe, CXCursor call) {
  if (clang_getCursorKind(call) != CXCursor_CallExpr)
    return "";
  Kids kids = fe_kids(fe, call);
  CXCursor f = kids.n ? clang_getCursorReferenced(fe_strip(kids.v[0])) : clang_getNullCursor();
  if (clang_Cursor_isNull(f) || clang_getCursorKind(f) != CXCursor_FunctionDecl)
    return "";
  return fe_cxstring(fe, clang_getCursorSpelling(f));
}

static lg_Expr *mk_int(FE *fe, long long v, lg_Type *t, lg_Loc loc) {
  lg_Expr *e = LG_NEW(fe->a, lg_Expr);
  e->kind = LG_E_INT;
  e->ival = v;
  e->text = lg_fmt(fe->a, "%lld", v);
  e->type = t;
  e->loc = loc;
  return e;
}

static lg_Expr *mk_bin(FE *fe, lg_Op op, lg_Expr *a, lg_Expr *b) {
  lg_Expr *e = LG_NEW(fe->a, lg_Expr);
  e->kind = LG_E_BINARY;
  e->op = op;
  e->type = a->type;
  e->loc = a->loc;
  e->nargs = 2;
  e->args = LG_NEW_ARRAY(fe->a, lg_Expr *, 2);
  e->args[0] = a;
  e->args[1] = b;
  return e;
}

/* `E * sizeof(T)` or `sizeof(T) * E` with sizeof(T) == esz: sets *e to E. */
static bool times_elem(FE *fe, CXCursor c, long long esz, CXCursor *e) {
  c = fe_strip(c);
  if (clang_getCursorKind(c) != CXCursor_BinaryOperator ||
      clang_getCursorBinaryOperatorKind(c) != CXBinaryOperator_Mul)
    return false;
  Kids k = fe_kids(fe, c);
  long long v;
  if (k.n != 2)
    return false;
  for (int i = 0; i < 2; i++) {
    CXCursor sz = fe_strip(k.v[i]);
    if (clang_getCursorKind(sz) == CXCursor_UnaryExpr && fe_eval_int(sz, &v) && v == esz) {
      *e = k.v[1 - i];
      return true;
    }
  }
  return false;
}

/* The element count of `bytes` bytes of elements of esz bytes, as IR. */
static lg_Expr *elem_count(FE *fe, CXCursor bytes, long long esz) {
  CXCursor e;
  long long v;
  lg_Loc loc = fe_cursor_loc(fe, bytes);
  lg_Type *t = fe_type(fe, clang_getCursorType(bytes));
  if (fe_eval_int(bytes, &v))
    return mk_int(fe, v > 0 ? (v + esz - 1) / esz : 0, t, loc);
  if (times_elem(fe, bytes, esz, &e))
    return fe_eval_int(e, &v) ? mk_int(fe, v, t, loc) : fe_expr(fe, e);
  /* rounded up: the slice holds whole elements */
  lg_Expr *b = fe_expr(fe, bytes);
  if (esz == 1)
    return b;
  return mk_bin(fe, LG_OP_DIV, mk_bin(fe, LG_OP_ADD, b, mk_int(fe, esz - 1, t, loc)),
                mk_int(fe, esz, t, loc));
}

/* `T *p = malloc(...)` / `calloc(...)`: types p as an array of its element
 * count and records the allocation; false when `v` is no such declaration. */
static bool heap_decl(FE *fe, CXCursor v, lg_Var *var) {
  CXCursor init = clang_Cursor_getVarDeclInitializer(v);
  if (clang_Cursor_isNull(init) || var->type->kind != LG_T_PTR)
    return false;
  CXCursor call = strip_all(fe, init);
  const char *name = callee_of(fe, call);
  bool is_calloc = !strcmp(name, "calloc");
  if (strcmp(name, "malloc") != 0 && !is_calloc)
    return false;
  Kids k = fe_kids(fe, call);
  lg_Type *elem = var->type->elem;
  if (elem->kind < LG_T_BOOL || elem->kind > LG_T_LDOUBLE || k.n != (is_calloc ? 3 : 2)) {
    lg_error(fe->diag, var->loc,
             "'%s' of '%s' in a kernel region: only a pointer to scalars initialized by "
             "malloc(bytes) or calloc(count, size) is hoisted",
             name, var->type->spelling);
    return true;
  }
  CXType pt = clang_getPointeeType(clang_getCanonicalType(clang_getCursorType(v)));
  long long esz = clang_Type_getSizeOf(pt);
  if (esz <= 0)
    esz = 1;
  lg_Alloc *al = LG_NEW(fe->a, lg_Alloc);
  al->kind = is_calloc ? LG_ALLOC_CALLOC : LG_ALLOC_MALLOC;
  al->var = var;
  al->loc = fe_loc(fe, clang_getRangeStart(clang_getCursorExtent(call)));
  al->stmt_alloc = al->stmt_free = -1;
  al->elem = elem->spelling;
  if (is_calloc) {
    long long cnt, size;
    if (fe_eval_int(k.v[2], &size) && size == esz)
      al->count = fe_eval_int(k.v[1], &cnt) ? mk_int(fe, cnt, fe_type(fe, clang_getCursorType(k.v[1])),
                                                      fe_cursor_loc(fe, k.v[1]))
                                            : fe_expr(fe, k.v[1]);
    else if (fe_eval_int(k.v[1], &cnt) && fe_eval_int(k.v[2], &size))
      al->count = mk_int(fe, cnt * size > 0 ? (cnt * size + esz - 1) / esz : 0,
                         fe_type(fe, clang_getCursorType(k.v[2])), fe_cursor_loc(fe, k.v[1]));
    else {
      lg_Expr *bytes = mk_bin(fe, LG_OP_MUL, fe_expr(fe, k.v[1]), fe_expr(fe, k.v[2]));
      lg_Type *t = bytes->args[1]->type;
      bytes->type = t;
      al->count = mk_bin(fe, LG_OP_DIV, mk_bin(fe, LG_OP_ADD, bytes, mk_int(fe, esz - 1, t, al->loc)),
                         mk_int(fe, esz, t, al->loc));
    }
  } else {
    al->count = elem_count(fe, k.v[1], esz);
  }
  note_expr_vars(fe, al->count);
  lg_Type *at = LG_NEW(fe->a, lg_Type);
  at->kind = LG_T_ARRAY;
  at->elem = elem;
  at->is_const = elem->is_const;
  at->ndims = 1;
  at->dims = LG_NEW_ARRAY(fe->a, lg_Expr *, 1);
  at->cdims = LG_NEW_ARRAY(fe->a, long long, 1);
  at->dims[0] = al->count;
  at->cdims[0] = -1; /* hoist.c decides: a slice, or a local array */
  at->spelling = var->type->spelling;
  var->type = at;
  var->alloc = al;
  return true;
}

/* `free(p)` of a pointer that a malloc of this region initialized: an empty
 * statement (the buffer is released after the launch), or NULL. */
static lg_Stmt *heap_free(FE *fe, CXCursor c) {
  if (strcmp(callee_of(fe, c), "free") != 0)
    return NULL;
  Kids k = fe_kids(fe, c);
  if (k.n != 2)
    return NULL;
  CXCursor a = strip_all(fe, k.v[1]);
  if (clang_getCursorKind(a) != CXCursor_DeclRefExpr)
    return NULL;
  CXCursor d = clang_getCursorReferenced(a);
  if (clang_getCursorKind(d) != CXCursor_VarDecl)
    return NULL;
  lg_Var *v = fe_var(fe, d);
  if (!v->alloc || v->region != fe->region)
    return NULL;
  lg_Stmt *s = snode(fe, LG_S_NULL, c);
  s->comment = lg_fmt(fe->a, "free(%s): hoisted, its buffer is released after the launch",
                      v->name);
  if (!v->alloc->freed) {
    v->alloc->freed = true;
    v->alloc->free_loc = s->loc;
  }
  return s;
}

static void decl_into(FE *fe, CXCursor c, lg_PtrVec *out) {
  Kids kids = fe_kids(fe, c);
  for (int i = 0; i < kids.n; i++) {
    CXCursor v = kids.v[i];
    if (clang_getCursorKind(v) != CXCursor_VarDecl) {
      lg_error(fe->diag, fe_cursor_loc(fe, v),
               "only variable declarations are supported in a kernel region");
      continue;
    }
    lg_Var *var = fe_var(fe, v);
    var->region = fe->region;
    if (clang_Cursor_hasVarDeclGlobalStorage(v) != 1 && alias_decl(fe, v, var, out))
      continue;
    note_var(fe, var);
    if (!fe_check_type(fe, var->type, var->loc))
      continue;
    if (clang_Cursor_hasVarDeclGlobalStorage(v) == 1) {
      lg_error(fe->diag, var->loc, "static variable '%s' in a kernel region", var->name);
      continue;
    }
    if (fe->device_fn && (var->type->kind == LG_T_ARRAY ? var->type->ndims && var->type->cdims[0] < 0
                                                        : var->type->kind == LG_T_PTR)) {
      lg_error(fe->diag, var->loc,
               "'%s' in function '%s', which a kernel region calls: allocations and "
               "variable-length arrays in device functions are not supported",
               var->name, fe->device_fn->name);
      continue;
    }
    if (heap_decl(fe, v, var)) {
      /* a malloc'ed pointer, now an array of its element count: no
         initializer in the IR (hoist.c) */
      lg_Stmt *s = snode(fe, LG_S_DECL, v);
      s->var = var;
      lg_vec_push(fe->a, out, s);
      continue;
    }
    if (var->type->kind == LG_T_ARRAY) {
      /* a variable-length array: hoisted into a slice of a preallocated
         device buffer (transforms/hoist.c checks the rest); its size is
         computed by the host and, inside, is a parameter of the kernel */
      for (int d = 0; d < var->type->ndims; d++)
        if (var->type->cdims[d] < 0)
          note_expr_vars(fe, var->type->dims[d]);
    } else if (var->type->kind != LG_T_OTHER && var->type->kind != LG_T_PTR) {
      /* scalar: fine */
    } else {
      lg_error(fe->diag, var->loc,
               "variable '%s' of type '%s' in a kernel region: only scalars and fixed-size "
               "arrays are supported%s",
               var->name, var->type->spelling,
               var->type->kind == LG_T_PTR
                   ? ", and pointers that their declaration initializes with malloc or calloc "
                     "('float *p = malloc(n * sizeof(float))')"
                   : "");
      continue;
    }
    lg_Stmt *s = snode(fe, LG_S_DECL, v);
    s->var = var;
    CXCursor init = clang_Cursor_getVarDeclInitializer(v);
    if (!clang_Cursor_isNull(init))
      s->init = fe_expr(fe, init);
    lg_vec_push(fe->a, out, s);
  }
}

/* ---- switch ------------------------------------------------------------------
 * The labels of a switch's block become statements of their own (LG_S_CASE,
 * LG_S_DEFAULT) before the statement they label: `case 1: case 2: x;` is
 * CASE 1, CASE 2, x. Labels deeper in the block are refused (fe_stmt). */
static void labelled_into(FE *fe, CXCursor c, lg_PtrVec *out) {
  enum CXCursorKind k = clang_getCursorKind(c);
  if (k != CXCursor_CaseStmt && k != CXCursor_DefaultStmt) {
    stmt_into(fe, c, out);
    return;
  }
  Kids kids = fe_kids(fe, c);
  lg_Stmt *l = snode(fe, k == CXCursor_CaseStmt ? LG_S_CASE : LG_S_DEFAULT, c);
  int want = k == CXCursor_CaseStmt ? 2 : 1;
  if (kids.n != want) {
    lg_error(fe->diag, l->loc,
             "this form of 'case' (a range 'lo ... hi') is not supported in a kernel region");
    return;
  }
  if (k == CXCursor_CaseStmt)
    l->expr = fe_expr(fe, kids.v[0]);
  lg_vec_push(fe->a, out, l);
  labelled_into(fe, kids.v[want - 1], out);
}

static lg_Stmt *switch_stmt(FE *fe, CXCursor c) {
  Kids kids = fe_kids(fe, c);
  if (kids.n != 2 || !clang_isExpression(clang_getCursorKind(kids.v[0])) ||
      clang_getCursorKind(kids.v[1]) != CXCursor_CompoundStmt) {
    lg_error(fe->diag, fe_cursor_loc(fe, c),
             "this form of 'switch' is not supported in a kernel region: its body must be a "
             "block '{ case ...: ... }'");
    return NULL;
  }
  lg_Stmt *s = snode(fe, LG_S_SWITCH, c);
  s->expr = fe_expr(fe, kids.v[0]);
  lg_Stmt *blk = snode(fe, LG_S_BLOCK, kids.v[1]);
  Kids body = fe_kids(fe, kids.v[1]);
  lg_PtrVec v = {0};
  for (int i = 0; i < body.n; i++)
    labelled_into(fe, body.v[i], &v);
  blk->stmts = (lg_Stmt **)v.items;
  blk->nstmts = v.n;
  s->then = blk;
  /* C lets a label follow a declaration of the same block; C++ (CUDA) does
     not let a jump to it cross an initialization */
  for (int i = 0; i < v.n; i++) {
    lg_Stmt *d = v.items[i];
    if (d->kind != LG_S_DECL)
      continue;
    for (int j = i + 1; j < v.n; j++) {
      lg_Stmt *l = v.items[j];
      if (l->kind == LG_S_CASE || l->kind == LG_S_DEFAULT) {
        lg_error(fe->diag, d->loc,
                 "'%s' is declared in the block of a 'switch' before the label at line %d, "
                 "which CUDA (C++) does not let a jump cross: put the statements of its case "
                 "in braces '{ }'",
                 d->var->name, l->loc.line);
        return NULL;
      }
    }
  }
  return s;
}

/* ---- assert ----------------------------------------------------------------
 * `assert(e)` reaches the AST as glibc's expansion (a statement expression
 * around __assert_fail, or `(void)0` under NDEBUG). The statement is known
 * by its first token, `assert`, and becomes the call `assert(e)`, which
 * CUDA's <assert.h> provides on the device. 1: an assert; 2: one that
 * NDEBUG made empty; 0: not an assert. */
static int assert_stmt(FE *fe, CXCursor c) {
  unsigned b, e;
  fe_extent(fe, c, &b, &e);
  unsigned t = fe_tok_at(fe, b);
  if (t + 1 >= fe->ntoks || fe->tok_off[t] != b || strcmp(fe_tok_text(fe, t), "assert") != 0 ||
      strcmp(fe_tok_text(fe, t + 1), "(") != 0)
    return 0;
  CXCursor x = strip_all(fe, c);
  if (clang_getCursorKind(x) == CXCursor_IntegerLiteral)
    return 2;
  return 1;
}

typedef struct AssertFind {
  FE *fe;
  CXCursor cond;
} AssertFind;

static enum CXChildVisitResult assert_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  AssertFind *af = d;
  enum CXCursorKind k = clang_getCursorKind(c);
  if (k == CXCursor_IfStmt || k == CXCursor_ConditionalOperator) {
    Kids kids = fe_kids(af->fe, c);
    if (kids.n >= 2 && clang_isExpression(clang_getCursorKind(kids.v[0]))) {
      /* the one whose other branch calls __assert_fail */
      CXCursor other = strip_all(af->fe, kids.v[kids.n - 1]);
      if (!strcmp(callee_of(af->fe, other), "__assert_fail")) {
        af->cond = kids.v[0];
        return CXChildVisit_Break;
      }
    }
  }
  return CXChildVisit_Recurse;
}

/* The condition of an `assert` statement (assert_stmt 1), or null. */
static CXCursor assert_cond(FE *fe, CXCursor c) {
  AssertFind af = {fe, clang_getNullCursor()};
  clang_visitChildren(c, assert_visit, &af);
  return af.cond;
}

/* ---- goto ------------------------------------------------------------------
 * `L: s` becomes LG_S_LABEL L, then s, in the block (transforms/goto.c checks
 * the jumps once the body is lowered). */
static lg_Stmt *label_node(FE *fe, CXCursor c) {
  lg_Stmt *l = snode(fe, LG_S_LABEL, c);
  l->label = fe_cxstring(fe, clang_getCursorSpelling(c));
  return l;
}

static lg_Stmt *goto_node(FE *fe, CXCursor c) {
  lg_Stmt *g = snode(fe, LG_S_GOTO, c);
  Kids kids = fe_kids(fe, c);
  for (int i = 0; i < kids.n && !g->label; i++)
    if (clang_getCursorKind(kids.v[i]) == CXCursor_LabelRef)
      g->label = fe_cxstring(fe, clang_getCursorSpelling(kids.v[i]));
  if (!g->label) {
    lg_error(fe->diag, g->loc, "this form of 'goto' is not supported in a kernel region");
    return NULL;
  }
  return g;
}

static void stmt_into(FE *fe, CXCursor c, lg_PtrVec *out) {
  if (clang_getCursorKind(c) == CXCursor_LabelStmt) {
    lg_vec_push(fe->a, out, label_node(fe, c));
    Kids kids = fe_kids(fe, c);
    for (int i = 0; i < kids.n; i++)
      stmt_into(fe, kids.v[i], out);
  } else if (clang_getCursorKind(c) == CXCursor_DeclStmt)
    decl_into(fe, c, out);
  else {
    lg_Stmt *s = fe_stmt(fe, c);
    if (s)
      lg_vec_push(fe->a, out, s);
  }
}

lg_Stmt *fe_stmt(FE *fe, CXCursor c) {
  enum CXCursorKind k = clang_getCursorKind(c);
  switch (k) {
  case CXCursor_CompoundStmt: {
    lg_Stmt *s = snode(fe, LG_S_BLOCK, c);
    Kids kids = fe_kids(fe, c);
    lg_PtrVec v = {0};
    for (int i = 0; i < kids.n; i++)
      stmt_into(fe, kids.v[i], &v);
    s->stmts = (lg_Stmt **)v.items;
    s->nstmts = v.n;
    return s;
  }
  case CXCursor_DeclStmt: {
    lg_PtrVec v = {0};
    decl_into(fe, c, &v);
    if (v.n == 1)
      return v.items[0];
    lg_Stmt *s = snode(fe, LG_S_BLOCK, c); /* `for (...) int a, b;` cannot occur; harmless */
    s->stmts = (lg_Stmt **)v.items;
    s->nstmts = v.n;
    return s;
  }
  case CXCursor_ForStmt:
    return for_stmt(fe, c);
  case CXCursor_IfStmt: {
    Kids kids = fe_kids(fe, c);
    if (kids.n < 2 || !clang_isExpression(clang_getCursorKind(kids.v[0]))) {
      lg_error(fe->diag, fe_cursor_loc(fe, c), "this form of 'if' is not supported in a kernel region");
      return NULL;
    }
    lg_Stmt *s = snode(fe, LG_S_IF, c);
    s->expr = fe_expr(fe, kids.v[0]);
    s->then = fe_stmt(fe, kids.v[1]);
    if (kids.n > 2)
      s->els = fe_stmt(fe, kids.v[2]);
    return s;
  }
  case CXCursor_WhileStmt: {
    Kids kids = fe_kids(fe, c);
    if (kids.n != 2 || !clang_isExpression(clang_getCursorKind(kids.v[0]))) {
      lg_error(fe->diag, fe_cursor_loc(fe, c), "this form of 'while' is not supported in a kernel region");
      return NULL;
    }
    lg_Stmt *s = snode(fe, LG_S_WHILE, c);
    s->expr = fe_expr(fe, kids.v[0]);
    s->then = fe_stmt(fe, kids.v[1]);
    return s;
  }
  case CXCursor_DoStmt: {
    Kids kids = fe_kids(fe, c);
    if (kids.n != 2) {
      lg_error(fe->diag, fe_cursor_loc(fe, c), "this form of 'do' is not supported in a kernel region");
      return NULL;
    }
    lg_Stmt *s = snode(fe, LG_S_DO, c);
    s->then = fe_stmt(fe, kids.v[0]);
    s->expr = fe_expr(fe, kids.v[1]);
    return s;
  }
  case CXCursor_BreakStmt:
    return snode(fe, LG_S_BREAK, c);
  case CXCursor_ContinueStmt:
    return snode(fe, LG_S_CONTINUE, c);
  case CXCursor_NullStmt:
    return snode(fe, LG_S_NULL, c);
  case CXCursor_ReturnStmt: {
    if (!fe->device_fn) {
      lg_error(fe->diag, fe_cursor_loc(fe, c), "'return' out of a kernel region is not allowed");
      return NULL;
    }
    lg_Stmt *s = snode(fe, LG_S_RETURN, c);
    Kids kids = fe_kids(fe, c);
    if (kids.n == 1)
      s->expr = fe_expr(fe, kids.v[0]);
    return s;
  }
  case CXCursor_GotoStmt:
    return goto_node(fe, c);
  case CXCursor_IndirectGotoStmt:
    lg_error(fe->diag, fe_cursor_loc(fe, c),
             "computed 'goto' ('goto *p') in a kernel region is not supported: jump to a named "
             "label ('goto done;'), or use a 'switch'");
    return NULL;
  case CXCursor_LabelStmt: {
    /* a labelled statement where a block is not (`if (c) L: x;`): a block of
       its own */
    lg_Stmt *s = snode(fe, LG_S_BLOCK, c);
    lg_PtrVec v = {0};
    stmt_into(fe, c, &v);
    s->stmts = (lg_Stmt **)v.items;
    s->nstmts = v.n;
    return s;
  }
  case CXCursor_SwitchStmt:
    return switch_stmt(fe, c);
  case CXCursor_CaseStmt:
  case CXCursor_DefaultStmt:
    lg_error(fe->diag, fe_cursor_loc(fe, c),
             "a '%s' label inside a statement nested in its 'switch' is not supported in a "
             "kernel region: put the labels at the top level of the switch's braces",
             k == CXCursor_CaseStmt ? "case" : "default");
    return NULL;
  default:
    if (k == CXCursor_CallExpr || k == CXCursor_ParenExpr || k == CXCursor_CStyleCastExpr ||
        k == CXCursor_BinaryOperator || k == CXCursor_UnexposedExpr) {
      int is_assert = assert_stmt(fe, c);
      if (is_assert == 2)
        return snode(fe, LG_S_NULL, c); /* assert under NDEBUG */
      if (is_assert == 1) {
        CXCursor cond = assert_cond(fe, c);
        if (clang_Cursor_isNull(cond)) {
          lg_error(fe->diag, fe_cursor_loc(fe, c),
                   "this form of 'assert' is not supported in a kernel region");
          return NULL;
        }
        lg_Stmt *s = snode(fe, LG_S_EXPR, c);
        lg_Expr *call = LG_NEW(fe->a, lg_Expr);
        call->kind = LG_E_CALL;
        call->loc = s->loc;
        call->text = "assert";
        call->type = fe_type(fe, clang_getCursorType(c));
        call->nargs = 1;
        call->args = LG_NEW_ARRAY(fe->a, lg_Expr *, 1);
        call->args[0] = fe_expr(fe, cond);
        s->expr = call;
        return s;
      }
    }
    if (k == CXCursor_CallExpr) {
      lg_Stmt *s = heap_free(fe, c);
      if (s)
        return s;
    }
    if (clang_isExpression(k)) {
      lg_Stmt *s = snode(fe, LG_S_EXPR, c);
      s->expr = fe_expr(fe, c);
      return s;
    }
    lg_error(fe->diag, fe_cursor_loc(fe, c), "this statement is not supported in a kernel region");
    return NULL;
  }
}
