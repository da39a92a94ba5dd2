/* ir.h — loopgpu's loop-nest IR: the boundary between the front end (tool/,
 * which alone talks to libclang) and the analyses, passes and printer
 * (transforms/, which never includes clang-c).
 *
 * Ownership: every node lives in the translation's one arena (lg_Arena) and
 * is freed with it; nothing here is freed individually.
 *
 * What the IR holds: the annotated loop nests (kernel regions and `host`
 * loops) as statements and expressions with C types, resolved variables and
 * source locations. Everything outside them stays source text, copied by
 * byte offset with the edits the front end asks for (lg_Edit, edit.h).
 */
#ifndef LOOPGPU_IR_H
#define LOOPGPU_IR_H

#include <stdbool.h>
#include <stddef.h>

#include "arena.h"
#include "diag.h"

typedef struct lg_Type lg_Type;
typedef struct lg_Expr lg_Expr;
typedef struct lg_Stmt lg_Stmt;
typedef struct lg_Var lg_Var;
typedef struct lg_Loop lg_Loop;
typedef struct lg_Directive lg_Directive;
typedef struct lg_Clause lg_Clause;
typedef struct lg_Function lg_Function;
typedef struct lg_Region lg_Region;
typedef struct lg_HostLoop lg_HostLoop;
typedef struct lg_Program lg_Program;
typedef struct lg_Record lg_Record;

/* ---- types ----------------------------------------------------------------
 * Canonical C types (typedefs resolved). Arrays keep every dimension so that
 * `float A[n][m]` (a variably modified parameter) and `float g[64][64]`
 * (a fixed array) can be indexed and sized. A parameter declared
 * `float A[n][m]` is, in C, a pointer to `float[m]`: the front end records it
 * as LG_T_ARRAY with dims {n, m} and sets `decayed` (the outermost extent is
 * the declared one, not a guarantee, but it is what loopgpu copies).
 */
typedef enum lg_TypeKind {
  LG_T_VOID,
  LG_T_BOOL,
  LG_T_CHAR, LG_T_SCHAR, LG_T_UCHAR,
  LG_T_SHORT, LG_T_USHORT,
  LG_T_INT, LG_T_UINT,
  LG_T_LONG, LG_T_ULONG,
  LG_T_LLONG, LG_T_ULLONG,
  LG_T_FLOAT, LG_T_DOUBLE, LG_T_LDOUBLE,
  LG_T_PTR,   /* elem: pointee */
  LG_T_ARRAY, /* elem: scalar (or record) element type; ndims, dims */
  LG_T_RECORD, /* a struct or union: rec */
  LG_T_OTHER  /* function types...: not allowed in kernels */
} lg_TypeKind;

/* A struct or union (issue 17). The CUDA half declares it, from these
 * fields, before the kernels (print_kernel.c, lg_print_records), with a
 * static_assert that its size is C's: the device works on the host's bytes. */
typedef struct lg_Field {
  const char *name;
  const char *cuda_name; /* its name in the CUDA half (lg_pass_names) */
  lg_Type *type;        /* a scalar, a record, or an array of them (constant dims) */
} lg_Field;

struct lg_Record {
  const char *name;     /* its name in the CUDA half: the tag, else the typedef name,
                           else lg_anon_N (lg_r_NAME when NAME is reserved there) */
  const char *c_name;   /* how C names it at file scope: "struct P", "union U", "P" */
  const char *cuda_type; /* "struct NAME" / "union NAME" (lg_pass_names sets it) */
  bool is_union;
  lg_Field *fields;
  int nfields;
  long long size, align; /* C's (clang's) */
  const char *why_not;  /* why a kernel cannot use it (a pointer or bit-field member,
                           defined inside a function...), or NULL */
  bool used;            /* a kernel or device function uses it: the CUDA half declares it */
  int id;
};

struct lg_Type {
  lg_TypeKind kind;
  bool is_const;      /* of this level (for PTR: the pointee's constness is elem->is_const) */
  bool is_volatile;   /* of this level, as is_const */
  bool is_restrict;   /* of this level: a `T *restrict` pointer (overlap.c) */
  lg_Type *elem;      /* PTR: pointee; ARRAY: the scalar element type */
  int ndims;          /* ARRAY: number of dimensions, outermost first */
  lg_Expr **dims;     /* ARRAY: extent of each dimension (NULL for `[]`) */
  long long *cdims;   /* ARRAY: constant value of each extent, -1 when not constant */
  bool decayed;       /* ARRAY: a parameter declared with array syntax */
  const char *spelling; /* clang's spelling, for messages */
  lg_Record *rec;       /* RECORD */
};

/* ---- variables ------------------------------------------------------------ */
typedef enum lg_VarScope {
  LG_VS_GLOBAL, /* file scope (static storage) */
  LG_VS_PARAM,  /* parameter of the enclosing function */
  LG_VS_LOCAL   /* block scope of the enclosing function */
} lg_VarScope;

