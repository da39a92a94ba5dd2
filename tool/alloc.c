/* alloc.c — finds the allocations in the body of a `host` loop
 * (docs/directives.md §4) and records them, with the facts the safety analysis of
 * transforms/hoist.c needs, as lg_Alloc on the lg_HostLoop:
 *   - which variable holds the pointer (`T *p = malloc(n)`, `p = malloc(n)`,
 *     `cudaMalloc(&p, n)`, `cudaMallocAsync(&p, n, stream)`);
 *   - every other use of it in the body: elements and arithmetic are fine;
 *     copies (`q = p`, `A[i] = p`), `return p`, `&p`, `realloc(p, ...)` and
 *     calls to functions that may keep it make it escape; whether host code
 *     touches its elements at all (else the buffer can stay on the device);
 *   - its `free` (`cudaFree`, `cudaFreeAsync`), and whether that runs on
 *     every path (in a statement of the body after the allocation, not
 *     under a condition, no jump in between); a `CHECK(cudaFree(p))` macro
 *     wrapper counts, its argument is edited where it is written;
 *   - the byte count as C text, and how it varies with the loop: invariant,
 *     affine in the induction variable (largest at one end), or otherwise.
 * Host loop bodies stay source text, so this works on clang cursors and
 * offsets; the printer replaces the call and deletes the free.
 */
#include <string.h>

#include "fe.h"

#define MAX_DEPTH 128

typedef struct AWalk {
  FE *fe;
  lg_HostLoop *h;
  lg_PtrVec allocs;   /* lg_Alloc * */
  lg_PtrVec body_decls; /* lg_Var * declared in the body */
} AWalk;

static const char *src_text(FE *fe, unsigned b, unsigned e) {
  return lg_strndup(fe->a, fe->p->src + b, e > b ? e - b : 0);
}

static bool is_cast_like(CXCursor c) {
  enum CXCursorKind k = clang_getCursorKind(c);
  return k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr || k == CXCursor_CStyleCastExpr;
}

/* Through implicit casts, parentheses and explicit casts. */
static CXCursor strip_casts(FE *fe, CXCursor c) {
  while (is_cast_like(c)) {
    Kids k = fe_kids(fe, c);
    if (k.n < 1)
      return c;
    c = k.v[k.n - 1]; /* a cast's operand is its last child (after a type ref) */
  }
  return c;
}

static const char *callee_name(FE *fe, CXCursor call) {
  if (clang_getCursorKind(call) != CXCursor_CallExpr)
    return NULL;
  return fe_cxstring(fe, clang_getCursorSpelling(call));
}

static lg_AllocKind alloc_kind(const char *name, bool *is) {
  *is = true;
  if (!strcmp(name, "malloc"))
    return LG_ALLOC_MALLOC;
  if (!strcmp(name, "calloc"))
    return LG_ALLOC_CALLOC;
  if (!strcmp(name, "aligned_alloc"))
    return LG_ALLOC_ALIGNED;
  if (!strcmp(name, "cudaMalloc"))
    return LG_ALLOC_CUDA;
  if (!strcmp(name, "cudaMallocAsync"))
    return LG_ALLOC_CUDA_ASYNC;
  *is = false;
  return LG_ALLOC_MALLOC;
}

/* The extent of a call (or any expression) where it is written: inside the
 * argument of a macro (`CHECK(cudaMalloc(&p, n))`) the expansion location is
 * the macro's name, the file location is the call's own text, after that
 * name. A call written
 * in a macro's definition (which comes before any use) has no text of its
 * own at the use: *in_macro_body says so. */
static void call_extent(FE *fe, CXCursor c, unsigned *b, unsigned *e, bool *in_macro_body) {
  CXSourceRange r = clang_getCursorExtent(c);
  unsigned fb = 0, fe_ = 0, sb = 0;
  CXFile f1 = NULL, f2 = NULL, fs = NULL;
  fe_extent(fe, c, b, e);
  if (in_macro_body)
    *in_macro_body = false;
  clang_getFileLocation(clang_getRangeStart(r), &f1, NULL, NULL, &fb);
  clang_getFileLocation(clang_getRangeEnd(r), &f2, NULL, NULL, &fe_);
  clang_getSpellingLocation(clang_getRangeStart(r), &fs, NULL, NULL, &sb);
  bool here = f1 && f2 && fs && clang_File_isEqual(f1, fe->file) &&
              clang_File_isEqual(f2, fe->file) && clang_File_isEqual(fs, fe->file);
  if (here && sb == fb && fe_ >= fb) {
    /* spelled where it stands: plain code, or a macro's argument */
    *b = fb;
    *e = fe_;
  } else if (in_macro_body) {
    *in_macro_body = true; /* spelled in a #define (or a header) */
  }
}

