/* fe.h — the front end's internal state, shared by its files:
 *   frontend.c    parsing with libclang, clang's diagnostics, the walk over
 *                 functions that finds kernel regions and host loops
 *   pragma.c      finding `#pragma loopgpu` lines and parsing their clauses
 *   lower.c       clang cursors -> loopgpu IR (types, expressions, statements)
 *   alloc.c       the allocations of host loops' bodies (hoisting)
 */
#ifndef LOOPGPU_FE_H
#define LOOPGPU_FE_H

#include <clang-c/Index.h>
#include <stdbool.h>

#include "edit.h"
#include "ir.h"

/* An integer clause argument (`tile(2 * T)`) as clang folded it, at the
 * directive's place in the program (pragma.c, fe_fold_clause_constants). */
typedef struct ConstArg {
  unsigned tok;        /* its first token in FE.toks */
  bool range;          /* a data range's lo or len (`a[lo:len]`): any expression of C
                          that stands where the directive does, not folded */
  bool valid;          /* range: clang reported no error about it */
  bool ok;             /* an integer constant expression */
  bool is_unsigned;    /* of an unsigned type: `value` holds its bits */
  long long value;
  const char *why;     /* !ok: clang's reason */
} ConstArg;

/* One `#pragma loopgpu` line of the main file. */
typedef struct Pragma {
  unsigned hash_off;   /* offset of '#' */
  unsigned end_off;    /* offset of the end of the (continued) line */
  unsigned first_tok;  /* index of the first clause token in FE.toks */
  unsigned ntoks;      /* clause tokens */
  unsigned target_off; /* offset of the first token after the line: the `for` */
  lg_Loc loc;
  bool used;
  bool parsed;         /* parsed once; `dir` is NULL after an error */
  lg_Directive *dir;
  ConstArg *consts;    /* its integer arguments that are not plain literals */
  int nconsts;
} Pragma;

enum { LG_VAR_BUCKETS = 1 << 16 }; /* a file of 40 000 regions has 200 000 variables */

typedef struct FnEntry {
  lg_Function *fn;
  struct FnEntry *next;
} FnEntry;

typedef struct VarEntry {
  unsigned off;        /* declaration location, as an expansion offset */
  CXFile file;
  lg_Var *var;
  struct VarEntry *next;
} VarEntry;

typedef struct FE {
  lg_Program *p;
  lg_Arena *a;
  lg_Diag *diag;
  CXIndex index;
  CXTranslationUnit tu;
  const char **args;      /* the parse's command line (clause constants parse again) */
  int nargs;
  CXFile file;            /* the main file */
  CXToken *toks;          /* every token of the main file */
  unsigned ntoks;
  unsigned *tok_off;      /* their offsets */
  Pragma *pragmas;
  int npragmas;
  int pragmas_order;      /* fe_pragma_for: 0 not yet looked at, 1 by target, -1 not */
  unsigned *left_out;  /* '#' offsets of directives inside regions kept as C */
  int nleft_out;
  VarEntry **vars;        /* hash of declarations -> lg_Var, LG_VAR_BUCKETS chains */
  lg_PtrVec allvars;
  lg_PtrVec fns, regions, hosts;
  FnEntry **fn_names;     /* fns by name, LG_VAR_BUCKETS chains (frontend.c) */
  lg_PtrVec fn_cursors;   /* CXCursor *: the definition of fns.items[i] */
  lg_PtrVec records;      /* lg_Record *, in lg_Program.records order */
  lg_PtrVec dev_consts;   /* lg_Stmt *: lg_Program.dev_consts */
  lg_PtrVec dev_globals;  /* pairs lg_Function *, lg_Var *: a device function uses a
                             file-scope array of known size (fe_bind_device_globals) */
  lg_PtrVec record_cursors; /* CXCursor *: the declaration of records.items[i] */
  /* walk state */
  lg_Function *fn;        /* function being walked */
  CXCursor fn_cursor;     /* its definition */
  lg_Region *region;      /* kernel region being lowered, or NULL */
  lg_Function *device_fn; /* function whose device copy is being lowered, or NULL */
  lg_HostLoop *host;      /* innermost host loop, or NULL */
  lg_PtrVec region_vars;  /* vars referenced in the current region */
  lg_PtrVec iv_from, iv_to; /* the region being lowered: a variable declared before
                             it and the instance of it (lg_Var.origin) of the loop
                             that last set it */
  lg_PtrVec fn_written;   /* lg_Loc *: declarations of the variables the walked
                             function assigns, increments or takes the address of */
  bool fn_written_done;
  lg_PtrVec aliases;      /* Alias * (lower.c): pointer locals of kernel code that
                             point into an array, resolved to it */
  lg_PtrVec open_ivs;     /* lg_Var *: induction variables of the loops being lowered */
  int errors_before;
  /* hostsync.c: the functions' synchronisation summaries, fns.n of them
     (was a static cache keyed by the FE's address: a later translation in
     the same process, whose FE lay at the same address, read the freed
     arena of the one before) */
  struct Summary *sync_sums;
  int sync_nsums;
} FE;