struct lg_Var {
  const char *name;     /* in the CUDA half: a C name that is a C++ keyword or a
                           CUDA built-in (`new`, `threadIdx`) becomes lg_v_NAME */
  const char *host_name; /* the C name, for the host half */
  const char *host_expr; /* a variable loopgpu makes (lg_ext_A_1, the row length of
                           a variably modified array fixed when C fixed it): the
                           host half's C expression of its value */
  lg_Type *type;
  lg_VarScope scope;
  lg_Loc loc;           /* its declaration */
  int id;               /* dense, unique within the program */
  lg_Region *region;    /* the kernel region it is declared in (private to a
                           thread there), or NULL */
  lg_Var *origin;       /* a loop's own instance of an induction variable declared
                           before the region (`int i, j, k;` at the top of the
                           function, several loops of the region reusing `k`): the
                           variable it stands for, whose final value it gives;
                           same name, private to the region (analyses see one
                           induction variable per loop) */
  struct lg_Var *private_of; /* private.c: the region's own copy of this variable
                           declared before it (a temporary each iteration sets);
                           with last_symbol: the variable whose value after the
                           loop it carries */
  bool last_symbol;     /* private.c: a device variable (`static __device__`) that
                           the last iteration stores private_of's copy into */
  const struct lg_Loop *last_of; /* private.c: the last value of this loop's
                           induction variable (with host_expr) */
  struct lg_Var *snapshot_of; /* snapshot.c: a device copy of this array made before
                           the region's kernel, which the reads of rows that only
                           later iterations write name (no host variable) */
  struct lg_Alloc *alloc; /* kernel regions: the malloc/calloc that initializes
                           this pointer; the front end then types it as a
                           one-dimensional array of `alloc->count` elements
                           (hoist.c makes it a slice or a local array) */
};

/* ---- expressions ---------------------------------------------------------- */
typedef enum lg_ExprKind {
  LG_E_INT,      /* integer (and character) literal: ival; text = spelling */
  LG_E_FLOAT,    /* floating literal: fval; text = spelling ("0.5f") */
  LG_E_VAR,      /* var */
  LG_E_INDEX,    /* var[args[0]][args[1]]...: nargs subscripts, outermost first.
                    The base is always a variable (pointer or array). */
  LG_E_UNARY,    /* op, args[0] */
  LG_E_BINARY,   /* op, args[0] op args[1] */
  LG_E_ASSIGN,   /* op (LG_OP_ASSIGN or compound), args[0] (VAR, INDEX, or a MEMBER of
                    one) = args[1] */
  LG_E_COND,     /* args[0] ? args[1] : args[2] */
  LG_E_CALL,     /* callee(args...); fn = same-file function or NULL */
  LG_E_CAST,     /* (type) args[0]; implicit = inserted by C's conversions */
  LG_E_INIT_LIST, /* { args... } (initializer of a local array) */
  LG_E_MEMBER,   /* args[0].text[args[1]]...: a member of a struct or union (`p->x` is
                    `p[0].x`); args[1..] subscript an array member, outermost first */
  LG_E_STRING    /* a string literal, only as an argument of printf and of
                    __builtin_nan/nanf: text = its source spelling */
} lg_ExprKind;

typedef enum lg_Op {
  /* binary */
  LG_OP_ADD, LG_OP_SUB, LG_OP_MUL, LG_OP_DIV, LG_OP_REM,
  LG_OP_SHL, LG_OP_SHR,
  LG_OP_LT, LG_OP_GT, LG_OP_LE, LG_OP_GE, LG_OP_EQ, LG_OP_NE,
  LG_OP_BAND, LG_OP_BXOR, LG_OP_BOR, LG_OP_LAND, LG_OP_LOR,
  LG_OP_COMMA,
  /* assignment */
  LG_OP_ASSIGN,
  LG_OP_MUL_ASSIGN, LG_OP_DIV_ASSIGN, LG_OP_REM_ASSIGN,
  LG_OP_ADD_ASSIGN, LG_OP_SUB_ASSIGN,
  LG_OP_SHL_ASSIGN, LG_OP_SHR_ASSIGN,
  LG_OP_AND_ASSIGN, LG_OP_XOR_ASSIGN, LG_OP_OR_ASSIGN,
  /* unary */
  LG_OP_NEG, LG_OP_PLUS, LG_OP_NOT, LG_OP_BNOT,
  LG_OP_ADDR, /* &args[0], args[0] an INDEX naming one element: a pointer into a
                 region array passed to a function of the input (issue 17) */
  LG_OP_PREINC, LG_OP_PREDEC, LG_OP_POSTINC, LG_OP_POSTDEC
} lg_Op;

struct lg_Expr {
  lg_ExprKind kind;
  lg_Type *type;      /* the C type of the value */
  lg_Loc loc;         /* first token */
  lg_Op op;
  long long ival;
  double fval;
  const char *text;   /* INT/FLOAT: source spelling; CALL: callee name */
  lg_Var *var;        /* VAR, INDEX */
  lg_Function *fn;    /* CALL: the callee when defined in this file */
  bool implicit;      /* CAST: inserted by C's implicit conversions */
  lg_Expr **args;
  int nargs;
  /* Set by check_reduction.c on an update of a reduction whose kernel text is not the
     C one (analysis.h, lg_RedUpdate): an array element's update becomes the
     runtime's atomic; copies of the node (tile.c) keep it. */
  const struct lg_RedUpdate *red_update;
  /* UNARY ADDR of an INDEX whose subscripts are all 0: the whole array that a
     call passes to a device function for the file-scope array it uses (the
     front end adds the argument); printed as the array's name */
  bool whole_array;
};