static lg_Var *var_of(FE *fe, CXCursor c) {
  c = strip_casts(fe, c);
  if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
    return NULL;
  CXCursor d = clang_getCursorReferenced(c);
  enum CXCursorKind k = clang_getCursorKind(d);
  return k == CXCursor_VarDecl || k == CXCursor_ParmDecl ? fe_var(fe, d) : NULL;
}

static bool in_vec(const lg_PtrVec *v, const void *x) {
  for (int i = 0; i < v->n; i++)
    if (v->items[i] == x)
      return true;
  return false;
}

static bool written_in_loop(AWalk *w, const lg_Var *v) {
  for (int i = 0; i < w->h->nwrites; i++)
    if (w->h->writes[i] == v)
      return true;
  return in_vec(&w->body_decls, v);
}

/* How the value of `c` varies over the loop: 0 invariant, 1 affine in the
 * induction variable, 2 otherwise (or not evaluable before the loop). */
static int degree(AWalk *w, CXCursor c) {
  FE *fe = w->fe;
  enum CXCursorKind k = clang_getCursorKind(c);
  switch (k) {
  case CXCursor_IntegerLiteral:
  case CXCursor_CharacterLiteral:
  case CXCursor_FloatingLiteral:
  case CXCursor_UnaryExpr: /* sizeof, _Alignof: constants (a VLA's sizeof would vary) */
    return k == CXCursor_UnaryExpr && !clang_Cursor_Evaluate(c) ? 2 : 0;
  case CXCursor_DeclRefExpr: {
    CXCursor d = clang_getCursorReferenced(c);
    enum CXCursorKind dk = clang_getCursorKind(d);
    if (dk == CXCursor_EnumConstantDecl)
      return 0;
    if (dk != CXCursor_VarDecl && dk != CXCursor_ParmDecl)
      return 2;
    lg_Var *v = fe_var(fe, d);
    if (v == w->h->loop->iv)
      return 1;
    return written_in_loop(w, v) ? 2 : 0;
  }
  case CXCursor_UnexposedExpr:
  case CXCursor_ParenExpr:
  case CXCursor_CStyleCastExpr: {
    Kids kids = fe_kids(fe, c);
    return kids.n ? degree(w, kids.v[kids.n - 1]) : 2;
  }
  case CXCursor_BinaryOperator: {
    Kids kids = fe_kids(fe, c);
    if (kids.n != 2)
      return 2;
    int a = degree(w, kids.v[0]), b = degree(w, kids.v[1]);
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c);
    if (op == CXBinaryOperator_Add || op == CXBinaryOperator_Sub)
      return a > b ? a : b;
    if (op == CXBinaryOperator_Mul) {
      int s = a + b;
      return s > 2 ? 2 : s;
    }
    return a || b ? 2 : 0;
  }
  default:
    return 2; /* calls, element reads, conditionals: not bounded ahead */
  }
}

/* `sizeof EXPR` inside a size: its extent and the type it measures. */
typedef struct SizeofOf {
  FE *fe;
  unsigned b[16], e[16];
  const char *type[16];
  int n;
} SizeofOf;

static enum CXChildVisitResult sizeof_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  SizeofOf *so = d;
  FE *fe = so->fe;
  if (clang_getCursorKind(c) != CXCursor_UnaryExpr)
    return CXChildVisit_Recurse;
  unsigned b, e;
  fe_extent(fe, c, &b, &e);
  unsigned t = fe_tok_at(fe, b);
  if (t >= fe->ntoks || fe->tok_off[t] != b || strcmp(fe_tok_text(fe, t), "sizeof") != 0)
    return CXChildVisit_Recurse;
  Kids k = fe_kids(fe, c);
  if (k.n != 1 || !clang_isExpression(clang_getCursorKind(k.v[0])) || so->n == 16)
    return CXChildVisit_Continue; /* sizeof(TYPE) */
  CXType ty = clang_getCursorType(k.v[0]);
  so->b[so->n] = b;
  so->e[so->n] = e;
  so->type[so->n] = fe_cxstring(fe, clang_getTypeSpelling(ty));
  so->n++;
  return CXChildVisit_Continue;
}

/* The text of the size [b, e) (the cursor `arg`) as the code before the
 * loop evaluates it (preallocation): every reference to the induction
 * variable replaced by `lg_iv`, and every `sizeof EXPR` by `sizeof(TYPE)`
 * of the type it measures, so that `malloc(n * sizeof *p)`, whose `p` is
 * declared in the body, needs no variable of the body. */
