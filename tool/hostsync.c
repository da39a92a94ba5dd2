/* hostsync.c — host code inside `host` loops (issue 15).
 *
 * A host loop's data region keeps the arrays of its kernel regions on the
 * device from before the loop to after it. The host code of the body must
 * still see the kernels' results, and the kernels the host's writes, through
 * any name the program uses (an alias set before the loop, swapped or
 * advanced pointers, a file-scope array a called function reads). The
 * runtime synchronises by address (lg_update_host / lg_update_device: the
 * present bytes of a range, whatever buffer they belong to); this file finds,
 * for each host statement, the ranges it may read and write, as C text that
 * can be evaluated just before it:
 *
 *   - an element `a[i]`, `*p`, `p->f` whose address uses only variables the
 *     statement does not change and nothing with side effects: exactly that
 *     element (`&(a[i])`, `sizeof(a[i])`);
 *   - otherwise the whole buffer holding what its base pointer points to
 *     (`for (i...) s += u[i]` reads the buffer of `u`), when that pointer is
 *     such an expression;
 *   - a call: a function of this file by what its body does through its
 *     pointer parameters and to file-scope arrays (a summary, transitively),
 *     a C library function by a table (memcpy writes its first argument and
 *     reads its second, printf reads its strings...), anything else (a call
 *     loopgpu cannot see into) every buffer present, with a warning;
 *   - what cannot be bounded so: every buffer present, with a warning.
 *
 * A write also reads first when its range is not exact, so that pushing a
 * whole buffer back never overwrites the kernels' results with stale host
 * bytes. The unit is a statement of the body that holds no kernel region;
 * one that holds some is walked into, its own expressions (a condition, an
 * increment) synchronised in place. (The writes go to the device, and the
 * loop's data region closes, on every way out of their blocks: the printer
 * uses scope guards, print_sync.c.) A function of this file that holds kernel
 * regions and is called from a host loop gets the same treatment for its
 * own host code, since it may run inside a data region; its call sites then
 * leave it to itself.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fe.h"

enum { RD = 1, WR = 2, RW = 3, ADDR = 4 };

/* What a function of this file does to memory, for its call sites. */
typedef struct Summary {
  int state;          /* 0 unknown, 1 being computed, 2 done */
  int *param_rw;      /* per parameter: RD/WR through it (whole buffers) */
  int nparams;
  lg_PtrVec globals;  /* lg_Var * of file-scope arrays and pointers it uses */
  lg_PtrVec global_rw; /* their RD/WR, as (void *)(intptr_t) */
  const char *why_all; /* it may touch anything: why */
  bool self_sync;     /* holds kernel regions (or calls one that does): brackets
                         its own host code, call sites leave it alone */
} Summary;

typedef struct Sync {
  FE *fe;
  Summary *sums;      /* per fe->fns index */
  /* the unit being analysed */
  lg_HostStmt *u;
  lg_PtrVec sites;    /* lg_SyncSite * */
  lg_PtrVec written;  /* lg_Loc *: variables the unit assigns */
  unsigned ub, ue;    /* the unit's extent */
  /* summary mode: the function whose body is summarised */
  Summary *sum;
  CXCursor fn;
  lg_HostLoop *h;     /* the host loop (NULL for a function's body) */
} Sync;

static void expr_visit(Sync *s, CXCursor c, int mode);
static Summary *summary_of(Sync *s, lg_Function *f, int fi);

/* ---- small helpers ---------------------------------------------------------- */

static const char *text(FE *fe, unsigned b, unsigned e) {
  return lg_strndup(fe->a, fe->p->src + b, e > b ? e - b : 0);
}

/* The extent of `c` as written in the main file (not in a macro's body);
 * false when it has none. */
static bool written_extent(FE *fe, CXCursor c, unsigned *b, unsigned *e) {
  CXSourceRange r = clang_getCursorExtent(c);
  CXFile f1 = NULL, f2 = NULL, fs = NULL, fe2 = NULL;
  unsigned ob = 0, oe = 0, sb = 0, se = 0;
  clang_getFileLocation(clang_getRangeStart(r), &f1, NULL, NULL, &ob);
  clang_getFileLocation(clang_getRangeEnd(r), &f2, NULL, NULL, &oe);
  clang_getSpellingLocation(clang_getRangeStart(r), &fs, NULL, NULL, &sb);
  clang_getSpellingLocation(clang_getRangeEnd(r), &fe2, NULL, NULL, &se);
  if (!f1 || !f2 || !fs || !fe2 || !clang_File_isEqual(f1, fe->file) ||
      !clang_File_isEqual(f2, fe->file) || !clang_File_isEqual(fs, fe->file) || sb != ob ||
      se != oe || oe < ob)
    return false;
  *b = ob;
  *e = oe;
  return true;
}

static bool contains_pragma(FE *fe, unsigned b, unsigned e) {
  for (int i = 0; i < fe->npragmas; i++)
    if (fe->pragmas[i].target_off >= b && fe->pragmas[i].target_off < e)
      return true;
  return false;
}

