/* tile.h — what lg_pass_tile (tile.c) decides about a region's shared-memory
 * staging, hung on lg_RegionInfo.tile, and the printer of staged kernels
 * (print_tile.c), which only prints it. */
#ifndef LOOPGPU_TILE_H
#define LOOPGPU_TILE_H

#include "emit.h"

enum { LG_SD_NONE, LG_SD_MAPPED, LG_SD_STRIP };
#define LG_MAX_BOXES 16

/* One staged array: a box of `ext` elements per dimension whose element 0 is
 * the global subscript `rest + walk + omin` (walk: the block's first value
 * of a mapped variable, or the strip's first value of the strip loop). */
typedef struct lg_Stage {
  lg_Var *var;
  const lg_Type *etype;
  int esize;
  int ndims;
  int kind[3];             /* LG_SD_* per dimension */
  int m[3];                /* mapped loop index for LG_SD_MAPPED */
  lg_Poly *rest[3];        /* invariant part of the subscript */
  long long omin[3], omax[3]; /* offsets over all accesses */
  int ext[3];              /* box extent per dimension */
  int pad;                 /* extra elements per innermost row (bank conflicts) */
  long long nelems, bytes;
  long long offset;        /* dynamic shared memory: its place in the block's one
                              buffer (16-byte aligned: float4 reads of it) */
  bool strip;              /* walks the strip loop: loaded per strip */
  const int *strides;      /* delinearized flat pointer: the strides' atoms */
  lg_PtrVec accs;          /* lg_Access *: the reads served from the stage */
  const char *name;        /* lg_sA */
  const char *tag;         /* A; a second stage of the same array 1_A (syrk) */
  /* per access (deduplicated): offset box, for the load guards */
  long long blo[LG_MAX_BOXES][3], bhi[LG_MAX_BOXES][3];
  int nbox;
  bool box_overflow;
  struct { int kind[3]; int m[3]; lg_Poly *rest[3]; long long lo[3], hi[3]; } shape0;
  /* the layout (decided with the register tile, lg_pass_tile) */
  bool transposed;         /* stored [strip][mapped] (A[i][p] as lg_sA[p][i]): a
                              thread's U consecutive operands of a step are
                              consecutive, 16-byte aligned floats (float4) */
  int sdims[3];            /* the __shared__ array's dimensions as declared, in
                              its own order (padding included) */
  bool aligned;            /* declared __align__(16): rows of a multiple of 4
                              elements read as 16-byte vectors */
  int vec;                 /* loaded from global memory W elements at a time along
                              its innermost dimension (16-byte loads: W = 4 for
                              float and int, 2 for double) where the box is whole
                              and aligned (checked per box by the kernel); 0: not */
} lg_Stage;

/* An operand of unroll-and-jam: a staged element that a row or a column of
 * a thread's register-tile copies reads in the same strip step, loaded once
 * per step into a register array indexed by the copies of the mapped loops
 * its stage walks (`lg_rA_0[lg_u0]`). */
typedef struct lg_JamOp {
  int stage;               /* index in lg_TileInfo.st */
  lg_PtrVec accs;          /* lg_Access *: the reads it serves (equal subscripts) */
  unsigned mask;           /* bit m: varies with the copies of mapped loop m */
  int n;                   /* elements: the product of U over mask */
  const char *name;        /* lg_rA_0 */
} lg_JamOp;

/* How a statement before the strip loop runs in the staged kernel: every
 * thread reaches the barriers, so its work is under the thread's guard and
 * its declarations outlive the guard. */
typedef enum lg_PreKind {
  LG_PRE_GUARDED,       /* not a declaration: under the guard */
  LG_PRE_DECL,          /* a declaration of the thread (for a register tile: shared by
                           the copies): declared, its initializer assigned under the guard */
  LG_PRE_ARRAY_LITERAL, /* an accumulator of a register tile (regarr) with a literal
                           initializer: an array over the copies, every element assigned
                           unguarded (jammed copies update them unguarded) */
  LG_PRE_ARRAY_ZEROED   /* one with another initializer: the array `= {}` (every element
                           defined), the initializer assigned under the guard */
} lg_PreKind;