static const char *text_with_iv(AWalk *w, CXCursor arg, unsigned b, unsigned e) {
  FE *fe = w->fe;
  SizeofOf so = {.fe = fe};
  if (clang_getCursorKind(arg) == CXCursor_UnaryExpr)
    sizeof_visit(arg, arg, &so);
  else
    clang_visitChildren(arg, sizeof_visit, &so);
  lg_Buf out = {0};
  unsigned pos = b;
  int k = 0;
  for (unsigned t = fe_tok_at(fe, b); t < fe->ntoks && fe->tok_off[t] < e; t++) {
    unsigned off = fe->tok_off[t];
    if (off < pos)
      continue; /* inside a sizeof already rewritten */
    while (k < so.n && so.e[k] <= off)
      k++;
    if (k < so.n && off == so.b[k] && so.b[k] >= b && so.e[k] <= e) {
      lg_buf_put(&out, fe->p->src + pos, off - pos);
      lg_buf_printf(&out, "sizeof(%s)", so.type[k]);
      pos = so.e[k];
      continue;
    }
    if (clang_getTokenKind(fe->toks[t]) != CXToken_Identifier)
      continue;
    const char *s = fe_tok_text(fe, t);
    if (!w->h->loop->iv || strcmp(s, w->h->loop->iv->name) != 0)
      continue;
    /* a token of the iv's name that refers to it (no shadowing inside an
       allocation's size expression) */
    lg_buf_put(&out, fe->p->src + pos, off - pos);
    lg_buf_puts(&out, "lg_iv");
    pos = off + (unsigned)strlen(s);
  }
  lg_buf_put(&out, fe->p->src + pos, e > pos ? e - pos : 0);
  const char *r = lg_strndup(fe->a, out.data ? out.data : "", out.len);
  lg_buf_free(&out);
  return r;
}

static void set_size(AWalk *w, lg_Alloc *al, CXCursor *args, int nargs) {
  FE *fe = w->fe;
  unsigned b0, e0, b1, e1;
  if ((al->kind == LG_ALLOC_MALLOC || LG_ALLOC_IS_DEVICE(al->kind)) && nargs == 1) {
    call_extent(fe, args[0], &b0, &e0, NULL);
    al->size = src_text(fe, b0, e0);
    al->size_iv = text_with_iv(w, args[0], b0, e0);
    al->size_deg = degree(w, args[0]);
  } else if (nargs == 2) {
    call_extent(fe, args[0], &b0, &e0, NULL);
    call_extent(fe, args[1], &b1, &e1, NULL);
    if (al->kind == LG_ALLOC_CALLOC) {
      al->size = lg_fmt(fe->a, "(size_t)(%s) * (%s)", src_text(fe, b0, e0), src_text(fe, b1, e1));
      al->size_iv = lg_fmt(fe->a, "(size_t)(%s) * (%s)", text_with_iv(w, args[0], b0, e0),
                           text_with_iv(w, args[1], b1, e1));
      int a = degree(w, args[0]), b = degree(w, args[1]);
      al->size_deg = a + b > 2 ? 2 : a + b;
    } else {
      al->align = src_text(fe, b0, e0);
      al->size = src_text(fe, b1, e1);
      al->size_iv = text_with_iv(w, args[1], b1, e1);
      al->size_deg = degree(w, args[1]);
      if (degree(w, args[0]) != 0) {
        al->escape = LG_ESC_UNSUPPORTED;
        al->escape_what = "an alignment that changes in the loop";
        al->escape_loc = al->loc;
      }
    }
  } else {
    al->escape = LG_ESC_UNSUPPORTED;
    al->escape_what = "this call";
    al->escape_loc = al->loc;
  }
}

typedef struct Top {
  CXCursor *stmts;
  int n;
  unsigned *b, *e;
} Top;

static int top_of(const Top *t, unsigned off) {
  for (int i = 0; i < t->n; i++)
    if (off >= t->b[i] && off < t->e[i])
      return i;
  return -1;
}

/* ---- finding the allocations ----------------------------------------------- */