static CXCursor strip(FE *fe, CXCursor c) {
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

static bool is_pointer_or_array(CXType t) {
  t = clang_getCanonicalType(t);
  return t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
         t.kind == CXType_IncompleteArray || t.kind == CXType_VariableArray;
}

static bool is_array(CXType t) {
  t = clang_getCanonicalType(t);
  return t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
         t.kind == CXType_VariableArray;
}

static bool same_loc(const lg_Loc *a, const lg_Loc *b) {
  return a->line == b->line && a->col == b->col && a->file && b->file && !strcmp(a->file, b->file);
}

static bool is_written(Sync *s, CXCursor decl) {
  lg_Loc l = fe_cursor_loc(s->fe, decl);
  for (int i = 0; i < s->written.n; i++)
    if (same_loc(s->written.items[i], &l))
      return true;
  return false;
}

static const char *callee_name(FE *fe, CXCursor call, CXCursor *fdecl) {
  Kids k = fe_kids(fe, call);
  *fdecl = clang_getNullCursor();
  if (k.n < 1)
    return NULL;
  CXCursor callee = fe_strip(k.v[0]);
  CXCursor d = clang_getCursorReferenced(callee);
  if (clang_getCursorKind(callee) != CXCursor_DeclRefExpr ||
      clang_getCursorKind(d) != CXCursor_FunctionDecl)
    return NULL;
  *fdecl = d;
  return fe_cxstring(fe, clang_getCursorSpelling(d));
}

/* ---- the variables a unit assigns -------------------------------------------- */

static enum CXChildVisitResult written_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  Sync *s = d;
  enum CXCursorKind k = clang_getCursorKind(c);
  CXCursor target = clang_getNullCursor();
  if (k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator) {
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c);
    if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign) {
      Kids kids = fe_kids(s->fe, c);
      if (kids.n == 2)
        target = kids.v[0];
    }
  } else if (k == CXCursor_UnaryOperator) {
    enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(c);
    if (op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec ||
        op == CXUnaryOperator_PreInc || op == CXUnaryOperator_PreDec ||
        op == CXUnaryOperator_AddrOf) {
      Kids kids = fe_kids(s->fe, c);
      if (kids.n == 1)
        target = kids.v[0];
    }
  } else if (k == CXCursor_VarDecl) {
    lg_Loc *l = LG_NEW(s->fe->a, lg_Loc);
    *l = fe_cursor_loc(s->fe, c);
    lg_vec_push(s->fe->a, &s->written, l);
  }
  if (!clang_Cursor_isNull(target)) {
    target = fe_strip(target);
    if (clang_getCursorKind(target) == CXCursor_DeclRefExpr) {
      lg_Loc *l = LG_NEW(s->fe->a, lg_Loc);
      *l = fe_cursor_loc(s->fe, clang_getCursorReferenced(target));
      lg_vec_push(s->fe->a, &s->written, l);
    }
  }
  return CXChildVisit_Recurse;
}

/* ---- what may be evaluated before the unit ------------------------------------ */

typedef struct Pure {
  Sync *s;
  bool ok;
} Pure;

static bool pure_cursor(Sync *s, CXCursor c);

static enum CXChildVisitResult pure_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  Pure *p = d;
  if (!pure_cursor(p->s, c)) {
    p->ok = false;
    return CXChildVisit_Break;
  }
  return CXChildVisit_Continue;
}

/* `c` has no side effect, calls nothing but pure math, and reads no variable
 * the unit changes: evaluating it before the unit gives what the unit sees. */
static bool pure_cursor(Sync *s, CXCursor c) {
  enum CXCursorKind k = clang_getCursorKind(c);
  switch (k) {
  case CXCursor_IntegerLiteral:
  case CXCursor_FloatingLiteral:
  case CXCursor_CharacterLiteral:
  case CXCursor_UnaryExpr: /* sizeof */
    return true;
  case CXCursor_DeclRefExpr: {
    CXCursor d = clang_getCursorReferenced(c);
    enum CXCursorKind dk = clang_getCursorKind(d);
    if (dk == CXCursor_EnumConstantDecl)
      return true;
    if (dk != CXCursor_VarDecl && dk != CXCursor_ParmDecl)
      return false;
    return !is_written(s, d);
  }
  case CXCursor_UnaryOperator: {
    enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(c);
    if (op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec ||
        op == CXUnaryOperator_PreInc || op == CXUnaryOperator_PreDec)
      return false;
    break;
  }
  case CXCursor_BinaryOperator:
  case CXCursor_CompoundAssignOperator: {
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c);
    if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_Comma)
      return false;
    break;
  }
  case CXCursor_CallExpr: {
    CXCursor fd;
    const char *name = callee_name(s->fe, c, &fd);
    if (!name || !lg_is_math_function(name))
      return false;
    break;
  }
  case CXCursor_ConditionalOperator:
  case CXCursor_ArraySubscriptExpr:
  case CXCursor_MemberRefExpr:
  case CXCursor_ParenExpr:
  case CXCursor_UnexposedExpr:
  case CXCursor_CStyleCastExpr:
  case CXCursor_TypeRef:
    break;
  default:
    return false;
  }
  Pure p = {s, true};
  clang_visitChildren(c, pure_visit, &p);
  return p.ok;
}

/* The text of `c` if it may be evaluated before the unit, else NULL. */
static const char *pure_text(Sync *s, CXCursor c) {
  unsigned b, e;
  if (!written_extent(s->fe, c, &b, &e) || !pure_cursor(s, c))
    return NULL;
  return text(s->fe, b, e);
}

/* ---- sites ------------------------------------------------------------------------ */

static void add_site(Sync *s, int rw, const char *addr, const char *bytes) {
  for (int i = 0; i < s->sites.n; i++) {
    lg_SyncSite *x = s->sites.items[i];
    if ((x->addr == addr || (x->addr && addr && !strcmp(x->addr, addr))) &&
        (x->bytes == bytes || (x->bytes && bytes && !strcmp(x->bytes, bytes)))) {
      x->rw |= rw;
      return;
    }
  }
  lg_SyncSite *x = LG_NEW(s->fe->a, lg_SyncSite);
  x->rw = rw;
  x->addr = addr;
  x->bytes = bytes;
  lg_vec_push(s->fe->a, &s->sites, x);
}