typedef struct lg_TileInfo {
  lg_Loop *strip_loop;     /* the strip-mined sequential loop, or NULL */
  int S;                   /* its strip size */
  int strip_at;            /* its statement's index in the innermost mapped loop's body */
  bool strip_iv_after;     /* its variable, declared before it, is read by the statements
                              after it: the kernel gives it C's value after the loop */
  lg_PreKind *pre;         /* per statement before it (strip_at of them) */
  lg_Stage *st;
  int nst;
  long long bytes;         /* shared memory per block */
  bool dynamic;            /* above the 48 KB of static shared memory */
  /* The register tile (unroll(U) on the region with staging): each thread
     runs U[m] copies per mapped loop m, as unrolled loops over the copy
     indices lg_u<m>; the variables declared before the strip loop live
     across it, as arrays of the thread over the copies (`acc[8][8]`). */
  int U[3];                /* copies per mapped loop (1: none) */
  int ncopies;             /* their product */
  bool contig[3];          /* mapped loop m: a thread's copies are consecutive
                              iterations (a transposed stage), else at stride
                              of the block */
  bool quad[3];            /* mapped loop m (the x loop): a thread's copies in
                              fours, 4t..4t+3 of every 4T iterations (the
                              operands of B[p][j] read 16 bytes at a time) */
  lg_Var **regarr;         /* the variables that become arrays over the copies */
  int nregarr;
  /* unroll-and-jam: the strip loop's body is straight-line updates of the
     copies' own scalars, safe to run unguarded; the copies share operands */
  bool jam;
  int jam_reads;           /* staged reads of one copy per step */
  lg_JamOp *ops;
  int nops;
} lg_TileInfo;

/* tile.c: about how many 32-bit registers a thread of a jammed register
 * tile needs (its accumulators over the copies, a step's operands, 16 for
 * indices), counting 8-byte elements twice */
long long lg_tile_regs_needed(const lg_TileInfo *ti);

/* print_tile.c: prints the staged kernel of r; false when r has no staging
 * (the plain printer then prints it). */
bool lg_tile_print_kernel(lg_Program *p, lg_Region *r, lg_Emit *e);
/* regtile.c: the register tile, unroll-and-jam and the stages' layouts of
 * ti (called by lg_pass_tile once the stages are known). */
void lg_tile_decide_layout(lg_Program *p, lg_Region *r, lg_TileInfo *ti);
/* Dynamic shared memory bytes of r's launch (0: static or none). */
long long lg_tile_dynamic_bytes(const lg_Region *r);
/* Iterations per thread of mapped loop m (register tiles with unroll). */
int lg_tile_copies(const lg_RegionInfo *ri, int m);
/* An integer constant (`K - 1`, `-2`, a cast of one). */
bool lg_tile_const(const lg_Expr *e, long long *v);
/* A loop of a kernel body with constant bounds, unit step and at most 32
 * iterations (a stencil's taps): its first and last value. The schedule
 * pass (schedule.c) classifies nests by the same rule that staging uses. */
bool lg_tile_bounded_loop(const lg_Loop *l, long long *first, long long *last);
/* A triangle the staged kernels take: mapped loop m has a guard (map.c,
 * its threads walk the bounding box) with one bound `outer + c` of an
 * outer mapped loop `outer`, coefficient 1, the other bound invariant, unit
 * steps upward, and a non-empty range for every value of the outer loop
 * (provable here: `j <= i` from 0, not `j < i` from 0). Then the box's
 * projection on each loop is exactly the values the triangle gives it, so
 * an element staged for a box of one mapped loop's values (and the strip's)
 * is read by some iteration of the nest and lies in the device range.
 * *outer: the outer loop's index; *ub_dep: the upper bound is the dependent
 * one. */
bool lg_tile_triangle(lg_Program *p, lg_Region *r, int m, int *outer, bool *ub_dep);
/* `s` is the statement of loop `l`. */
bool lg_tile_is_loop_of(const lg_Stmt *s, const lg_Loop *l);
/* The stage that serves read `e`, or NULL (global memory). */
lg_Stage *lg_tile_stage_of(const lg_TileInfo *ti, const lg_Expr *e);
/* The unroll-and-jam operand that serves read `e`, or NULL. */
lg_JamOp *lg_tile_op_of(const lg_TileInfo *ti, const lg_Expr *e);

#endif