static enum CXChildVisitResult find_visit(CXCursor c, CXCursor parent, CXClientData d) {
  AWalk *w = d;
  FE *fe = w->fe;
  enum CXCursorKind k = clang_getCursorKind(c);
  if (k == CXCursor_ForStmt && fe_pragma_for(fe, fe_offset(clang_getCursorLocation(c))))
    return CXChildVisit_Continue; /* a kernel region or a nested host loop */
  if (k == CXCursor_VarDecl)
    lg_vec_push(fe->a, &w->body_decls, fe_var(fe, c));
  if (k != CXCursor_CallExpr)
    return CXChildVisit_Recurse;
  bool is;
  const char *name = callee_name(fe, c);
  lg_AllocKind kind = alloc_kind(name ? name : "", &is);
  if (!is)
    return CXChildVisit_Recurse;
  lg_Alloc *al = LG_NEW(fe->a, lg_Alloc);
  al->kind = kind;
  bool in_macro_body;
  call_extent(fe, c, &al->call_begin, &al->call_end, &in_macro_body);
  {
    CXFile f = NULL;
    unsigned line = 0, col = 0;
    clang_getFileLocation(clang_getRangeStart(clang_getCursorExtent(c)), &f, &line, &col, NULL);
    al->loc = fe_loc(fe, clang_getRangeStart(clang_getCursorExtent(c)));
    if (!in_macro_body && f && clang_File_isEqual(f, fe->file)) {
      al->loc.line = (int)line;
      al->loc.col = (int)col;
    }
  }
  al->stmt_alloc = al->stmt_free = -1;
  (void)parent;
  if (in_macro_body) {
    al->escape = LG_ESC_UNSUPPORTED;
    al->escape_what = "an allocation written in the definition of a macro";
    al->escape_loc = al->loc;
  }
  if (LG_ALLOC_IS_DEVICE(kind)) {
    /* cudaMalloc(&p, n) / cudaMallocAsync(&p, n, stream): the owner is the
       variable whose address is the first argument */
    Kids kids = fe_kids(fe, c);
    if (kids.n >= 3) {
      CXCursor a0 = strip_casts(fe, kids.v[1]);
      if (clang_getCursorKind(a0) == CXCursor_UnaryOperator &&
          clang_getCursorUnaryOperatorKind(a0) == CXUnaryOperator_AddrOf) {
        Kids ak = fe_kids(fe, a0);
        al->var = ak.n == 1 ? var_of(fe, ak.v[0]) : NULL;
      }
      set_size(w, al, kids.v + 2, 1);
      if (al->var && al->var->type->kind == LG_T_PTR)
        al->elem = al->var->type->elem->spelling;
    }
    if (kind == LG_ALLOC_CUDA_ASYNC && kids.n >= 4) {
      unsigned sb, se;
      call_extent(fe, kids.v[3], &sb, &se, NULL);
      al->stream = src_text(fe, sb, se);
      /* a stream that changes between iterations would let one iteration's
         work on the shared buffer overlap the next one's */
      if (degree(w, kids.v[3]) != 0 && al->escape == LG_ESC_NONE) {
        al->escape = LG_ESC_UNSUPPORTED;
        al->escape_what = "a stream that changes between iterations";
        al->escape_loc = fe_cursor_loc(fe, kids.v[3]);
      }
    }
  }
  lg_vec_push(fe->a, &w->allocs, al);
  return CXChildVisit_Recurse;
}

/* The variable an allocation call initializes or is assigned to. */
static enum CXChildVisitResult owner_visit(CXCursor c, CXCursor parent, CXClientData d) {
  AWalk *w = d;
  FE *fe = w->fe;
  (void)parent;
  enum CXCursorKind k = clang_getCursorKind(c);
  if (k == CXCursor_ForStmt && fe_pragma_for(fe, fe_offset(clang_getCursorLocation(c))))
    return CXChildVisit_Continue;
  CXCursor rhs = clang_getNullCursor();
  lg_Var *v = NULL;
  if (k == CXCursor_VarDecl) {
    rhs = clang_Cursor_getVarDeclInitializer(c);
    if (!clang_Cursor_isNull(rhs))
      v = fe_var(fe, c);
  } else if (k == CXCursor_BinaryOperator &&
             clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Assign) {
    Kids kids = fe_kids(fe, c);
    if (kids.n == 2) {
      v = var_of(fe, kids.v[0]);
      rhs = kids.v[1];
    }
  }
  if (v && !clang_Cursor_isNull(rhs)) {
    CXCursor call = strip_casts(fe, rhs);
    if (clang_getCursorKind(call) == CXCursor_CallExpr) {
      unsigned b, e;
      call_extent(fe, call, &b, &e, NULL);
      for (int i = 0; i < w->allocs.n; i++) {
        lg_Alloc *al = w->allocs.items[i];
        if (al->call_begin == b && al->call_end == e && !al->var &&
            !LG_ALLOC_IS_DEVICE(al->kind)) {
          al->var = v;
          Kids kids = fe_kids(fe, call);
          set_size(w, al, kids.v + 1, kids.n - 1);
          lg_Type *pt = v->type;
          if (pt->kind == LG_T_PTR)
            al->elem = pt->elem->spelling;
        }
      }
    }
  }
  return CXChildVisit_Recurse;
}

/* ---- uses of the pointer ----------------------------------------------------- */

/* Library functions that use a pointer argument during the call and keep
 * nothing of it. */
static bool keeps_nothing(const char *name) {
  static const char *const ok[] = {
      "memset", "memcpy", "memmove", "memcmp", "strlen", "strcpy", "strncpy", "strcmp",
      "strncmp", "strcat", "printf", "fprintf", "sprintf", "snprintf", "puts", "fputs",
      "fread", "fwrite", "qsort", "sscanf", "fscanf", "scanf",
      /* the CUDA runtime's copies and fills (device pointers) */
      "cudaMemcpy", "cudaMemcpyAsync", "cudaMemset", "cudaMemsetAsync", "cudaMemcpy2D",
      "cudaMemcpy2DAsync", "cudaMemset2D", "cudaMemset2DAsync", "cudaMemcpyToSymbol",
      "cudaMemcpyFromSymbol", "cudaMemcpyToSymbolAsync", "cudaMemcpyFromSymbolAsync",
      "cudaMemcpyPeer", "cudaMemcpyPeerAsync", "cudaMemPrefetchAsync", NULL};
  for (int i = 0; ok[i]; i++)
    if (!strcmp(ok[i], name))
      return true;
  return false;
}