/* Every buffer present, because of `why` (a warning at the unit says so). */
static void all(Sync *s, const char *why) {
  if (s->sum) {
    if (!s->sum->why_all)
      s->sum->why_all = why;
    return;
  }
  add_site(s, RW, NULL, NULL);
  if (s->u && !s->u->why_all)
    s->u->why_all = why;
}

/* The variable a pointer expression is based on (`u` of `u + k`, `&u[i]`,
 * `(float *)u`), or a null cursor. */
static CXCursor root_var(FE *fe, CXCursor c) {
  for (int guard = 0; guard < 64; guard++) {
    c = strip(fe, c);
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_DeclRefExpr) {
      CXCursor d = clang_getCursorReferenced(c);
      enum CXCursorKind dk = clang_getCursorKind(d);
      return dk == CXCursor_VarDecl || dk == CXCursor_ParmDecl ? d : clang_getNullCursor();
    }
    Kids kids = fe_kids(fe, c);
    if (k == CXCursor_ArraySubscriptExpr && kids.n == 2) {
      c = kids.v[0];
      continue;
    }
    if (k == CXCursor_UnaryOperator && kids.n == 1) {
      enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(c);
      if (op == CXUnaryOperator_AddrOf || op == CXUnaryOperator_Deref) {
        c = kids.v[0];
        continue;
      }
      return clang_getNullCursor();
    }
    if (k == CXCursor_BinaryOperator && kids.n == 2) {
      enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c);
      if (op == CXBinaryOperator_Add || op == CXBinaryOperator_Sub) {
        /* the pointer operand */
        c = is_pointer_or_array(clang_getCursorType(strip(fe, kids.v[0]))) ? kids.v[0] : kids.v[1];
        continue;
      }
    }
    return clang_getNullCursor();
  }
  return clang_getNullCursor();
}

/* Summary mode: an access through the pointer based on `var`. */
static void summarise(Sync *s, CXCursor var, int rw, const char *what) {
  Summary *sum = s->sum;
  if (clang_Cursor_isNull(var)) {
    all(s, what);
    return;
  }
  if (clang_getCursorKind(var) == CXCursor_ParmDecl) {
    int np = clang_Cursor_getNumArguments(s->fn);
    for (int i = 0; i < np && i < sum->nparams; i++)
      if (clang_equalCursors(clang_Cursor_getArgument(s->fn, (unsigned)i), var)) {
        sum->param_rw[i] |= rw;
        return;
      }
    all(s, what);
    return;
  }
  lg_Var *v = fe_var(s->fe, var);
  if (v->scope == LG_VS_GLOBAL) {
    for (int i = 0; i < sum->globals.n; i++)
      if (sum->globals.items[i] == v) {
        sum->global_rw.items[i] = (void *)((intptr_t)sum->global_rw.items[i] | rw);
        return;
      }
    lg_vec_push(s->fe->a, &sum->globals, v);
    lg_vec_push(s->fe->a, &sum->global_rw, (void *)(intptr_t)rw);
    return;
  }
  /* a local array of the function is its own memory; a local pointer may
     point anywhere */
  if (is_array(clang_getCursorType(var)))
    return;
  all(s, what);
}

/* An access to the memory of `c` (an element, `*p`, `p->f`) in mode rw. */
static void access(Sync *s, CXCursor c, int rw) {
  FE *fe = s->fe;
  if (rw & ADDR)
    return;
  if (s->sum) {
    summarise(s, root_var(fe, c), rw, "an access through a pointer it computes");
    return;
  }
  const char *t = pure_text(s, c);
  if (t) {
    add_site(s, rw, lg_fmt(fe->a, "&(%s)", t), lg_fmt(fe->a, "sizeof(%s)", t));
    return;
  }
  /* the whole buffer its base pointer points into */
  CXCursor base = c;
  for (int guard = 0; guard < 64; guard++) {
    base = strip(fe, base);
    enum CXCursorKind k = clang_getCursorKind(base);
    Kids kids = fe_kids(fe, base);
    if (k == CXCursor_ArraySubscriptExpr && kids.n == 2) {
      base = kids.v[0];
      if (is_array(clang_getCursorType(strip(fe, base))) &&
          clang_getCursorKind(strip(fe, base)) != CXCursor_DeclRefExpr)
        continue; /* a row of a multi-dimensional array: its base */
      break;
    }
    if (k == CXCursor_UnaryOperator && kids.n == 1 &&
        clang_getCursorUnaryOperatorKind(base) == CXUnaryOperator_Deref) {
      base = kids.v[0];
      break;
    }
    if (k == CXCursor_MemberRefExpr && kids.n >= 1) {
      base = kids.v[0];
      break;
    }
    break;
  }
  /* `*(p + i)`: the pointer operand */
  for (int guard = 0; guard < 64; guard++) {
    CXCursor b = strip(fe, base);
    Kids kids = fe_kids(fe, b);
    if (clang_getCursorKind(b) == CXCursor_BinaryOperator && kids.n == 2 &&
        (clang_getCursorBinaryOperatorKind(b) == CXBinaryOperator_Add ||
         clang_getCursorBinaryOperatorKind(b) == CXBinaryOperator_Sub)) {
      base = is_pointer_or_array(clang_getCursorType(strip(fe, kids.v[0]))) ? kids.v[0] : kids.v[1];
      continue;
    }
    break;
  }
  const char *bt = pure_text(s, base);
  if (bt && is_pointer_or_array(clang_getCursorType(strip(fe, base)))) {
    /* an inexact range: read first, so that a write-back of the whole buffer
       carries the kernels' bytes along */
    add_site(s, rw | RD, bt, NULL);
    return;
  }
  unsigned b, e;
  const char *what = written_extent(fe, c, &b, &e) ? text(fe, b, e) : "an access";
  all(s, lg_fmt(fe->a, "'%s' has no address loopgpu can compute before the statement", what));
}