/* ---- statements ----------------------------------------------------------- */
typedef enum lg_StmtKind {
  LG_S_EXPR,     /* expr; */
  LG_S_DECL,     /* var [= init]; one variable per statement */
  LG_S_BLOCK,    /* { stmts } */
  LG_S_IF,       /* if (expr) then [else els] */
  LG_S_FOR,      /* loop: a canonical counted loop */
  LG_S_WHILE,    /* while (expr) then; with els: a `for` loop that is not
                    canonical, `for (; expr; els->expr) then` (its init, if
                    any, a statement before it in a block around it); els is
                    the increment as an LG_S_EXPR, run after the body and on
                    `continue` */
  LG_S_DO,       /* do then while (expr); */
  LG_S_BREAK,
  LG_S_CONTINUE,
  LG_S_NULL,     /* ; */
  LG_S_RETURN,   /* return [expr]; (device copies of functions only) */
  LG_S_SWITCH,   /* switch (expr) then: then is a BLOCK whose top-level
                    statements hold its labels; a `break` in it ends the
                    switch, a `continue` the loop around it */
  LG_S_CASE,     /* `case expr:` (expr a constant), a statement of its own in
                    the switch's block, before the statement it labels */
  LG_S_DEFAULT,  /* `default:`, the same */
  LG_S_GOTO,     /* goto label; (a label of the same kernel body or device
                    function, in a block around the goto: goto.c) */
  LG_S_LABEL     /* `label:`, a statement of its own in a block, before the
                    statement it labels (as CASE). Printed as lg_LABEL_N, N
                    unique in the CUDA function, so that each copy of a body
                    (unrolling, coarsening) has its own labels */
} lg_StmtKind;

struct lg_Stmt {
  lg_StmtKind kind;
  lg_Loc loc;
  lg_Expr *expr;
  lg_Var *var;
  lg_Expr *init;
  lg_Stmt **stmts;
  int nstmts;
  lg_Stmt *then, *els;
  lg_Loop *loop;
  const char *label;  /* GOTO, LABEL: the label's C name */
  /* Added by passes (unroll.c): a comment printed after the `{` of a BLOCK
     (`{ / * i + 2 * / ...`), and the statement printed in place of this one (an
     unrolled FOR keeps its loop for the analyses and prints `lowered`). An
     LG_S_NULL may carry a comment too (`; / * ... * /`: a hoisted `free`). */
  const char *comment;
  lg_Stmt *lowered;
};

/* ---- loops -----------------------------------------------------------------
 * A canonical loop: `for (iv = lb; iv CMP ub; iv += step)`, normalized so
 * that the induction variable is on the left of the comparison
 * (`n > i` becomes `i < n`) and the step is a nonzero integer constant
 * (`i++`, `i--`, `i += 2`, `i = i + 2`, `i -= 3`).
 */
typedef enum lg_Cmp { LG_CMP_LT, LG_CMP_LE, LG_CMP_GT, LG_CMP_GE, LG_CMP_NE } lg_Cmp;

/* How C runs a loop's header. lb, cmp, ub and step are the loop read in
 * integers, the values its body sees: `iv` takes lb, lb + step, ... while
 * `iv cmp ub` holds (what the analyses, the mapping and the final values
 * use). For PLAIN that is the header as written; for the others the header
 * as written is c_lb, c_cmp, c_ub (printed by print_stmt) and the trip
 * count comes from it (loopform.c, lg_loop_trip_expr). */
typedef enum lg_LoopForm {
  LG_LOOP_PLAIN,     /* for (iv = lb; iv cmp ub; iv += step) */
  LG_LOOP_WRAP,      /* an unsigned iv stepping down by 1 that the loop leaves
                        when it wraps past 0: `iv != (T)-1` (c_cmp NE, c_ub
                        the maximum of T), `iv < c_ub`, `iv <= c_ub`; read
                        as `iv >= 0` */
  LG_LOOP_POST_STEP, /* for (iv = c_lb; iv-- c_cmp c_ub; ) (or iv++): the test
                        reads iv, then steps it; `iv--` alone is `iv-- != 0`.
                        Read as lb = c_lb + step, ub = c_ub + step */
  LG_LOOP_PRE_STEP   /* for (iv = c_lb; --iv c_cmp c_ub; ) (or ++iv): read as
                        lb = c_lb + step, ub = c_ub */
} lg_LoopForm;

struct lg_Loop {
  lg_Var *iv;
  bool iv_declared;    /* `for (int i = ...)` rather than `for (i = ...)` */
  bool iv_in_copies;   /* unrolled (unroll.c): each copy declares the variable and
                          nothing else in the kernel names it, so the kernel
                          declares no variable of its own for it */
  lg_Expr *lb;
  lg_Cmp cmp;
  lg_Expr *ub;
  long long step;
  lg_LoopForm form;    /* PLAIN unless the header is one of the forms above */
  lg_Expr *c_lb, *c_ub; /* the header as written (form != PLAIN) */
  lg_Cmp c_cmp;
  lg_Stmt *body;
  lg_Directive *dir;   /* NULL when no `#pragma loopgpu` precedes it */
  lg_Loc loc;          /* the `for` keyword */
  unsigned begin, end; /* byte offsets of the whole statement in the main file, end exclusive */
  int end_line;        /* line of its last token */
  /* Filled by the mapping pass: -1 sequential; otherwise the index of the
     thread dimension among the mapped loops, 0 = outermost mapped. */
  int mapped;
  /* Filled by the mapping pass for a mapped loop whose bounds use the
     variables of outer mapped loops (a triangle, a trapezoid); lb and ub
     stay the true bounds, which every analysis uses. `box` is the loop whose
     trip count the host computes for the grid (its bounds are evaluable
     there). With `guard`: the bounding box of the loop's values over the
     outer loops' ranges, `for (iv = lo; iv <= hi; iv++)`; a thread's iv is
     box->lb plus its index and the body runs only where `guard` (the true
     bounds, `lb <= iv && iv < ub`) holds. Without: `ub - lb` does not depend
     on the outer loops (`j = i + 1; j <= i + m`), and `box` is the loop with
     the outer variables at their first values, of the same trip count; a
     thread's iv is the true lb plus its index times the step, no guard.
     Both NULL for a loop whose bounds are invariant. */
  struct lg_Loop *box;
  lg_Expr *guard;
  /* A `host` loop whose header is not canonical (`t < steps && err > tol`,
     a pointer walk...): it stays the C loop it is, and iv, lb and ub are
     NULL; what needs its trip count (preallocating hoisted buffers,
     unrolling) does without or says why not. */
  bool opaque;
};