static void escape(lg_Alloc *al, lg_Escape why, lg_Loc loc, const char *what) {
  /* the first reason in source order, except that `p = realloc(p, ...)` and
     `return p` name themselves rather than the assignment or the jump */
  bool specific = why == LG_ESC_REALLOC || why == LG_ESC_RETURNED;
  bool generic = al->escape == LG_ESC_REASSIGNED || al->escape == LG_ESC_JUMP;
  if (al->escape != LG_ESC_NONE && !(specific && generic))
    return;
  al->escape = why;
  al->escape_loc = loc;
  al->escape_what = what;
}

typedef struct UWalk {
  AWalk *w;
  lg_Alloc *al;
  Top *top;
  int depth;
  CXCursor path[MAX_DEPTH];
  int loops; /* nested loops/switches around the node (break/continue stay inside) */
  int top_at; /* index in `path` of the body's statements (0 when the body is one) */
} UWalk;

/* Whether path[from..to] (a statement of the body down to an expression in
 * it) runs every time that statement does: through expressions (not a
 * branch of ?: nor the right of && and ||), the condition of an if, while or
 * switch, the body of a do (the `do { ... } while (0)` of a CHECK macro),
 * the statements of a block under those, and declarations. */
static bool unconditional(FE *fe, CXCursor *path, int from, int to) {
  for (int i = from; i < to; i++) {
    CXCursor c = path[i], child = path[i + 1];
    enum CXCursorKind k = clang_getCursorKind(c);
    Kids kids = fe_kids(fe, c);
    int at = -1;
    for (int j = 0; j < kids.n && at < 0; j++)
      if (clang_equalCursors(kids.v[j], child))
        at = j;
    switch (k) {
    case CXCursor_IfStmt:
    case CXCursor_SwitchStmt:
    case CXCursor_WhileStmt:
    case CXCursor_DoStmt: /* the body first */
    case CXCursor_ConditionalOperator:
      if (at != 0)
        return false;
      break;
    case CXCursor_CompoundStmt:
    case CXCursor_DeclStmt:
    case CXCursor_VarDecl:
      break;
    case CXCursor_BinaryOperator: {
      enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c);
      if ((op == CXBinaryOperator_LAnd || op == CXBinaryOperator_LOr) && at != 0)
        return false;
      break;
    }
    default:
      if (!clang_isExpression(k))
        return false; /* loops, labels, case: not once per iteration */
      break;
    }
  }
  return true;
}

/* A function of this file that only indexes its parameter `idx` (or passes
 * it on to such functions) keeps nothing of it. */
static bool param_kept(FE *fe, CXCursor fdecl, int idx, int budget);

typedef struct PWalk {
  FE *fe;
  CXCursor param;
  bool kept;
  int budget;
  CXCursor path[MAX_DEPTH];
  int depth;
} PWalk;

static bool is_free_name(const char *name) {
  return !strcmp(name, "free") || !strcmp(name, "cudaFree") || !strcmp(name, "cudaFreeAsync");
}

/* Classifies a use of a pointer value at path[n-1] by its context; returns
 * LG_ESC_NONE when harmless, else the escape kind (and sets *callee).
 * *touch: the use reads or writes elements (a subscript, `*p`, a library
 * call such as memcpy or cudaMemcpy, a function of the file), as opposed to
 * comparing the pointer or freeing it. */