/* ---- calls ---------------------------------------------------------------------------- */

/* The C library functions that touch memory through their pointer arguments,
 * one letter per argument: r read, w written, b both, - not through it;
 * `*` after the last letter repeats it for the variadic rest. `size` is the
 * argument with the byte count of the ranges (-1: whole buffers). */
typedef struct LibFn {
  const char *name, *args;
  int size;
} LibFn;

static const LibFn lib[] = {
    {"memcpy", "wr-", 2}, {"memmove", "wr-", 2}, {"memset", "w--", 2},
    {"memcmp", "rr-", 2}, {"strcpy", "wr", -1}, {"strncpy", "wr-", -1},
    {"strcat", "br", -1}, {"strncat", "br-", -1}, {"strlen", "r", -1},
    {"strcmp", "rr", -1}, {"strncmp", "rr-", -1}, {"strchr", "r-", -1},
    {"strstr", "rr", -1}, {"printf", "r*", -1}, {"fprintf", "-r*", -1},
    {"puts", "r", -1}, {"fputs", "r-", -1}, {"putchar", "-", -1}, {"fputc", "--", -1},
    {"perror", "r", -1}, {"sprintf", "wr*", -1}, {"snprintf", "w-r*", -1},
    {"scanf", "rw*", -1}, {"sscanf", "rrw*", -1}, {"fscanf", "-rw*", -1},
    {"fwrite", "r---", -1}, {"fread", "w---", -1}, {"fgets", "w--", -1},
    {"fopen", "rr", -1}, {"fclose", "-", -1}, {"fflush", "-", -1},
    {"atoi", "r", -1}, {"atol", "r", -1}, {"atof", "r", -1}, {"strtol", "rw-", -1},
    {"strtoul", "rw-", -1}, {"strtoull", "rw-", -1}, {"strtod", "rw", -1},
    {"strtof", "rw", -1}, {"getenv", "r", -1}, {"time", "w", -1}, {"clock", "", -1},
    {"rand", "", -1}, {"srand", "-", -1}, {"malloc", "-", -1}, {"calloc", "--", -1},
    {"realloc", "--", -1}, {"free", "-", -1}, {"aligned_alloc", "--", -1},
    {"qsort", "b---", -1}, {"__assert_fail", "rr-r", -1}, {"abs", "-", -1},
    {"labs", "-", -1}, {"llabs", "-", -1},
    /* the CUDA runtime (a program that calls it itself: device pointers are
       never present in loopgpu's table, host ones are) */
    {"cudaMalloc", "--", -1}, {"cudaMallocAsync", "---", -1}, {"cudaFree", "-", -1},
    {"cudaFreeAsync", "--", -1}, {"cudaMemcpy", "wr--", 2}, {"cudaMemcpyAsync", "wr---", 2},
    {"cudaMemset", "w--", 2}, {"cudaMemsetAsync", "w---", 2}, {"cudaDeviceSynchronize", "", -1},
    {"cudaStreamCreate", "-", -1}, {"cudaStreamDestroy", "-", -1},
    {"cudaStreamSynchronize", "-", -1}, {"cudaGetLastError", "", -1},
    {"cudaPeekAtLastError", "", -1}, {"cudaGetErrorString", "-", -1},
    {"cudaMemGetInfo", "--", -1}, {NULL, NULL, 0}};

static const LibFn *lib_fn(const char *name) {
  for (int i = 0; lib[i].name; i++)
    if (!strcmp(lib[i].name, name))
      return &lib[i];
  return NULL;
}

static int letter_rw(char l) { return l == 'r' ? RD : l == 'w' ? WR : l == 'b' ? RW : 0; }

/* A pointer argument `arg` through which a call touches memory (rw), over
 * `bytes` (NULL: the whole buffer). */
static void pointer_arg(Sync *s, CXCursor arg, int rw, CXCursor bytes_arg) {
  FE *fe = s->fe;
  if (!rw)
    return;
  CXCursor a = strip(fe, arg);
  /* the address of a scalar variable (`&t`, `&err`) is no array's */
  if (clang_getCursorKind(a) == CXCursor_UnaryOperator &&
      clang_getCursorUnaryOperatorKind(a) == CXUnaryOperator_AddrOf) {
    Kids k = fe_kids(fe, a);
    if (k.n == 1 && clang_getCursorKind(strip(fe, k.v[0])) == CXCursor_DeclRefExpr &&
        !is_pointer_or_array(clang_getCursorType(strip(fe, k.v[0]))))
      return;
  }
  if (clang_getCursorKind(a) == CXCursor_StringLiteral)
    return;
  if (s->sum) {
    summarise(s, root_var(fe, arg), rw, "a pointer it computes, passed to a call");
    return;
  }
  const char *t = pure_text(s, arg);
  const char *n = clang_Cursor_isNull(bytes_arg) ? NULL : pure_text(s, bytes_arg);
  if (t) {
    add_site(s, n ? rw : rw | RD, t, n ? lg_fmt(fe->a, "(size_t)(%s)", n) : NULL);
    return;
  }
  unsigned b, e;
  const char *what = written_extent(fe, arg, &b, &e)
                         ? lg_fmt(fe->a, "the pointer '%s' passed to a call", text(fe, b, e))
                         : "a pointer argument of a call (its text is inside a macro)";
  all(s, lg_fmt(fe->a, "%s has no value loopgpu can compute before the statement", what));
}