/* frontend.c */
lg_Loc fe_loc(FE *fe, CXSourceLocation l);
lg_Loc fe_cursor_loc(FE *fe, CXCursor c);
/* with a range (diag.h): the range `r` added to `loc`; an expression's
   caret and extent */
lg_Loc fe_with_range(FE *fe, lg_Loc loc, CXSourceRange r);
lg_Loc fe_expr_loc(FE *fe, CXCursor c);
unsigned fe_offset(CXSourceLocation l);
void fe_extent(FE *fe, CXCursor c, unsigned *begin, unsigned *end);
/* First token index at or after offset `off`. */
unsigned fe_tok_at(FE *fe, unsigned off);
const char *fe_tok_text(FE *fe, unsigned i); /* arena copy */
lg_Loc fe_tok_loc(FE *fe, unsigned i);
typedef struct Kids {
  CXCursor *v;
  int n;
} Kids;
Kids fe_kids(FE *fe, CXCursor c);
/* Looks through implicit casts and parentheses. */
CXCursor fe_strip(CXCursor c);
lg_Var *fe_var(FE *fe, CXCursor decl);
lg_Function *fe_function(FE *fe, CXCursor decl); /* same-file definition or NULL */
/* ... or, for calls in kernel code, a definition in a user header */
lg_Function *fe_kernel_function(FE *fe, CXCursor decl);
Pragma *fe_pragma_for(FE *fe, unsigned for_off);
const char *fe_cxstring(FE *fe, CXString s); /* arena copy, disposes s */

/* pragma.c */
void fe_find_pragmas(FE *fe);
/* Folds the integer clause arguments that are not plain literals (macros,
 * enum constants, sizeof, arithmetic) by letting clang evaluate them where
 * the directive stands: one more parse, only when some argument needs it. */
void fe_fold_clause_constants(FE *fe);
lg_Directive *fe_parse_directive(FE *fe, Pragma *pr, unsigned loop_off);

/* lower.c */
lg_Type *fe_type(FE *fe, CXType t);
lg_Expr *fe_expr(FE *fe, CXCursor c);
lg_Stmt *fe_stmt(FE *fe, CXCursor c);
/* Parses a `for` statement into a canonical loop (without its body). */
lg_Loop *fe_loop_header(FE *fe, CXCursor c, CXCursor *body);
/* End offset of a statement including its trailing ';' (libclang's extents
 * stop before it); *last_line, if not NULL, its last line. */
unsigned fe_stmt_end(FE *fe, CXCursor c, int *last_line);
/* The loop as a statement only: extent, lines, body (opaque host loops). */
lg_Loop *fe_loop_shell(FE *fe, CXCursor c, CXCursor *body);
void fe_fill_array_dims(FE *fe, CXCursor decl, lg_Type *t);
bool fe_eval_int(CXCursor c, long long *out);
/* Device code uses type t at loc: its struct or union is declared in the CUDA
 * half, or an error says why it cannot be (false). */
bool fe_check_type(FE *fe, const lg_Type *t, lg_Loc loc);

/* hostsync.c: what the host statements of a host loop's body read and write
 * of the memory its data region keeps on the device, and the returns and
 * gotos that leave it (issue 15); then the functions called from host loops
 * that hold kernel regions, whose host code is bracketed the same way. */
void fe_host_syncs(FE *fe, lg_HostLoop *h, CXCursor loop);
/* transforms/mathlib.c: the C math library, pure functions */
bool lg_is_math_function(const char *name);
bool lg_is_device_builtin(const char *name, const char **kernel_name);
void fe_function_syncs(FE *fe);

/* alloc.c: the allocations of a host loop's body (hoisting, issue #5) */
void fe_find_allocs(FE *fe, lg_HostLoop *h, CXCursor body);


#endif