static lg_Escape use_context(FE *fe, CXCursor *path, int n, const char **callee, int budget,
                             bool *is_free, bool *is_lhs, bool *touch) {
  *is_free = false;
  *is_lhs = false;
  *touch = false;
  int i = n - 1; /* the DeclRefExpr */
  CXCursor child = path[i];
  for (i = n - 2; i >= 0; i--) {
    CXCursor c = path[i];
    enum CXCursorKind k = clang_getCursorKind(c);
    if (is_cast_like(c)) {
      child = c;
      continue;
    }
    if (k == CXCursor_ArraySubscriptExpr) {
      Kids kids = fe_kids(fe, c);
      /* the base is being indexed: an element, fine; as the index (p[q]?) odd but harmless */
      (void)kids;
      *touch = true;
      return LG_ESC_NONE;
    }
    if (k == CXCursor_UnaryOperator) {
      enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(c);
      if (op == CXUnaryOperator_AddrOf)
        return LG_ESC_ADDRESS;
      if (op == CXUnaryOperator_Deref) {
        *touch = true;
        return LG_ESC_NONE;
      }
      if (op == CXUnaryOperator_LNot)
        return LG_ESC_NONE;
      if (op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PreInc ||
          op == CXUnaryOperator_PostDec || op == CXUnaryOperator_PreDec)
        return LG_ESC_REASSIGNED; /* the pointer free gets is no longer the buffer's */
      return LG_ESC_NONE;
    }
    if (k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator) {
      enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c);
      Kids kids = fe_kids(fe, c);
      bool left = kids.n == 2 && clang_equalCursors(kids.v[0], child);
      if (op == CXBinaryOperator_Assign) {
        if (left) {
          *is_lhs = true;
          return LG_ESC_REASSIGNED;
        }
        return LG_ESC_STORED;
      }
      if (op >= CXBinaryOperator_MulAssign && op <= CXBinaryOperator_OrAssign)
        return left ? LG_ESC_REASSIGNED : LG_ESC_NONE;
      if (op == CXBinaryOperator_Add || op == CXBinaryOperator_Sub) {
        child = c; /* p + k is still the buffer: its context decides */
        continue;
      }
      return LG_ESC_NONE; /* comparisons, &&, || */
    }
    if (k == CXCursor_ConditionalOperator) {
      child = c;
      continue;
    }
    if (k == CXCursor_VarDecl)
      return LG_ESC_STORED;
    if (k == CXCursor_ReturnStmt)
      return LG_ESC_RETURNED;
    if (k == CXCursor_CallExpr) {
      Kids kids = fe_kids(fe, c);
      const char *name = fe_cxstring(fe, clang_getCursorSpelling(c));
      *callee = name;
      if (is_free_name(name)) {
        *is_free = true;
        return LG_ESC_NONE;
      }
      if (!strcmp(name, "realloc"))
        return LG_ESC_REALLOC;
      *touch = true;
      if (keeps_nothing(name))
        return LG_ESC_NONE;
      int arg = -1;
      for (int a = 1; a < kids.n; a++)
        if (clang_equalCursors(kids.v[a], child))
          arg = a - 1;
      CXCursor fdecl = kids.n ? clang_getCursorReferenced(fe_strip(kids.v[0])) : kids.v[0];
      CXCursor def = clang_getCursorDefinition(fdecl);
      if (arg >= 0 && !clang_Cursor_isNull(def) &&
          clang_Location_isFromMainFile(clang_getCursorLocation(def)) &&
          !param_kept(fe, def, arg, budget - 1))
        return LG_ESC_NONE;
      return LG_ESC_PASSED;
    }
    if (k == CXCursor_IfStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt ||
        k == CXCursor_ForStmt || k == CXCursor_CompoundStmt || k == CXCursor_SwitchStmt)
      return LG_ESC_NONE; /* a condition or an expression statement */
    return LG_ESC_STORED; /* initializer lists, members, anything else: assume kept */
  }
  return LG_ESC_NONE;
}

static enum CXChildVisitResult param_visit_rec(CXCursor c, CXCursor parent, CXClientData d);

static void param_walk(PWalk *pw, CXCursor c) {
  if (pw->depth >= MAX_DEPTH || pw->kept)
    return;
  pw->path[pw->depth++] = c;
  if (clang_getCursorKind(c) == CXCursor_DeclRefExpr &&
      clang_equalCursors(clang_getCursorReferenced(c), pw->param)) {
    const char *callee = NULL;
    bool is_free, is_lhs, touch;
    lg_Escape e =
        use_context(pw->fe, pw->path, pw->depth, &callee, pw->budget, &is_free, &is_lhs, &touch);
    if (e != LG_ESC_NONE || is_free)
      pw->kept = true;
  } else {
    clang_visitChildren(c, param_visit_rec, pw);
  }
  pw->depth--;
}

static enum CXChildVisitResult param_visit_rec(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  param_walk(d, c);
  return CXChildVisit_Continue;
}

static bool param_kept(FE *fe, CXCursor fdecl, int idx, int budget) {
  if (budget <= 0 || idx >= clang_Cursor_getNumArguments(fdecl))
    return true;
  PWalk pw = {.fe = fe, .param = clang_Cursor_getArgument(fdecl, (unsigned)idx), .budget = budget};
  Kids kids = fe_kids(fe, fdecl);
  for (int i = 0; i < kids.n; i++)
    if (clang_getCursorKind(kids.v[i]) == CXCursor_CompoundStmt)
      param_walk(&pw, kids.v[i]);
  return pw.kept;
}

static enum CXChildVisitResult use_visit_rec(CXCursor c, CXCursor parent, CXClientData d);

/* End of a statement including its ';'. */
static unsigned stmt_end(FE *fe, unsigned e) {
  unsigned t = fe_tok_at(fe, e);
  if (t < fe->ntoks && fe->tok_off[t] == e && !strcmp(fe_tok_text(fe, t), ";"))
    return e + 1;
  return e;
}

/* The index in u->path of the call around the use at the top of the path
 * (through casts, parentheses and `&`), or -1. */
static int enclosing_call(UWalk *u, bool through_addr) {
  for (int i = u->depth - 2; i >= 0; i--) {
    CXCursor c = u->path[i];
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_CallExpr)
      return i;
    if (is_cast_like(c))
      continue;
    if (through_addr && k == CXCursor_UnaryOperator &&
        clang_getCursorUnaryOperatorKind(c) == CXUnaryOperator_AddrOf) {
      through_addr = false;
      continue;
    }
    return -1;
  }
  return -1;
}