static void call(Sync *s, CXCursor c) {
  FE *fe = s->fe;
  Kids kids = fe_kids(fe, c);
  CXCursor fdecl;
  const char *name = callee_name(fe, c, &fdecl);
  /* the arguments' own loads (values; pointers are only addresses here) */
  for (int i = 1; i < kids.n; i++)
    expr_visit(s, kids.v[i], is_pointer_or_array(clang_getCursorType(kids.v[i])) ? ADDR : RD);
  if (!name) {
    all(s, "a call through a function pointer");
    return;
  }
  if (lg_is_math_function(name))
    return;
  if (!strcmp(name, "exit") || !strcmp(name, "abort") || !strcmp(name, "_Exit") ||
      !strcmp(name, "quick_exit")) {
    /* the program ends: what it printed and its exit handlers see the
       kernels' results */
    if (!s->sum)
      add_site(s, RD, NULL, NULL);
    return;
  }
  if (!strcmp(name, "longjmp") || !strcmp(name, "siglongjmp") || !strcmp(name, "setjmp")) {
    lg_error(fe->diag, fe_cursor_loc(fe, c),
             "'%s' inside a 'host' loop: the loop's data region could not be closed on that "
             "path; restructure with return or break",
             name);
    return;
  }
  lg_Function *f = fe_function(fe, fdecl);
  if (f) {
    int fi = 0;
    while (fi < fe->fns.n && fe->fns.items[fi] != f)
      fi++;
    Summary *sum = summary_of(s, f, fi);
    if (sum->self_sync) {
      if (s->sum)
        s->sum->self_sync = true; /* the caller runs kernels through it */
      return;
    }
    if (sum->why_all) {
      all(s, lg_fmt(fe->a, "'%s' %s", name, sum->why_all));
      return;
    }
    for (int i = 0; i < sum->nparams && i + 1 < kids.n; i++)
      pointer_arg(s, kids.v[i + 1], sum->param_rw[i], clang_getNullCursor());
    for (int i = 0; i < sum->globals.n; i++) {
      lg_Var *g = sum->globals.items[i];
      int rw = (int)(intptr_t)sum->global_rw.items[i];
      if (s->sum) {
        for (int k = 0; k < s->sum->globals.n; k++)
          if (s->sum->globals.items[k] == g) {
            s->sum->global_rw.items[k] = (void *)((intptr_t)s->sum->global_rw.items[k] | rw);
            g = NULL;
            break;
          }
        if (g) {
          lg_vec_push(fe->a, &s->sum->globals, g);
          lg_vec_push(fe->a, &s->sum->global_rw, (void *)(intptr_t)rw);
        }
        continue;
      }
      add_site(s, rw | RD, g->name, NULL); /* a file-scope array or pointer, whole */
    }
    return;
  }
  const LibFn *lf = lib_fn(name);
  if (!lf) {
    all(s, lg_fmt(fe->a, "a call to '%s', whose body loopgpu cannot see", name));
    return;
  }
  size_t na = strlen(lf->args);
  bool rest = na > 0 && lf->args[na - 1] == '*';
  if (rest)
    na -= 2; /* the letter before '*' repeats */
  for (int i = 1; i < kids.n; i++) {
    int ai = i - 1;
    char l = (size_t)ai < na ? lf->args[ai] : rest ? lf->args[na] : '-';
    if (!is_pointer_or_array(clang_getCursorType(kids.v[i])))
      continue;
    CXCursor n = lf->size >= 0 && lf->size + 1 < kids.n ? kids.v[lf->size + 1]
                                                        : clang_getNullCursor();
    pointer_arg(s, kids.v[i], letter_rw(l), n);
  }
}

/* ---- walking expressions ------------------------------------------------------------ */

static void kids_visit(Sync *s, CXCursor c, int mode) {
  Kids kids = fe_kids(s->fe, c);
  for (int i = 0; i < kids.n; i++)
    expr_visit(s, kids.v[i], mode);
}

/* The memory `c` reads and writes, evaluated in `mode`: RD its value is read,
 * WR it is assigned, RW both, ADDR only its address is taken (an array
 * decaying, `&x`). */