/* The expression of a loop's header that lb and ub do not hold: the bound
 * of a WRAP loop (`i < n`, read as `i >= 0`). Walks over a loop's
 * expressions visit it too. NULL for the other forms. */
static inline lg_Expr *lg_loop_extra_bound(const lg_Loop *l) {
  return l->form == LG_LOOP_WRAP ? l->c_ub : NULL;
}

/* ---- directives -------------------------------------------------------------
 * `#pragma loopgpu CLAUSE...`, parsed and checked by the front end. Integer
 * arguments are folded (macros expanded); data-clause bounds stay C text,
 * evaluated by the generated host code where the loop stands.
 */
typedef enum lg_ClauseKind {
  LG_CL_TILE, LG_CL_UNROLL, LG_CL_COLLAPSE,
  LG_CL_COPYIN, LG_CL_COPYOUT, LG_CL_COPY, LG_CL_CREATE,
  LG_CL_REDUCTION,
  LG_CL_HOIST, LG_CL_NOHOIST,
  LG_CL_CHUNK,
  LG_CL_HOST,
  LG_CL_INDEPENDENT,
  LG_CL_PRIVATE,
  LG_CL_DEVICES /* devices(N | all): is_auto for all (devices.c) */
} lg_ClauseKind;

typedef enum lg_RedOp {
  LG_RED_ADD, LG_RED_MUL, LG_RED_MIN, LG_RED_MAX,
  LG_RED_BAND, LG_RED_BOR, LG_RED_BXOR, LG_RED_LAND, LG_RED_LOR
} lg_RedOp;

typedef struct lg_DataArg {
  lg_Var *var;
  const char *lo;      /* C text of the first element (of the outermost dimension), or NULL */
  const char *len;     /* C text of the element count (outermost dimension), or NULL */
  lg_Loc loc;
} lg_DataArg;

/* One variable of `reduction(OP:var, ...)`: a scalar, or an array whose
 * elements are reduced (`reduction(+:y[lo:len])`, the section as a data
 * clause's, or none: inferred as for any array). */
typedef struct lg_RedArg {
  lg_RedOp op;
  lg_DataArg d;
} lg_RedArg;

struct lg_Clause {
  lg_ClauseKind kind;
  lg_Loc loc;          /* the clause's name */
  int nints;           /* tile/unroll/collapse/chunk: number of integer args */
  long long ints[3];
  bool full;           /* unroll(full) */
  bool is_auto;        /* chunk(auto) */
  lg_DataArg *data;    /* copy*, create */
  int ndata;
  lg_RedArg *red;      /* reduction: every variable of every reduction clause of the
                          directive (repeated clauses merge into the first) */
  int nred;
  lg_Var **privvars;   /* private (repeated clauses merge into the first) */
  int nprivvars;
};

struct lg_Directive {
  lg_Loc loc;          /* the `#` */
  lg_Clause *clauses;
  int nclauses;
};

/* Returns the first clause of `kind` in `d` (d may be NULL), or NULL. */
lg_Clause *lg_dir_find(const lg_Directive *d, lg_ClauseKind kind);

/* ---- walking and type predicates (ir.c, walk.c) --------------------------- */
/* Pre-order visit of the expressions of an expression or of the statements
 * below `s`; the visitor returns false when it handled the children itself. */
typedef bool (*lg_ExprVisit)(void *ctx, lg_Expr *e);
void lg_walk_stmt_exprs(lg_Stmt *s, lg_ExprVisit f, void *ctx);
void lg_walk_expr(lg_Expr *e, lg_ExprVisit f, void *ctx);
/* Is node e x itself or below it? */
bool lg_expr_within(const lg_Expr *x, const lg_Expr *e);
/* Does e name variable v (as a variable or an indexed array)? */
bool lg_expr_names(const lg_Expr *e, const lg_Var *v);
/* Does any expression below statement s name v (lg_expr_names)? */
bool lg_stmt_names(lg_Stmt *s, const lg_Var *v);
/* The plain variable that e assigns (`v = ...`, `v op= ...`, `++v`, `v--`)
 * or takes the address of (`&v`), or NULL. */
lg_Var *lg_expr_assigned_var(const lg_Expr *e);
/* f(ctx, l) for every counted loop l below s (through blocks, branches and
 * loop bodies), outer loops first. */
void lg_walk_loops(lg_Stmt *s, void (*f)(void *ctx, lg_Loop *l), void *ctx);
/* A copy of statement s (in arena a) for a printer that rewrites it: each
 * expression of a statement or a loop header is fx(ctx, e), which copies or
 * replaces the whole expression, and each variable of a declaration or a
 * loop fv(ctx, v) (fv NULL: the same); blocks, branches, loop bodies and
 * unrolled copies (`lowered`) are cloned alike. */
typedef lg_Expr *(*lg_CloneExpr)(void *ctx, lg_Expr *e);
typedef lg_Var *(*lg_CloneVar)(void *ctx, lg_Var *v);
lg_Stmt *lg_clone_stmt(lg_Arena *a, const lg_Stmt *s, lg_CloneExpr fx, lg_CloneVar fv, void *ctx);
/* A deep copy of expression e (in arena a) in which every node for which
 * sub(ctx, node) returns an expression is that expression instead (sub
 * NULL, or returning NULL: the node copied, its operands copied alike). */
typedef lg_Expr *(*lg_SubstExpr)(void *ctx, const lg_Expr *e);
lg_Expr *lg_subst_expr(lg_Arena *a, const lg_Expr *e, lg_SubstExpr sub, void *ctx);
/* A `continue` in `s` bound to the loop whose body holds `s` (through
 * blocks, if and switch; not into inner loops). */