static void use_walk(UWalk *u, CXCursor c) {
  FE *fe = u->w->fe;
  lg_Alloc *al = u->al;
  if (u->depth >= MAX_DEPTH)
    return;
  enum CXCursorKind k = clang_getCursorKind(c);
  if (k == CXCursor_ForStmt && fe_pragma_for(fe, fe_offset(clang_getCursorLocation(c))))
    return; /* kernel regions cannot use host pointers other than by subscripts */
  u->path[u->depth++] = c;
  bool device = LG_ALLOC_IS_DEVICE(al->kind);
  if (k == CXCursor_DeclRefExpr && var_of(fe, c) == al->var) {
    const char *callee = NULL;
    bool is_free, is_lhs, touch;
    lg_Escape why = use_context(fe, u->path, u->depth, &callee, 3, &is_free, &is_lhs, &touch);
    lg_Loc loc = fe_cursor_loc(fe, c);
    bool own_assign = false;
    if (is_lhs) {
      /* `p = malloc(...)` itself */
      CXCursor asg = u->path[u->depth - 2];
      for (int i = u->depth - 2; i >= 0 && is_cast_like(u->path[i]); i--)
        asg = u->path[i - 1];
      Kids kids = fe_kids(fe, asg);
      if (kids.n == 2) {
        unsigned cb, ce;
        call_extent(fe, strip_casts(fe, kids.v[1]), &cb, &ce, NULL);
        own_assign = cb == al->call_begin && ce == al->call_end;
      }
    }
    if (device && why == LG_ESC_ADDRESS) {
      /* `cudaMalloc(&p, n)` itself: the allocation runs once in every
         iteration when nothing between the body's statement and the call
         is conditional */
      int ci = enclosing_call(u, true);
      unsigned cb = 0, ce = 0;
      if (ci >= 0)
        call_extent(fe, u->path[ci], &cb, &ce, NULL);
      if (ci >= 0 && cb == al->call_begin && ce == al->call_end) {
        own_assign = true;
        if (!unconditional(fe, u->path, u->top_at, ci))
          escape(al, LG_ESC_UNSUPPORTED, al->loc,
                 "an allocation that is not a statement of the loop body itself");
      }
    }
    int ci_free = is_free ? enclosing_call(u, false) : -1;
    unsigned fcb = 0, fce = 0;
    if (is_free) {
      call_extent(fe, ci_free >= 0 ? u->path[ci_free] : u->path[u->depth - 2], &fcb, &fce, NULL);
      /* a free before the allocation, or after its free on every path, is
         another buffer's (one held in the variable before, or the next
         allocation into it) */
      int top = top_of(u->top, fcb);
      if (top >= 0 && (top < al->stmt_alloc || (al->freed_every_path && top > al->stmt_free)))
        is_free = false, why = LG_ESC_NONE;
    }
    if (is_free) {
      int ci = ci_free;
      CXCursor call = ci >= 0 ? u->path[ci] : u->path[u->depth - 2];
      unsigned cb = fcb, ce = fce;
      if (device != (strcmp(callee, "free") != 0))
        escape(al, LG_ESC_UNSUPPORTED, loc,
               device ? "'free' of device memory" : "a CUDA free of host memory");
      if (al->freed)
        escape(al, LG_ESC_UNSUPPORTED, loc, "a second free of it");
      al->freed = true;
      al->free_loc = fe_loc(fe, clang_getRangeStart(clang_getCursorExtent(call)));
      /* every path: in a statement of the body after the allocation, and
         nothing in between is conditional */
      int top = top_of(u->top, cb);
      bool every = top >= 0 && top > al->stmt_alloc && al->stmt_alloc >= 0 && ci >= 0 &&
                   unconditional(fe, u->path, u->top_at, ci);
      al->stmt_free = top;
      if (every) {
        al->freed_every_path = true;
        if (u->top->b[top] == cb && stmt_end(fe, ce) >= u->top->e[top]) {
          al->free_begin = cb; /* the whole statement: deleted */
          al->free_end = stmt_end(fe, ce);
        } else {
          al->free_begin = cb; /* `CHECK(cudaFree(p))`: the call becomes a value */
          al->free_end = ce;
          al->free_in_expr = true;
        }
      }
    } else if (!own_assign && why != LG_ESC_NONE) {
      /* outside the buffer's lifetime (a statement before the allocation,
         or after a free on every path) a new value for the variable is
         harmless: `free(p); p = NULL;`, or the next allocation into it */
      unsigned b, e;
      fe_extent(fe, c, &b, &e);
      int top = top_of(u->top, b);
      bool outside = top >= 0 && (top < al->stmt_alloc ||
                                  (al->freed_every_path && top > al->stmt_free));
      int ci = why == LG_ESC_ADDRESS ? enclosing_call(u, true) : -1;
      bool alloc_into = false;
      if (ci >= 0) {
        bool is;
        const char *name = callee_name(fe, u->path[ci]);
        alloc_into = LG_ALLOC_IS_DEVICE(alloc_kind(name ? name : "", &is)) && is;
      }
      if (!(outside && (why == LG_ESC_REASSIGNED || alloc_into)))
        escape(al, why, loc, callee);
    }
    if (touch && !own_assign)
      al->host_used = true;
  } else if (k == CXCursor_ReturnStmt || k == CXCursor_GotoStmt ||
             ((k == CXCursor_BreakStmt || k == CXCursor_ContinueStmt) && u->loops == 0)) {
    unsigned b, e;
    fe_extent(fe, c, &b, &e);
    int top = top_of(u->top, b);
    clang_visitChildren(c, use_visit_rec, u); /* `return p` first */
    /* a jump out of the iteration between the allocation and its free; in
       the statement of a cudaMalloc itself it is its error path, which the
       hoisted call (always successful) never takes */
    bool error_path = device && top == al->stmt_alloc;
    if (al->stmt_alloc >= 0 && top >= al->stmt_alloc && !al->freed && !error_path)
      escape(al, LG_ESC_JUMP, fe_cursor_loc(fe, c),
             k == CXCursor_ReturnStmt ? "return" : k == CXCursor_GotoStmt ? "goto"
                                                 : k == CXCursor_BreakStmt ? "break"
                                                                           : "continue");
  } else {
    bool loop = k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt ||
                k == CXCursor_SwitchStmt;
    u->loops += loop;
    clang_visitChildren(c, use_visit_rec, u);
    u->loops -= loop;
  }
  u->depth--;
}