static void expr_visit(Sync *s, CXCursor c, int mode) {
  FE *fe = s->fe;
  enum CXCursorKind k = clang_getCursorKind(c);
  Kids kids = fe_kids(fe, c);
  switch (k) {
  case CXCursor_ArraySubscriptExpr:
    if (kids.n != 2)
      break;
    /* a row of a multi-dimensional array is an address, not an access */
    if (!is_array(clang_getCursorType(c)))
      access(s, c, mode);
    expr_visit(s, kids.v[0], is_array(clang_getCursorType(kids.v[0])) ? ADDR : RD);
    expr_visit(s, kids.v[1], RD);
    return;
  case CXCursor_UnaryOperator: {
    enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(c);
    if (kids.n != 1)
      break;
    if (op == CXUnaryOperator_Deref) {
      if (!is_array(clang_getCursorType(c)))
        access(s, c, mode);
      expr_visit(s, kids.v[0], RD);
      return;
    }
    if (op == CXUnaryOperator_AddrOf) {
      expr_visit(s, kids.v[0], ADDR);
      return;
    }
    if (op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec ||
        op == CXUnaryOperator_PreInc || op == CXUnaryOperator_PreDec) {
      expr_visit(s, kids.v[0], RW);
      return;
    }
    expr_visit(s, kids.v[0], RD);
    return;
  }
  case CXCursor_MemberRefExpr: {
    /* `p->f`: an access of what p points to; `s.f`: of s (whatever s is) */
    unsigned b, e;
    fe_extent(fe, c, &b, &e);
    bool arrow = false;
    for (unsigned t = fe_tok_at(fe, b); t < fe->ntoks && fe->tok_off[t] < e; t++)
      if (!strcmp(fe_tok_text(fe, t), "->"))
        arrow = true;
    if (kids.n < 1)
      return;
    if (arrow) {
      if (!is_array(clang_getCursorType(c)))
        access(s, c, mode);
      expr_visit(s, kids.v[0], RD);
    } else {
      expr_visit(s, kids.v[0], is_array(clang_getCursorType(c)) ? ADDR : mode);
    }
    return;
  }
  case CXCursor_BinaryOperator:
  case CXCursor_CompoundAssignOperator: {
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c);
    if (kids.n != 2)
      break;
    if (op == CXBinaryOperator_Assign) {
      expr_visit(s, kids.v[0], WR);
      expr_visit(s, kids.v[1], RD);
      return;
    }
    if (op > CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign) {
      expr_visit(s, kids.v[0], RW);
      expr_visit(s, kids.v[1], RD);
      return;
    }
    /* pointer arithmetic: the pointer operand's address, not its memory */
    expr_visit(s, kids.v[0], is_pointer_or_array(clang_getCursorType(kids.v[0])) ? mode : RD);
    expr_visit(s, kids.v[1], is_pointer_or_array(clang_getCursorType(kids.v[1])) ? mode : RD);
    return;
  }
  case CXCursor_CallExpr:
    call(s, c);
    return;
  case CXCursor_UnexposedExpr:
  case CXCursor_ParenExpr:
  case CXCursor_CStyleCastExpr:
    kids_visit(s, c, mode);
    return;
  case CXCursor_UnaryExpr: /* sizeof, _Alignof: not evaluated (VLA sizes aside) */
    return;
  case CXCursor_DeclRefExpr:
  case CXCursor_IntegerLiteral:
  case CXCursor_FloatingLiteral:
  case CXCursor_CharacterLiteral:
  case CXCursor_StringLiteral:
    return;
  case CXCursor_InitListExpr:
  case CXCursor_ConditionalOperator:
  case CXCursor_CompoundLiteralExpr:
    kids_visit(s, c, RD);
    return;
  case CXCursor_StmtExpr:
    all(s, "a statement expression");
    return;
  default:
    break;
  }
  kids_visit(s, c, RD);
}

/* ---- walking statements of a unit ------------------------------------------------------- */

static void stmt_visit(Sync *s, CXCursor c);

static enum CXChildVisitResult stmt_kids(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  stmt_visit(d, c);
  return CXChildVisit_Continue;
}

static void stmt_visit(Sync *s, CXCursor c) {
  enum CXCursorKind k = clang_getCursorKind(c);
  if (clang_isExpression(k)) {
    expr_visit(s, c, RD);
    return;
  }
  switch (k) {
  case CXCursor_IndirectGotoStmt:
    lg_error(s->fe->diag, fe_cursor_loc(s->fe, c),
             "computed 'goto' inside a 'host' loop: the loop's data region could not be "
             "closed on that path");
    return;
  case CXCursor_VarDecl: {
    CXCursor init = clang_Cursor_getVarDeclInitializer(c);
    if (!clang_Cursor_isNull(init))
      expr_visit(s, init, RD);
    return;
  }
  default:
    clang_visitChildren(c, stmt_kids, s);
    return;
  }
}

/* ---- units -------------------------------------------------------------------------------- */

/* Analyses `c` (a statement, or a header expression when `expr`) as one
 * unit of host code and records it if it touches memory. */
static void unit(Sync *s, CXCursor c, bool expr, lg_PtrVec *out) {
  FE *fe = s->fe;
  unsigned b, e;
  fe_extent(fe, c, &b, &e);
  if (!expr)
    e = fe_stmt_end(fe, c, NULL);
  lg_HostStmt *u = LG_NEW(fe->a, lg_HostStmt);
  u->begin = b;
  u->end = e;
  u->expr = expr;
  u->decl = clang_getCursorKind(c) == CXCursor_DeclStmt;
  u->loc = fe_cursor_loc(fe, c);
  s->u = u;
  s->sites = (lg_PtrVec){0};
  s->written = (lg_PtrVec){0};
  s->ub = b;
  s->ue = e;
  clang_visitChildren(c, written_visit, s);
  written_visit(c, c, s);
  stmt_visit(s, c);
  s->u = NULL;
  if (s->sites.n == 0)
    return;
  u->sites = LG_NEW_ARRAY(fe->a, lg_SyncSite, s->sites.n);
  for (int i = 0; i < s->sites.n; i++)
    u->sites[i] = *(lg_SyncSite *)s->sites.items[i];
  u->nsites = s->sites.n;
  bool writes = false;
  for (int i = 0; i < u->nsites; i++)
    writes = writes || (u->sites[i].rw & WR);
  if (expr && writes) {
    lg_error(fe->diag, u->loc,
             "this expression writes memory in the header of a statement that holds kernel "
             "regions inside a 'host' loop; move the write into the body");
    return;
  }
  if (u->why_all)
    lg_warning(fe->diag, "loopgpu-host-sync", u->loc,
               "every array the data region keeps on the device is copied back before this "
               "statement and in after it: %s",
               u->why_all);
  lg_vec_push(fe->a, out, u);
}