bool lg_stmt_has_continue(const lg_Stmt *s);
/* f(p, r) for every region of p as the list stands when called (f may
 * replace r by its parts: distribute.c, reschedule.c) */
void lg_each_region(lg_Program *p, void (*f)(lg_Program *p, lg_Region *r));
/* every variable loop l names (its header, its body, its declarations,
 * its inner loops' variables), each once, with the host variable that a
 * loop's own instance of a variable stands for (lg_Var.origin) */
lg_PtrVec lg_loop_vars(lg_Arena *a, lg_Loop *l);
/* s without the blocks of one statement around it (`{ { for ... } }` is the
 * for): how a loop nested alone in another is found. */
lg_Stmt *lg_stmt_unwrap(lg_Stmt *s);
/* A `break` in `s` bound to the loop whose body holds `s` (through blocks
 * and if; not into inner loops or switches). */
bool lg_stmt_has_break(const lg_Stmt *s);
/* goto (walk.c): whether `s` holds a goto or a label (at any depth); the
 * first goto in `s` (at any depth) whose label is not in `s`: a jump out of
 * it, like a `break` of every loop it leaves; whether `s` defines `label`. */
bool lg_stmt_has_goto(const lg_Stmt *s);
/* s contains a break, continue, return, goto or label (at any depth) */
bool lg_stmt_has_jump(const lg_Stmt *s);
/* Can s send control out of the block it stands in, past the statements
 * after it (`if (x == 0) continue;`, a return, a goto or a label)? A break
 * or continue of a loop inside s, or a break of a switch inside it, does
 * not. */
bool lg_stmt_leaves(const lg_Stmt *s);
const lg_Stmt *lg_goto_out(const lg_Stmt *s);
bool lg_stmt_has_label(const lg_Stmt *s, const char *label);
/* goto.c: the gotos and labels of a kernel body or of a device function's
 * body (`what`: "kernel region" or "function 'f'"), checked after lowering:
 * each goto's label is in the body, in a block around the goto, and a jump
 * forward crosses no declaration with an initializer (C++, thus CUDA,
 * forbids it); labels no goto names become empty statements. Errors go to
 * `d`; false when there was one. */
bool lg_check_gotos(lg_Diag *d, lg_Stmt *body, const char *what);
bool lg_is_scalar_type(const lg_Type *t);  /* bool .. long double */
bool lg_is_integer_type(const lg_Type *t); /* bool .. unsigned long long */
/* A parameter `float A[n][m]` whose inner extents are not constants (C:
 * a pointer to a variably modified row). */
bool lg_is_vla_param(const lg_Var *v);
bool lg_is_fixed_array(const lg_Var *v);  /* an array that is not such a parameter */
bool lg_is_array_like(const lg_Var *v);   /* pointer or array */
/* Bytes of a value of type t on the targets (x86-64 hosts, CUDA devices:
 * LP64, 16-byte long double, C's layout for structs); an array's when its
 * dimensions are constants; 0 when unknown. The one table of sizes. */
long long lg_type_size(const lg_Type *t);
/* The variable or element an lvalue names: `p[i].pos.x` is `p[i]`, `q.x` is `q`
 * (member accesses stripped). */
lg_Expr *lg_lvalue_root(lg_Expr *e);
/* A variable's name in the host half (its C name). */
const char *lg_host_name(const lg_Var *v);
/* a and b are one variable of the program: the same, or one is a loop's own
   instance of the other (lg_Var.origin: `for (int t ...)` over a `t` declared
   before, or the host variable a region's loop stands for) */
bool lg_same_variable(const lg_Var *a, const lg_Var *b);

/* ---- integer constants (consteval.c) ---------------------------------------
 * An integer constant expression of the IR folded with C's rules for its
 * types (unsigned wrap-around; no value when C leaves one undefined: signed
 * overflow, division by zero, a shift past the width). Values are exact
 * (__int128 holds every value of every 64-bit type). */
bool lg_const_int(const lg_Expr *e, __int128 *out);
/* ... when the value fits in long long */
bool lg_const_ll(const lg_Expr *e, long long *out);
/* The range of an integer type kind; false for other kinds. */
bool lg_int_type_range(lg_TypeKind k, __int128 *min, __int128 *max);
/* `v` converted to integer type kind `k` as C does (modulo 2^N). */
__int128 lg_int_convert(lg_TypeKind k, __int128 v);

/* ---- allocations in loop bodies (hoisting, docs/directives.md §4) -----------------
 * The front end records every allocation it finds in the body of a `host`
 * loop (source text: offsets and C text) together with the facts the
 * safety analysis needs; transforms/hoist.c decides, the printer rewrites.
 * Allocations in kernel regions are IR (LG_S_DECL of a variable-length array
 * or of a pointer initialized by malloc/calloc, whose lg_Var has `alloc`;
 * its `free` is an LG_S_NULL with a comment) and are found there. */
typedef enum lg_AllocKind {
  LG_ALLOC_MALLOC, LG_ALLOC_CALLOC, LG_ALLOC_ALIGNED, LG_ALLOC_CUDA, LG_ALLOC_VLA,
  LG_ALLOC_CUDA_ASYNC /* cudaMallocAsync(&p, n, stream) */
} lg_AllocKind;
#define LG_ALLOC_IS_DEVICE(k) ((k) == LG_ALLOC_CUDA || (k) == LG_ALLOC_CUDA_ASYNC)