static enum CXChildVisitResult use_visit_rec(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  use_walk(d, c);
  return CXChildVisit_Continue;
}

void fe_find_allocs(FE *fe, lg_HostLoop *h, CXCursor body) {
  AWalk w = {.fe = fe, .h = h};
  clang_visitChildren(body, find_visit, &w);
  if (w.allocs.n == 0)
    return;
  clang_visitChildren(body, owner_visit, &w);
  /* the body's statements, for liveness and "every path" */
  Top top = {0};
  if (clang_getCursorKind(body) == CXCursor_CompoundStmt) {
    Kids kids = fe_kids(fe, body);
    top.stmts = kids.v;
    top.n = kids.n;
  } else {
    top.stmts = &body;
    top.n = 1;
  }
  top.b = LG_NEW_ARRAY(fe->a, unsigned, top.n + 1);
  top.e = LG_NEW_ARRAY(fe->a, unsigned, top.n + 1);
  for (int i = 0; i < top.n; i++) {
    fe_extent(fe, top.stmts[i], &top.b[i], &top.e[i]);
    top.e[i] = stmt_end(fe, top.e[i]);
  }
  lg_PtrVec kept = {0};
  for (int i = 0; i < w.allocs.n; i++) {
    lg_Alloc *al = w.allocs.items[i];
    if (!al->var) {
      al->escape = LG_ESC_STORED;
      al->escape_loc = al->loc;
      al->escape_what = NULL;
      al->var = NULL;
      lg_vec_push(fe->a, &kept, al);
      continue;
    }
    /* the allocation must be (in) a statement of the body, the declaration
       or assignment at the top */
    int t = top_of(&top, al->call_begin);
    al->stmt_alloc = t;
    al->var_in_body = in_vec(&w.body_decls, al->var);
    /* fe_var types a pointer to a variably modified array (`float (*g)[n]`)
       as an array of unknown outer extent, `decayed`: a pointer all the same */
    bool vla_ptr = al->var->type->kind == LG_T_ARRAY && al->var->type->decayed &&
                   al->var->scope != LG_VS_PARAM;
    if (al->var->type->kind != LG_T_PTR && !vla_ptr) {
      escape(al, LG_ESC_UNSUPPORTED, al->loc, "an allocation into a variable that is not a pointer");
    } else if (t >= 0 && !LG_ALLOC_IS_DEVICE(al->kind)) {
      /* nested inside a compound statement of the body: only the top level
         counts as one lifetime per iteration */
      enum CXCursorKind tk = clang_getCursorKind(top.stmts[t]);
      if (tk != CXCursor_DeclStmt && tk != CXCursor_BinaryOperator &&
          tk != CXCursor_UnexposedExpr)
        escape(al, LG_ESC_UNSUPPORTED, al->loc,
               "an allocation that is not a statement of the loop body itself");
    }
    UWalk u = {.w = &w, .al = al, .top = &top,
               .top_at = clang_getCursorKind(body) == CXCursor_CompoundStmt ? 1 : 0};
    use_walk(&u, body);
    lg_vec_push(fe->a, &kept, al);
  }
  h->allocs = (lg_Alloc **)kept.items;
  h->nallocs = kept.n;
}