static bool is_directive_loop(FE *fe, CXCursor c, bool *host) {
  if (clang_getCursorKind(c) != CXCursor_ForStmt)
    return false;
  Pragma *pr = fe_pragma_for(fe, fe_offset(clang_getCursorLocation(c)));
  if (!pr)
    return false;
  *host = pr->dir && lg_dir_find(pr->dir, LG_CL_HOST);
  return true;
}

/* The parts of a `for` header: init, cond, inc (null when absent). */
static void for_parts(FE *fe, CXCursor c, CXCursor *init, CXCursor *cond, CXCursor *inc,
                      CXCursor *body) {
  unsigned b, e;
  fe_extent(fe, c, &b, &e);
  unsigned first = fe_tok_at(fe, b);
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
}

static void header(Sync *s, CXCursor c, lg_PtrVec *out) {
  if (!clang_Cursor_isNull(c) && clang_isExpression(clang_getCursorKind(c)))
    unit(s, c, true, out);
  else if (!clang_Cursor_isNull(c) && clang_getCursorKind(c) == CXCursor_DeclStmt) {
    /* `for (T *p = q; ...)`: evaluated once, before the loop */
    lg_HostStmt *before = NULL;
    lg_PtrVec tmp = {0};
    unit(s, c, false, &tmp);
    if (tmp.n) {
      before = tmp.items[0];
      lg_error(s->fe->diag, before->loc,
               "a declaration in the header of a loop that holds kernel regions reads memory "
               "the data region may keep on the device; declare it before the loop");
    }
  }
}

/* The statements of a body: a unit each, or walked into when they hold
 * kernel regions (whose host loops do their own walk). */
static void units(Sync *s, CXCursor c, lg_PtrVec *out) {
  FE *fe = s->fe;
  if (clang_Cursor_isNull(c))
    return;
  enum CXCursorKind k = clang_getCursorKind(c);
  bool host = false;
  if (is_directive_loop(fe, c, &host)) {
    if (host) { /* a nested host loop: its header is host code of this one */
      CXCursor init, cond, inc, body;
      for_parts(fe, c, &init, &cond, &inc, &body);
      header(s, init, out);
      header(s, cond, out);
      header(s, inc, out);
    }
    return;
  }
  unsigned b, e;
  fe_extent(fe, c, &b, &e);
  if (k == CXCursor_LabelStmt) { /* a jump to the label must meet the syncs */
    Kids kids = fe_kids(fe, c);
    for (int i = 0; i < kids.n; i++)
      units(s, kids.v[i], out);
    return;
  }
  if (!contains_pragma(fe, b, e)) {
    if (k != CXCursor_NullStmt)
      unit(s, c, false, out);
    return;
  }
  switch (k) {
  case CXCursor_CompoundStmt: {
    Kids kids = fe_kids(fe, c);
    for (int i = 0; i < kids.n; i++)
      units(s, kids.v[i], out);
    return;
  }
  case CXCursor_ForStmt: {
    CXCursor init, cond, inc, body;
    for_parts(fe, c, &init, &cond, &inc, &body);
    header(s, init, out);
    header(s, cond, out);
    header(s, inc, out);
    units(s, body, out);
    return;
  }
  case CXCursor_WhileStmt:
  case CXCursor_IfStmt:
  case CXCursor_SwitchStmt:
  case CXCursor_DoStmt:
  case CXCursor_LabelStmt:
  case CXCursor_CaseStmt:
  case CXCursor_DefaultStmt: {
    Kids kids = fe_kids(fe, c);
    for (int i = 0; i < kids.n; i++) {
      if (clang_isExpression(clang_getCursorKind(kids.v[i])))
        header(s, kids.v[i], out);
      else
        units(s, kids.v[i], out);
    }
    return;
  }
  default:
    lg_error(fe->diag, fe_cursor_loc(fe, c),
             "this statement holds kernel regions inside a 'host' loop in a form loopgpu does "
             "not walk into");
    return;
  }
}

/* ---- summaries of the functions of this file ----------------------------------------------- */

static enum CXChildVisitResult summary_stmt(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  Sync *s = d;
  FE *fe = s->fe;
  bool host;
  if (is_directive_loop(fe, c, &host) || (clang_getCursorKind(c) == CXCursor_ForStmt &&
                                          fe_pragma_for(fe, fe_offset(clang_getCursorLocation(c))))) {
    s->sum->self_sync = true; /* kernel regions: it brackets its own host code */
    return CXChildVisit_Continue;
  }
  if (clang_isExpression(clang_getCursorKind(c))) {
    expr_visit(s, c, RD);
    return CXChildVisit_Continue;
  }
  if (clang_getCursorKind(c) == CXCursor_VarDecl) {
    CXCursor init = clang_Cursor_getVarDeclInitializer(c);
    if (!clang_Cursor_isNull(init))
      expr_visit(s, init, RD);
    return CXChildVisit_Continue;
  }
  return CXChildVisit_Recurse;
}