typedef enum lg_Escape {
  LG_ESC_NONE,
  LG_ESC_STORED,    /* the pointer is copied somewhere (another variable, an element) */
  LG_ESC_RETURNED,
  LG_ESC_PASSED,    /* passed to a function that may keep it (escape_callee) */
  LG_ESC_REALLOC,
  LG_ESC_ADDRESS,   /* its address is taken */
  LG_ESC_REASSIGNED,/* the variable is assigned again in the body */
  LG_ESC_JUMP,      /* break/continue/return/goto between allocation and free */
  LG_ESC_UNSUPPORTED /* a form loopgpu does not rewrite (escape_what says which) */
} lg_Escape;

/* What lg_pass_hoist decided about one allocation (UNDECIDED before it ran). */
typedef enum lg_HoistVerdict {
  LG_HV_UNDECIDED,
  LG_HV_HOISTED,    /* host loop: memory of a buffer set up before the loop (`buffer`);
                       kernel region: the thread's slice of one device buffer */
  LG_HV_LOCAL,      /* kernel region: a local array of the thread (a small constant size) */
  LG_HV_NOHOIST,    /* kept as written: the loop says `nohoist` */
  LG_HV_UNSAFE,     /* kept: it may outlive the iteration or be reached after it (`why`) */
  LG_HV_PEAK        /* kept: the loop's buffers could hold more than the original ever did */
} lg_HoistVerdict;

/* Which rule of the peak comparison (hoist.c) let a host loop's allocations
 * of one memory (host or device) through, or kept them. */
typedef enum lg_PeakRule {
  LG_PEAK_NONE,     /* not compared (kept before the comparison, or undecided) */
  LG_PEAK_SINGLE,   /* the only one of its memory in the loop: the same peak */
  LG_PEAK_DISJOINT, /* lifetimes one after another: one shared buffer of the largest size */
  LG_PEAK_COLIVE,   /* all live at one point, at most one size varies: the sum of the
                       buffers is the largest iteration's sum */
  LG_PEAK_OVER      /* neither: kept (LG_HV_PEAK) */
} lg_PeakRule;

/* How a hoisted host buffer gets its memory before the loop (print_hoist.c
 * prints what this says). */
typedef enum lg_Prealloc {
  LG_PRE_NONE,      /* none: allocated by the first iteration that asks, grown on demand
                       (a size that varies otherwise, or a loop without a trip count) */
  LG_PRE_INVARIANT, /* the loop-invariant size_iv, evaluated once before the loop */
  LG_PRE_ENDS       /* affine in the induction variable: the larger of size_iv at the
                       first and at the last iteration */
} lg_Prealloc;

typedef struct lg_Alloc {
  lg_AllocKind kind;
  lg_Var *var;            /* the pointer (or array) */
  lg_Loc loc;             /* the allocation call */
  const char *size;       /* C text of the byte count (calloc: n * size) */
  const char *size_iv;    /* the same as the code before the loop evaluates it: the
                             loop's induction variable spelled `lg_iv` (the first
                             and last iteration), `sizeof EXPR` as `sizeof(TYPE)` */
  int size_deg;           /* 0 loop-invariant, 1 affine in the induction variable,
                             2 otherwise varying (the buffer grows on demand) */
  const char *align;      /* aligned_alloc: C text of the alignment */
  const char *elem;       /* C text of the pointee type, for casts */
  unsigned call_begin, call_end;   /* the call to replace */
  unsigned free_begin, free_end;   /* the `free(p);` statement to delete; 0, 0 if none */
  bool free_in_expr;      /* [free_begin, free_end) is the free call inside a larger
                             statement (`CHECK(cudaFree(p))`): replaced by a value */
  const char *stream;     /* cudaMallocAsync: C text of the stream argument */
  bool var_in_body;       /* the pointer variable is declared in the loop body: it
                             dies with the iteration */
  bool host_used;         /* host code of the body reads or writes its elements
                             (or hands it to a function): it cannot stay on the
                             device across iterations */
  lg_Loc free_loc;
  bool freed;             /* a free of it exists in the body */
  bool freed_every_path;  /* ... at the top level of the body, after the allocation */
  int stmt_alloc, stmt_free; /* statement indexes in the body's block (liveness) */
  lg_Escape escape;
  lg_Loc escape_loc;
  const char *escape_what; /* callee name, or the unsupported form */
  /* decided by lg_pass_hoist */
  bool hoisted;
  int slot;               /* allocations of one loop with disjoint lifetimes share a slot */
  bool mapped;            /* a host buffer that the loop's kernel regions use: entered
                             into the device's present table once, for the whole loop */
  lg_HoistVerdict verdict;
  const char *why;        /* kept (UNSAFE, PEAK): the reason, as the warning gives it */
  lg_PeakRule peak;
  const char *buffer;     /* hoisted (host loops): the lg_scratch its memory comes from,
                             one per slot (lg_hs<line>_<slot>) */
  lg_Prealloc prealloc;   /* hoisted (host loops) */
  /* kernel regions (lg_Var.alloc): the element count, IR evaluable by the
     host before the launch (or not: hoist.c says so) */
  lg_Expr *count;
} lg_Alloc;

/* ---- host code inside host loops (issue 15) --------------------------------
 * A host loop's data region keeps arrays on the device while its body runs;
 * the host code of the body sees them through lg_update_host before it and
 * lg_update_device after it (by address: aliases, swapped and advanced
 * pointers included). The front end (tool/hostsync.c) finds, for each host
 * statement of the body that holds no kernel region (and for the header
 * expressions of those that do), the memory it may read and write, as C
 * text evaluable just before it; the printer (print_sync.c) brackets it. */