static Summary *summary_of(Sync *s, lg_Function *f, int fi) {
  Summary *sum = &s->sums[fi];
  if (sum->state)
    return sum; /* done, or being computed (recursion adds nothing new) */
  sum->state = 1;
  CXCursor fc = *(CXCursor *)s->fe->fn_cursors.items[fi];
  int np = clang_Cursor_getNumArguments(fc);
  sum->nparams = np > 0 ? np : 0;
  sum->param_rw = LG_NEW_ARRAY(s->fe->a, int, np > 0 ? np : 1);
  Sync t = *s;
  t.sum = sum;
  t.fn = fc;
  t.u = NULL;
  t.h = NULL;
  t.written = (lg_PtrVec){0};
  (void)f;
  clang_visitChildren(fc, summary_stmt, &t);
  sum->state = 2;
  return sum;
}

/* ---- entry points ---------------------------------------------------------------------------- */

static Summary *sums_of(FE *fe) {
  if (!fe->sync_sums || fe->sync_nsums != fe->fns.n) {
    fe->sync_sums = LG_NEW_ARRAY(fe->a, Summary, fe->fns.n ? fe->fns.n : 1);
    fe->sync_nsums = fe->fns.n;
  }
  return fe->sync_sums;
}

void fe_host_syncs(FE *fe, lg_HostLoop *h, CXCursor loop) {
  Sync s = {.fe = fe, .sums = sums_of(fe), .h = h};
  lg_PtrVec out = {0};
  CXCursor init, cond, inc, body;
  for_parts(fe, loop, &init, &cond, &inc, &body);
  /* the loop's own condition and increment run inside its data region */
  header(&s, cond, &out);
  header(&s, inc, &out);
  /* the body's statements are the units, whether or not it holds kernel
     regions itself (they may be in the functions it calls) */
  if (clang_getCursorKind(body) == CXCursor_CompoundStmt) {
    Kids kids = fe_kids(fe, body);
    for (int i = 0; i < kids.n; i++)
      units(&s, kids.v[i], &out);
  } else {
    units(&s, body, &out);
  }
  h->stmts = (lg_HostStmt **)out.items;
  h->nstmts = out.n;
}

/* The functions with kernel regions that host loops call, directly or
 * through others: their own host code may run inside a data region.
 * Linear in the file (sorted tables, not a search per pair: 2 000 functions
 * took 47% of a translation's time here). */
typedef struct CallEdge {
  const char *callee;
  int caller;
} CallEdge;

static int ptr_cmp(const void *x, const void *y) {
  uintptr_t a = (uintptr_t) * (void *const *)x, b = (uintptr_t) * (void *const *)y;
  return a < b ? -1 : a > b;
}

static int edge_cmp(const void *x, const void *y) {
  return strcmp(((const CallEdge *)x)->callee, ((const CallEdge *)y)->callee);
}

void fe_function_syncs(FE *fe) {
  if (fe->hosts.n == 0)
    return;
  Summary *sums = sums_of(fe);
  int n = fe->fns.n;
  Sync s0 = {.fe = fe, .sums = sums};
  /* which functions have host loops, which bracket their own host code */
  void **host_fns = LG_NEW_ARRAY(fe->a, void *, fe->hosts.n);
  for (int k = 0; k < fe->hosts.n; k++)
    host_fns[k] = ((lg_HostLoop *)fe->hosts.items[k])->fn;
  qsort(host_fns, (size_t)fe->hosts.n, sizeof *host_fns, ptr_cmp);
  bool *has_hosts = LG_NEW_ARRAY(fe->a, bool, n ? n : 1);
  bool *self_sync = LG_NEW_ARRAY(fe->a, bool, n ? n : 1);
  int nedges = 0;
  for (int j = 0; j < n; j++) {
    lg_Function *g = fe->fns.items[j];
    has_hosts[j] = bsearch(&g, host_fns, (size_t)fe->hosts.n, sizeof *host_fns, ptr_cmp) != NULL;
    self_sync[j] = summary_of(&s0, g, j)->self_sync;
    if (has_hosts[j] || self_sync[j])
      nedges += g->ncallees;
  }
  /* the calls made by those functions, by callee name */
  CallEdge *edges = LG_NEW_ARRAY(fe->a, CallEdge, nedges ? nedges : 1);
  nedges = 0;
  for (int j = 0; j < n; j++) {
    lg_Function *g = fe->fns.items[j];
    for (int k = 0; (has_hosts[j] || self_sync[j]) && k < g->ncallees; k++)
      edges[nedges++] = (CallEdge){g->callees[k], j};
  }
  qsort(edges, (size_t)nedges, sizeof *edges, edge_cmp);
  for (int i = 0; i < n; i++) {
    lg_Function *f = fe->fns.items[i];
    Sync s = {.fe = fe, .sums = sums};
    if (!self_sync[i])
      continue;
    /* is it called from a host loop? (conservatively: from any function
       with host loops, or any other self-synchronising function) */
    bool called = false;
    CallEdge key = {f->name, 0};
    CallEdge *e = bsearch(&key, edges, (size_t)nedges, sizeof *edges, edge_cmp);
    while (e && e > edges && !strcmp(e[-1].callee, f->name))
      e--;
    for (; e && e < edges + nedges && !strcmp(e->callee, f->name) && !called; e++)
      called = has_hosts[e->caller] || e->caller != i;
    if (!called)
      continue;
    CXCursor fc = *(CXCursor *)fe->fn_cursors.items[i];
    Kids kids = fe_kids(fe, fc);
    lg_PtrVec out = {0};
    for (int k = 0; k < kids.n; k++)
      if (clang_getCursorKind(kids.v[k]) == CXCursor_CompoundStmt) {
        Kids body = fe_kids(fe, kids.v[k]);
        for (int m = 0; m < body.n; m++)
          units(&s, body.v[m], &out);
      }
    f->syncs = (lg_HostStmt **)out.items;
    f->nsyncs = out.n;
  }
}