typedef struct lg_SyncSite {
  int rw;               /* 1 read, 2 written, 3 both */
  const char *addr;     /* C text of the first byte's address; NULL: every buffer
                           present (a call loopgpu cannot see into) */
  const char *bytes;    /* C text of the byte count; NULL: the whole buffer holding
                           addr (its extent is not known here) */
} lg_SyncSite;

typedef struct lg_HostStmt {
  unsigned begin, end;  /* the statement (end past its ';') or expression */
  bool expr;            /* a header expression (a condition, an increment) of a
                           statement that holds kernel regions: syncs before it
                           go into a comma expression */
  bool decl;            /* a declaration: bracketed without braces (scope) */
  lg_SyncSite *sites;
  int nsites;
  const char *why_all;  /* it synchronises every buffer: why (a call to 'f') */
  lg_Loc loc;
} lg_HostStmt;

/* ---- regions -------------------------------------------------------------- */

/* A kernel region: an annotated loop nest (not `host`) outside any other
 * kernel region. Everything below `loop` is IR. */
struct lg_Region {
  lg_Loop *loop;
  lg_Function *fn;
  lg_HostLoop *host;    /* innermost enclosing `host` loop, or NULL */
  int index;            /* k in "<fn>_k<k>": order of appearance in fn */
  int part;             /* distribute.c: 0, or which kernel of one annotated loop
                           split in several ("<fn>_k<k>_<part>"); the parts share
                           the loop's place in the file */
  const char *name;     /* "<fn>_k<k>" */
  lg_Var **vars;        /* every variable referenced in the region, each once */
  int nvars;
  /* the scalars declared before it that it uses whose value the rest of
     the function may read after it (a reference after the loop or in a
     loop around it, file scope or static, the address taken, a goto in the
     function): a private copy must give them their C value back */
  lg_Var **live;
  int nlive;
  /* wavefront.c: the nest runs by planes wave_h . (v0, v1, ...) = s, one
     after the other in one block; wave_var is s, which the body names and
     print_kernel.c's plane loop declares, over the values the outer loops'
     bounds and wave_first, wave_last (the first and last values of the
     innermost loop, which the body computes from s) give. NULL otherwise. */
  lg_Var *wave_var;
  long long wave_h[3];
  int wave_depth;
  lg_Expr *wave_first, *wave_last;
  /* reschedule.c: host variables that the loop as written used and no part
     names (`int i, j, k;` of the original loops): the host half voids them
     after this part's call, as map.c's host_void */
  lg_Var **voided;
  int nvoided;
  /* reschedule.c: why isl's order was not made (depend.c's note under the
     dependence error), or NULL */
  const char *reorder_why;
  void *analysis;       /* owned by transforms/ */
};

/* A `host` loop: stays on the CPU, as source text; it is the data region of
 * the kernel regions nested in it. Its host statements are bracketed by
 * updates (stmts), so that host code touching the arrays it keeps on the
 * device sees the kernels' results. */
struct lg_HostLoop {
  lg_Loop *loop;        /* header only: lb/ub/step; body is NULL */
  /* datarun.c: no loop but a run of kernel regions that are adjacent
     statements (nothing runs on the host between them): `loop` spans them
     (loc, begin, end, end_line; no iv, no directive) and the data region
     keeps their arrays on the device from the first to the last */
  bool run;
  lg_Function *fn;
  lg_HostLoop *parent;  /* enclosing host loop, or NULL */
  lg_Region **regions;  /* kernel regions nested in it (at any depth) */
  int nregions;
  /* What the loop body does outside its kernel regions, by host code:
     refs  — variables whose elements it reads or writes (`A[i]`, `*p`), or
             that it passes to a function or takes the address of; an array
             used so cannot stay on the device across iterations;
     writes — variables it assigns (`=`, `op=`, `++`, `--`), e.g. the
             pointers of a swap `t = A; A = B; B = t;`, or a size. */
  lg_Var **refs;
  int nrefs;
  lg_Var **writes;
  int nwrites;
  lg_Var **moves;       /* pointers it moves (`x += 1`, `p = q + k`): their
                           range changes every iteration (a swap does not) */
  int nmoves;
  void *analysis;
  lg_Alloc **allocs;    /* allocations in the body, outside kernel regions (hoisting) */
  int nallocs;
  lg_HostStmt **stmts;  /* its host statements and what they touch (hostsync.c) */
  int nstmts;
  /* The front end: the body is a compound statement holding nothing but
     annotated loops that are kernel regions (and empty statements);
     body_close is the offset of its closing brace. */
  bool only_regions;
  unsigned body_close;
  /* persist.c: the loop's later iterations may run as one kernel of one
     block (print_persist.c) */
  bool persist;
  /* reschedule.c: a loop of no source text, around the parts of one region
     (their place in the host half): `loop` has its header (iv, lb, cmp,
     ub, step 1) and the region's loop's place; print_cuda.c prints it */
  bool made;
  /* ... and the nest as written (a region no list holds), whose ranges,
     every iteration's parts' together, its data region enters (extent.c),
     or NULL: its parts' */
  lg_Region *nest;
};

struct lg_Function {
  const char *name;
  const char *cuda_name; /* its device copy's name (lg_pass_names): lg_fn_NAME */
  lg_Loc loc;
  unsigned begin;       /* offset of the first token of the definition */
  bool has_body;
  bool in_header;        /* defined in a user header the file includes (a helper
                            kernel code calls): only its device copy is printed */
  bool called_in_kernel; /* needs a device copy */
  const char **callees; /* names of functions it calls (for device checks) */
  int ncallees;
  unsigned *decl_begins; /* offsets of the first token of each declaration
                            (prototypes and the definition), for inserting
                            `__host__ __device__` */
  int ndecls;
  lg_Region **regions;
  int nregions;
  /* A function called from a kernel region (transitively): the front end
     lowers its definition so that the CUDA half holds a device copy of it,
     printed from the IR (the host half keeps the C original). */
  lg_Type *ret;
  lg_Var **params;
  int nparams;
  lg_Stmt *body;         /* NULL unless lowered */
  /* A function with kernel regions that host loops call (hostsync.c): its
     host statements, bracketed as a host loop's are, since it may run
     while a data region keeps its arrays on the device. */
  lg_HostStmt **syncs;
  int nsyncs;
};

/* ---- the program ---------------------------------------------------------- */
typedef struct lg_Options {
  const char *input;      /* path as given */
  const char *output;     /* path of the CUDA half, or "-" */
  const char *host_output; /* --host-output=FILE, or NULL: beside the output */
  const char *arch;       /* "sm_90" */
  int arch_num;           /* 90 */
  const char *report;     /* --report=FILE or NULL */
  const char *dump_after; /* --dump-after=PASS or NULL */
  bool werror, no_warn;
  bool remarks;           /* --remarks, -Rpass=loopgpu: the schedule of each region */
  const char **clang_args;
  int nclang_args;
  const char *build_dir;  /* -p */
  /* kernel regions kept as C (the dependence test could not decide their
     loop): source ranges [begin, end) of their loops, in pairs; the front
     end leaves the directives inside them out (main.c) */
  const unsigned *sequential;
  int nsequential;
} lg_Options;

struct lg_Program {
  const lg_Options *opts;
  lg_Arena *arena;
  /* print_cuda.c: the host half is being printed; variables print by their C
     names there (lg_host_name: names.c renames `new`, `class`... in the
     CUDA half only) */
  bool host_half;
  lg_Diag *diag;
  const char *path;       /* main file path as given */
  const char *src;        /* its bytes */
  size_t srclen;
  unsigned *line_starts;  /* offsets where lines 1.. begin (print_cuda.c, lazily) */
  int nlines;
  lg_Function **fns;      /* functions defined in the main file, in order */
  int nfns;
  lg_Region **regions;    /* all kernel regions, in source order */
  int nregions;
  lg_HostLoop **hosts;    /* all host loops, in source order */
  int nhosts;
  lg_HostLoop **runs;     /* datarun.c: runs of adjacent kernel regions, in source order */
  int nruns;
  lg_Stmt **dev_consts;   /* file-scope constants that device functions read: LG_S_DECL
                             with var and init, printed `static __device__ const` */
  int ndev_consts;
  lg_Record **records;    /* every struct/union type met, members before the records
                             holding them */
  int nrecords;
  lg_Var **vars;          /* every lg_Var, by id */
  int nvars;
  struct lg_EditList *edits; /* pass-through rewrites asked by the front end */
  unsigned include_at;    /* offset where `#include "loopgpu.h"` goes */
  unsigned *sequential;   /* regions to keep as C (depend.c), as in lg_Options */
  int nsequential;
};

/* Builders (ir.c): new nodes at the builder's location `loc`; integers and
 * counted loops in `ll` (long long). */
typedef struct lg_Builder {
  lg_Program *p;
  lg_Arena *a;
  lg_Type *ll;
  lg_Loc loc;
} lg_Builder;
lg_Expr *lg_b_expr(lg_Builder *b, lg_ExprKind k, lg_Type *t);
lg_Expr *lg_b_int(lg_Builder *b, long long v);
lg_Expr *lg_b_var(lg_Builder *b, lg_Var *v);
lg_Expr *lg_b_bin(lg_Builder *b, lg_Op op, lg_Expr *x, lg_Expr *y);
lg_Expr *lg_b_cast(lg_Builder *b, lg_Type *t, lg_Expr *x);
lg_Expr *lg_b_assign(lg_Builder *b, lg_Expr *lhs, lg_Expr *rhs);
/* a new variable of the program (in p->vars, a fresh id), a copy of `like`
 * if given */
lg_Var *lg_new_var(lg_Program *p, const lg_Var *like);
/* adds v to the variables region r references (lg_Region.vars) */
void lg_region_add_var(lg_Program *p, lg_Region *r, lg_Var *v);
/* a local of region r that only the printer sees (id -1) */
lg_Var *lg_b_local(lg_Builder *b, const char *name, lg_Type *t, lg_Region *r);
/* a generated statement: no #line before it */
lg_Stmt *lg_b_stmt(lg_Builder *b, lg_StmtKind k);
lg_Stmt *lg_b_decl(lg_Builder *b, lg_Var *v, lg_Expr *init);
lg_Stmt *lg_b_expr_stmt(lg_Builder *b, lg_Expr *x);
/* appends s (if any) to the block blk */
void lg_b_push(lg_Builder *b, lg_Stmt *blk, lg_Stmt *s);
/* `for (long long v = lb; v < ub; v += step) body` */
lg_Stmt *lg_b_for(lg_Builder *b, lg_Var *v, lg_Expr *lb, lg_Expr *ub, long long step, lg_Stmt *body);

/* Structural equality (ir.c): the same value computed the same way. Types
 * by kind, element and record (constness aside: it does not change a
 * value); expressions by kind, operator, type, the variable itself (not its
 * name: shadowing variables differ), literal values, callee and member
 * names and operands. Implicit conversions count as the conversions they
 * are; whether one was written does not. Locations do not count. What the
 * analyses use to tell whether two expressions are one (affine.c's atoms),
 * where comparing their printed text would tie the analyses to the
 * printer. */
bool lg_type_equal(const lg_Type *x, const lg_Type *y);
bool lg_expr_equal(const lg_Expr *x, const lg_Expr *y);

#endif /* LOOPGPU_IR_H */
