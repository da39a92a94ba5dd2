/* analysis.h — what the passes of transforms/ decide about a kernel region
 * (hung on lg_Region.analysis) and about a host loop (lg_HostLoop.analysis).
 * Internal to transforms/: the front end never sees it.
 */
#ifndef LOOPGPU_ANALYSIS_H
#define LOOPGPU_ANALYSIS_H

#include <stdbool.h>

#include "arena.h"
#include "ir.h"

/* ---- polynomials over atoms (affine.c) ---------------------------------
 * Subscripts are kept as integer polynomials whose atoms are either loop
 * induction variables of the region or loop-invariant values: expressions
 * (scalars not written in the region, or opaque invariant subexpressions
 * such as `n / 2`, one atom per structurally equal expression:
 * lg_expr_equal), variables of the host code, and the last value of a loop
 * whose step is not 1 (extent.c). A subscript is affine when no monomial
 * holds more than one induction variable; invariant atoms may multiply (so
 * `i*n*n` is affine in i with the symbolic coefficient n*n). Atoms have no
 * text: the printers make it (print_ext.c, lg_atom_text). */
#define LG_MAX_DEG 6
typedef enum lg_AtomKind {
  LG_ATOM_IV,     /* iv, loop */
  LG_ATOM_EXPR,   /* expr: an invariant expression of the region */
  LG_ATOM_HOST,   /* name: a variable of the host code (lg_cfirst, lg_clast) */
  LG_ATOM_LAST    /* lg_last_ll(first, last, step): the last value of a loop of
                     step `step` from first towards last (invariant polynomials) */
} lg_AtomKind;
typedef struct lg_Atom {
  lg_AtomKind kind;
  lg_Var *iv;        /* the induction variable, or NULL when invariant */
  lg_Loop *loop;     /* its loop */
  lg_Expr *expr;     /* EXPR: the expression (the first one met of those equal) */
  const char *name;  /* HOST */
  const struct lg_Poly *first, *last; /* LAST */
  long long step;    /* LAST */
} lg_Atom;

typedef struct lg_Term {
  long long c;
  int n;                 /* number of atom factors */
  int a[LG_MAX_DEG];     /* atom indices, sorted */
} lg_Term;

typedef struct lg_Poly {
  lg_Term *t;
  int n;
} lg_Poly;

/* The atom table of one region. */
typedef struct lg_Atoms {
  lg_Atom *items;
  int n, cap;
} lg_Atoms;

/* ---- accesses (depend.c) -------------------------------------------------- */
typedef struct lg_Access {
  lg_Expr *e;            /* the INDEX expression */
  lg_Var *var;
  bool read, write;
  int line;
  int ndims;             /* dimensions as analysed (after delinearization) */
  lg_Poly **dims;        /* per dimension; NULL entry = not affine */
  int *strides;          /* delinearized flat pointer: the stride's atom per split (ndims-1) */
  lg_Poly *flat;         /* plain pointer: the whole subscript (NULL = not affine) */
  bool affine;           /* every dimension affine */
  const lg_Loop **loops; /* the region's loops around it, outermost first */
  int nloops;
  bool cond;             /* under a condition: its domain is only a bound */
  /* What a function of the input reads or writes through a pointer into the
     array that this call passes it (e: the element the pointer points at,
     `&e`; depend.c): not affine, an unknown part of the array. */
  const lg_Expr *via;
} lg_Access;

/* How an access is named in messages: its text, or what a call does
 * through the pointer it passes (depend.c). */
const char *lg_access_text(lg_Program *p, const lg_Access *a);

typedef enum lg_Verdict { LG_INDEPENDENT, LG_DEPENDENT, LG_UNKNOWN } lg_Verdict;

/* ---- arrays of a region (extent.c) -------------------------------------- */
/* One end of an element range (flattened, inclusive), structured: extent.c
 * builds, compares and combines them; the printers spell them as host C
 * text (print_ext.c, lg_bound_text). */
typedef enum lg_BoundKind {
  LG_BD_POLY,          /* poly, over the atoms `atoms` (a region's) */
  LG_BD_MIN, LG_BD_MAX,/* of l and r (lg_min_ll, lg_max_ll in the host text) */
  LG_BD_ROW_FIRST,     /* the first element of row l of an array of `type` */
  LG_BD_ROW_LAST,      /* the last element of row l */
  LG_BD_CLAUSE_FIRST,  /* the first element of `clause`'s section [lo:len] */
  LG_BD_CLAUSE_LAST,   /* its last element */
  LG_BD_DECLARED_LAST  /* the last element of an array of the declared `type` */
} lg_BoundKind;
typedef struct lg_Bound {
  lg_BoundKind kind;
  const lg_Poly *poly;
  const struct lg_Atoms *atoms;
  const struct lg_Bound *l, *r;
  const lg_Type *type;        /* ROW_*, CLAUSE_*, DECLARED_LAST: the array's type */
  const lg_DataArg *clause;   /* CLAUSE_* */
} lg_Bound;

/* Do two bounds (of any regions) denote the same value by their form? */
bool lg_bound_equal(const lg_Bound *x, const lg_Bound *y);
/* Does the bound read variable v (through an atom, a clause's text or the
 * array type's sizes)? */
bool lg_bound_reads(const lg_Bound *b, const lg_Var *v);
/* Does the bound read a host variable atom (lg_cfirst, lg_clast)? `name`: that
 * one, or NULL: any. */
bool lg_bound_reads_host(const lg_Bound *b, const char *name);

typedef struct lg_ArrayUse {
  lg_Var *var;
  bool read, written;
  const lg_Bound *lo, *hi; /* the element range */
  int dir;               /* lg_dir of the runtime: 0 create 1 in 2 out 3 copy */
  bool from_clause;
  bool in_data_region;   /* entered by an enclosing host loop too */
  /* chunk (chunk.c): streamed one slice per chunk, slo..shi (over the host
     atoms lg_cfirst and lg_clast, the first and last value of the chunked
     loop's variable in the chunk); otherwise entered whole, lo..hi */
  bool streamed;
  const lg_Bound *slo, *shi;
  /* devices (devices.c): its slice per device is slo..shi, as chunk's; not
     split: every device gets its whole range lo..hi */
  bool split;
  /* ... and it stays on the devices after the region: the data region of
     a host loop with devices around it holds it (not an array the loop's
     body allocates or frees, whose bytes must be the host's again before
     its host code runs) */
  bool keep;
  /* the kernel may declare it __restrict__: the dependence analysis treats
     distinct arrays as distinct objects (extent.c sets it) */
  bool noalias;
  /* extent.c: the region writes every element it touches with a plain `=`
     before any read of it, at subscripts that are exactly the variables of
     these loops (from 0 by 1 below an invariant bound): when the product
     of their trip counts is the range's length, the region writes all of
     lo..hi first and nothing needs copying in (2mm's tmp, 3mm's E, F and
     G); decided at run time, where the bounds are known. NULL otherwise. */
  const lg_Loop **cover;
  int ncover;
} lg_ArrayUse;

/* An opaque atom of extent.c: the last value lg_last_ll(first, last, step)
 * of a loop whose step is not 1 (first, last: invariant polynomials). */
typedef struct lg_ExtLast {
  int atom;
  const lg_Poly *first, *last;
  long long step;
} lg_ExtLast;

/* A reduction of a region (check_reduction.c fills them from the clause and the
 * updates it finds). A scalar's kernel keeps one private accumulator per
 * thread, started at the operator's identity, combined by a tree in each
 * block; the blocks' partials are combined with the variable on the host
 * in block order. An array's elements are updated by atomics. */
typedef struct lg_Reduction {
  lg_Var *var;
  lg_RedOp op;
  const lg_RedArg *arg;  /* its clause argument (arrays: the section) */
  bool array;            /* elements of an array: every update an atomic */
  /* min/max of a floating type, by the form of its updates (one form per
     variable, since they treat NaN differently): fmin/fmax calls, whose
     identity is NaN (fmax(NaN, x) is x, and C's result is NaN only when
     every value is), or comparisons (`if (x > m) m = x`, `x > m ? x : m`),
     which never take a NaN, so that the identity is -INFINITY (+INFINITY)
     and the partials are never NaN */
  bool by_call, by_cmp;
  /* && and || of a type other than bool: an accumulator no update reached
     holds 2 (C leaves such a variable as it was: 5 stays 5, where `5 && 1`
     would be 1); the trees and the host skip it */
  bool sentinel;
} lg_Reduction;

/* How the kernel prints a reduction update (lg_Expr.red_update). An array
 * element's: the runtime's lg_red_<fn>(&element, operand) (loopgpu.h);
 * a scalar || with a sentinel: `v = (v == 1) || e`. */
typedef enum lg_RedFn {
  LG_RF_ADD, LG_RF_SUB, LG_RF_MUL, LG_RF_MIN, LG_RF_MAX, LG_RF_FMIN, LG_RF_FMAX,
  LG_RF_AND, LG_RF_OR, LG_RF_XOR, LG_RF_LAND, LG_RF_LOR
} lg_RedFn;
/* where the update's operand is in the node: its right side (`y op= e`,
   `y = x` under `if (x > y)`), an operand of its right side (`y = y + e`:
   operand 1, `y = fmaxf(e, y)`: operand 0, `y = y > x ? y : x`: operand 2;
   implicit conversions skipped),
   or the constant 1 (`y++`) */
typedef enum lg_RedWhere {
  LG_RW_RHS, LG_RW_RHS_ARG0, LG_RW_RHS_ARG1, LG_RW_RHS_ARG2, LG_RW_ONE
} lg_RedWhere;
typedef struct lg_RedUpdate {
  const lg_Reduction *red;
  lg_RedFn fn;
  lg_RedWhere where;
} lg_RedUpdate;

/* unroll (unroll.c): what lg_pass_unroll decided for one sequential loop of
 * a kernel region (lowered into Stmt.lowered) or for a `host` loop (unrolled
 * in text by the printer from the pieces below). */
typedef struct lg_UnrollLoop {
  const lg_Loop *loop;
  const lg_Clause *clause;
  bool full;            /* one copy per iteration (unroll(full), or promoted) */
  bool promoted;        /* unroll(U) of a loop of known trip count <= U: done as full */
  long long factor;     /* partial: copies per turn of the main loop */
  long long trip;       /* the trip count when known at translation time, else -1 */
  bool remainder;       /* partial: a loop runs the last trip % factor iterations */
  bool cont;            /* the body continues the loop: each copy in do { } while (0) */
  bool final;           /* the copies leave the loop's variable (declared before it) its
                           value after the loop */
  int id;               /* the counters' number: lg_u<id> lg_n<id> lg_b<id> (regions),
                           lg_hu<id> lg_hn<id> lg_hb<id> (host loops) */
  const lg_Expr *first; /* partial: the first value (the lower bound) */
  const lg_Var *first_in; /* ... held in this variable (lg_b<id>, evaluated once before
                           the copies), or NULL: a constant */
  const lg_Expr *count; /* partial: the trip count as the code computes it */
  const lg_Expr **values; /* the copies' values of the variable; partial: the factor
                           copies, then the remainder's when there is one */
  int nvalues;
  const lg_Expr *final_value;
  /* host loops: the loop [begin, end) is replaced by text[0] BODY text[1] ...
     BODY text[ncopies], BODY being the output text of the body's source
     [body_begin, end) (edits inside applied, inner unrolled loops included) */
  unsigned body_begin;
  const char **text;
  int ncopies;
} lg_UnrollLoop;

/* vectorize (vectorize.c): a coarsened 1-D region whose four copies are
 * consecutive iterations with 16-byte loads and stores (print_vector.c). */
typedef struct lg_VecArray {
  lg_Var *var;
  bool load, store;      /* only read (A[i + c]) / only written (A[i] = on every path) */
  long long cmin, cmax;  /* load: the offsets c read */
  long long lo, hi;      /* load: the vectors cover i0 + lo .. i0 + hi - 1 (multiples
                            of lanes; i0 the group's first iteration) */
  int lanes;             /* elements a 16-byte vector: 4 (float, int) or 2 (double) */
  int nvec;              /* load: (hi - lo) / lanes vectors */
} lg_VecArray;

typedef struct lg_VecInfo {
  int width;             /* iterations a thread, consecutive: 4 */
  lg_VecArray *arr;
  int narr;
  int iv_atom;           /* the mapped loop's induction atom */
} lg_VecInfo;

/* inner_reduce (inner_reduce.c): a 1-D region whose body runs one sequential
 * loop that only sums into accumulators, split over several threads of each
 * iteration (print_inner_reduce.c). */
typedef enum lg_IRedMode {
  LG_IRED_WARP,   /* a warp per iteration of the mapped loop (blockDim.y of them a
                     block), the reduction loop over its 32 lanes (x), combined by
                     shuffles: the loop walks contiguous memory (a row walk) */
  LG_IRED_COLUMNS /* 32 iterations a block along x, the reduction loop over the
                     block's threads along y, combined in shared memory: the mapped
                     loop walks contiguous memory (a column walk) */
} lg_IRedMode;

typedef struct lg_IRedAcc {
  lg_Var *var;           /* a scalar accumulator, or NULL */
  lg_Expr *elem;         /* an array element accumulator (tmp[i]: subscripts
                            invariant in the reduction loop), or NULL */
  lg_Type *type;
} lg_IRedAcc;

typedef struct lg_InnerReduce {
  lg_IRedMode mode;
  int split;             /* threads the reduction loop is split over: 32 (WARP), 16 */
  int per_block;         /* iterations of the mapped loop a block: 8 (WARP), 32 */
  lg_Stmt **stmts;       /* the body's top-level statements (the body itself when
                            it is not a block) */
  int nstmts;
  lg_Stmt *loop_stmt;    /* the reduction loop: one of them */
  int at;                /* its index there; before: the prefix, after: the tail */
  bool *first_only;      /* per prefix statement: it writes memory, so only the first
                            thread of the iteration runs it */
  lg_IRedAcc *acc;
  int nacc;
  lg_PtrVec elem_uses;   /* lg_Expr *: R's expressions that name an element
                            accumulator (targets, operands of acc = acc + e) */
  lg_PtrVec elem_acc;    /* ... and the index of its accumulator (as a pointer) */
} lg_InnerReduce;

typedef struct lg_RegionInfo {
  lg_Atoms atoms;
  lg_PtrVec written;      /* lg_Var *: scalars assigned in the region */
  lg_PtrVec loops;        /* lg_Loop *: every loop of the region, preorder */
  /* interchange: what it did to the nest, for --remarks and the dump, or NULL */
  const char *reschedule;
  /* promote: "C[i][j] in loop k line 9 as lg_acc0", one per promoted element */
  lg_PtrVec promoted;
  /* depend */
  lg_Access *acc;
  int nacc;
  lg_Loop *cand[3];       /* perfectly nested loops at the top that may be mapped */
  int ncand;
  lg_Verdict verdict[3];
  lg_Access *dep_a[3], *dep_b[3]; /* the accesses that make a candidate dependent */
  bool dep_proven[3];
  bool dep_affine[3];      /* the pair is affine (else: a subscript is not) */
  int collapse;           /* collapse(N) or 0 */
  /* map */
  lg_Loop *mapped[3];     /* outermost first */
  int nmapped;
  int block[3];           /* threads per block, x y z */
  bool block_fit;         /* lg_map_shape: a 1-D grid of block[0]-thread blocks that each
                             run a sequential loop; the host narrows the block (down to
                             64 threads, lg_block_1d) when the trip count leaves SMs
                             without two blocks: 16384 rows of 256 filled 64 of 132 SMs;
                             staging (tile.c) and per-thread scratch (hoist.c) clear it */
  int coarsen[3];         /* unroll(U..) on the region: iterations per thread of
                             mapped loop m (outermost first); 0 or 1 = none */
  bool coarsen_wrap;      /* coarsened, and the body continues its loop (a `continue`
                             would skip the copies after it): each copy in
                             do { } while (0) (lg_map_shape) */
  int grid_cap[3];        /* the most blocks of the grid on axis x y z (lg_map_shape):
                             with reductions LG_RED_MAX_BLOCKS on x and 1 on y, z (one
                             host slot per block), else 65535 */
  /* schedule (schedule.c, schedule.h): the class of the nest and the
     effective tile/unroll clauses map and tile use */
  struct lg_Schedule *sched;
  /* extent */
  lg_ArrayUse *arrays;
  int narrays;
  /* overlap (overlap.c): pairs of its arrays that may share memory, one of
     them written; the host half tests them before the call */
  struct lg_Overlap *overlaps;
  int noverlaps;
  /* overlap.c: on the first part of one loop split in parts (distribute.c,
     reschedule.c), the whole loop's arrays (the union of the parts' ranges,
     or the nest's as written) and their pairs, tested once before the
     parts; the parts have none of their own */
  struct lg_RegionInfo *group;
  lg_Reduction *red;      /* scalar reductions (check_reduction.c) */
  int nred;
  lg_Reduction *ared;     /* array-element reductions (check_reduction.c) */
  int nared;
  /* tile (tile.c): shared-memory staging, or NULL */
  struct lg_TileInfo *tile;
  /* hoist (hoist.c): hoisted variable-length arrays, lg_Var *; each becomes
     the thread's slice of one device buffer sized for the launch */
  lg_PtrVec scratch;
  lg_PtrVec local;        /* lg_Var *: allocations and variable-length arrays of a small
                             constant size that became local arrays of the thread */
  bool hoist_done;        /* lg_pass_hoist ran (for the dump) */
  bool grid_resident;     /* per-thread scratch: the grid is further capped to the blocks
                             the device runs at once (lg_scratch_grid) */
  /* unroll (unroll.c): the loops it unrolled, lg_UnrollLoop *, inner loops
     first; unroll_done once it ran */
  lg_PtrVec unrolled;
  bool unroll_done;
  /* chunk (chunk.c): the region's chunk clause, or NULL; the kernel then
     runs one chunk of the outermost mapped loop, whose first value it
     takes as the parameter `chunk_first` (lg_first0) */
  lg_Clause *chunk;
  lg_Expr *chunk_first;
  /* devices (devices.c): the devices clause that spreads the region (its
     own, or that of a host loop around it), or NULL; chunk_first is then
     the first value of a device's part */
  lg_Clause *devices;
  /* finals (finals.c): induction variables declared before the region
     (origins, lg_Var *) whose value after it the host takes from the
     device (the thread of the last iteration stores it: its loop may end
     by `break`) */
  lg_PtrVec fin_device;
  /* finals (finals.c): how the host sets each such variable after the
     region, lg_Final *: the sequential loops' in the order the host sets
     them (the body's, through blocks and `for` bodies), then the mapped
     loops', then the variables left as they were (LG_FIN_NONE) */
  lg_PtrVec finals;
  bool finals_done;
  /* the kernel's interface (lg_map_interface, map.c; run by lg_pass_finals,
     once everything the kernel reads is known): iface_done once computed */
  bool iface_done;
  lg_PtrVec kernel_scalars; /* lg_Var *: the scalars the kernel reads, passed by value, in
                             the order of its parameters */
  bool iv_read[3];        /* the kernel reads mapped loop m's variable (the mapped loops'
                             starts and guards, the body below them) */
  lg_PtrVec private_ivs;  /* lg_PrivateIv *: the variables declared before the region
                             that its sequential loops use, declared once each at the top
                             of the kernel */
  lg_PtrVec params;       /* lg_RegionParam *: the region function's parameters (before
                             the arrays' ranges), in the order they first appear */
  lg_PtrVec host_void;    /* lg_Var *: scalars the region made private (private.c) that
                             the code after it does not read, not parameters: the host
                             half no longer uses them (`(void)v;` after the call) */
  /* vectorize (vectorize.c): consecutive copies with vector loads, or NULL */
  lg_VecInfo *vec;
  /* inner_reduce (inner_reduce.c): the reduction loop split over threads, or NULL */
  lg_InnerReduce *ired;
} lg_RegionInfo;

/* finals (finals.c): where the value a variable has after a region comes
 * from */
typedef enum lg_FinalHow {
  LG_FIN_DEVICE,       /* stored by the thread of the last iteration (lg_fv_<v>) */
  LG_FIN_HOST_FORMULA, /* `lb + trip * step` at the last iterations of the loops
                          around, which must have run (lg_Final.around, .ran_from) */
  LG_FIN_SEARCH,       /* the same in the last iteration that runs, searched
                          backward from the end (the loops around may be empty
                          at their last values: a triangle) */
  LG_FIN_NONE,         /* not set: nothing reads it after the region */
} lg_FinalHow;

typedef struct lg_Final {
  const lg_Var *var;   /* the variable set: the loop variable's origin, or the
                          loop variable itself where it has none */
  const lg_Loop *loop; /* the loop whose last value it is (LG_FIN_NONE: the first
                          loop over it) */
  lg_FinalHow how;
  int mapped;          /* the loop's index among the mapped loops, or -1 */
  /* a sequential loop's: the sequential loops around it below the mapped
     ones, outermost first (their variables at their last values; with
     LG_FIN_HOST_FORMULA and LG_FIN_DEVICE each must have run) */
  const lg_Loop **around;
  int naround;
  /* a mapped loop's LG_FIN_HOST_FORMULA: the outer mapped loops ran_from..
     mapped-1 must have run (positive trip counts) */
  int ran_from;
  const char *why;     /* LG_FIN_NONE: why nothing is set */
} lg_Final;

/* How the host half passes a variable to the region's function: by value, by
 * address (the region writes it, or it is a reduction's or a loop's
 * variable: `T &v = *lg_ref_v`), or as a pointer to its first element. */
typedef enum lg_ParamKind { LG_PARAM_VALUE, LG_PARAM_REF, LG_PARAM_ARRAY } lg_ParamKind;
typedef struct lg_RegionParam {
  lg_Var *var;
  lg_ParamKind kind;
  bool unused;            /* by value, and neither the kernel nor the trip counts read it
                             (it only entered the arrays' ranges or the sizes of
                             per-thread scratch): `(void)v;` */
} lg_RegionParam;

typedef struct lg_PrivateIv {
  const lg_Loop *loop;    /* the first loop of the region that uses it */
  bool zero;              /* `= 0`: the kernel stores its last value (finals.c), which
                             reads it in every last iteration, ran the loop or not */
} lg_PrivateIv;

typedef struct lg_HostInfo {
  lg_ArrayUse *arrays;    /* entered before the host loop, exited after */
  int narrays;
  lg_UnrollLoop *unroll;  /* unroll.c: the loop's `unroll` as decided, or NULL */
  bool synced;            /* extent.c: it or a loop around it has a data region, so
                             its host statements are bracketed by updates (print_sync.c) */
} lg_HostInfo;

/* ---- arrays that may share memory (overlap.c) ---------------------------
 * The analyses treat two array names as two objects. Two pointers (or a
 * pointer and an array) may reach one object, and C still means what the
 * loop does in order: the host half tests, before each call, whether the
 * ranges of such a pair share a byte, and then runs the loop as written, on
 * the CPU. At one base the kernel stays right when every access to the two
 * is one assignment at one element per iteration (`x[i] = a * y[i]` called
 * with x == y): same_base says so. */
typedef struct lg_Overlap {
  lg_Var *x, *y;  /* x written */
  bool same_base; /* x == y keeps the kernel's answer */
} lg_Overlap;

/* ---- helpers shared by the passes -------------------------------------- */
lg_RegionInfo *lg_region_info(lg_Program *p, lg_Region *r);
/* check.c: the perfectly nested loops at the top of the region (ri->cand):
 * up to three, or collapse(N). */
void lg_find_candidates(lg_RegionInfo *ri, lg_Loop *top);
/* check.c: the first call in loop l's bounds of a function that is not the
 * math library's, or NULL: the host cannot evaluate such a trip count. */
const lg_Expr *lg_bound_call(const lg_Loop *l);
/* depend.c: how many candidates of r, outermost first, are independent
 * (nothing reported; the RegionInfo of r is filled as depend fills it). */
int lg_depend_probe(lg_Program *p, lg_Region *r);
/* depend.c: for distribute.c's split of a band of loops (r's annotated loop and
 * the depth - 1 loops nested alone in it, the candidates 0..depth-1): can
 * an access below a[0..na) at band point P and one below b[0..nb) at band
 * point Q touch one element, one of them writing it, with the outer depth -
 * 1 loops equal and the innermost one Q < P (or Q <= P with or_equal)?
 * That is the order a split that runs every instance of a before every
 * instance of b would reverse. True also when the test cannot refute it. */
bool lg_depend_order(lg_Program *p, lg_Region *r, lg_Stmt **a, int na, lg_Stmt **b, int nb,
                     int depth, bool or_equal);
/* depend.c: do accesses a and b touch one element only in one iteration of
 * every mapped loop (or never)? For overlap.c's arrays that may be one. */
bool lg_depend_same_iteration(lg_Program *p, lg_RegionInfo *ri, const lg_Access *a,
                              const lg_Access *b);
/* depend.c: for wavefront.c, r a perfect nest of `depth` loops: does every
 * pair of statement instances that touch one element, one of them writing
 * it, lie on two different hyperplanes h . (v0, v1, ...) = s, the first in
 * C's order on the smaller s? (Then the hyperplanes may run one after the
 * other, each one's instances at once.) False also when the test cannot
 * tell. */
bool lg_depend_wave(lg_Program *p, lg_Region *r, const long long *h, int depth);
/* chunk.c: the arrays for which leaves(ri, k) holds (streamed by chunk(),
 * split by devices()) leave the data regions of the host loops around
 * their regions; then every region's in_data_region is recomputed. */
void lg_leave_data_regions(lg_Program *p, bool (*leaves)(const lg_RegionInfo *, int));
/* extent.c: the data region of host loop (or run, datarun.c) h: the union
 * of its regions' arrays that can be entered before it (HostInfo.arrays);
 * their in_data_region set. */
void lg_build_data_region(lg_Program *p, lg_HostLoop *h);
/* chunk.c: lg_first0, the kernel's parameter for the first value of loop l
 * in a chunk (chunk()) or a part (devices()): lg_RegionInfo.chunk_first */
lg_Expr *lg_first_param(lg_Arena *a, const lg_Loop *l);
/* the blocks of a reduction grid, one host slot (partial) each: enough for
 * LG_RED_THREADS threads in all (262144 = 1024 blocks of 256; blocks of 32,
 * tile(32), get 8192: with 1024 of them a dot product ran at 0.42x the copy
 * bandwidth on the H200, docs/runs/2026-12-03/bench-results-1838.json),
 * from LG_RED_MIN_BLOCKS to LG_RED_MAX_BLOCKS (map.c: grid_cap[0], which
 * sizes the partials too) */
#define LG_RED_THREADS 262144
#define LG_RED_MIN_BLOCKS 1024
#define LG_RED_MAX_BLOCKS 8192
/* map.c: the kernel's interface (RegionInfo.kernel_scalars, iv_read,
   private_ivs), once the passes that change what it reads ran */
void lg_map_interface(lg_Program *p, lg_Region *r);
bool lg_is_redvar(const lg_RegionInfo *ri, const lg_Var *v);

/* affine.c */
lg_Poly *lg_poly_const(lg_Arena *a, long long c);
lg_Poly *lg_poly_atom(lg_Arena *a, int atom);
lg_Poly *lg_poly_add(lg_Arena *a, const lg_Poly *x, const lg_Poly *y, long long ysign);
lg_Poly *lg_poly_mul(lg_Arena *a, const lg_Poly *x, const lg_Poly *y);
bool lg_poly_equal(const lg_Poly *x, const lg_Poly *y);
/* Atoms, polynomials of two atom tables (two regions) by value; the
 * polynomials' terms in the same order (tables intern atoms as met). */
bool lg_atom_equal(const lg_Atoms *ax, const lg_Atom *x, const lg_Atoms *ay, const lg_Atom *y);
bool lg_poly_equal_across(const lg_Atoms *ax, const lg_Poly *x, const lg_Atoms *ay,
                          const lg_Poly *y);
bool lg_poly_is_const(const lg_Poly *x, long long *c);
/* The coefficient of induction atom `iv` (monomials holding it, with it removed). */
lg_Poly *lg_poly_coef(lg_Arena *a, const lg_Poly *x, int iv);
/* The monomials with no induction atom. */
lg_Poly *lg_poly_invariant_part(lg_Arena *a, const lg_Atoms *at, const lg_Poly *x);
bool lg_poly_is_affine(const lg_Atoms *at, const lg_Poly *x);
bool lg_poly_has_iv(const lg_Atoms *at, const lg_Poly *x);
/* An induction atom of x whose loop is none of `loops` (the loops around
 * the access): the variable is read before or after its loop, where it
 * holds one value, not the loop's range; NULL when there is none. */
const lg_Atom *lg_poly_iv_outside(const lg_Atoms *at, const lg_Poly *x, const lg_Loop *const *loops,
                                  int nloops);
/* Polynomial of `e` over the region's atoms, or NULL when not a polynomial
 * of induction variables and invariants. */
lg_Poly *lg_affine_of(lg_Program *p, lg_Region *r, lg_Expr *e);
/* An invariant atom that stands for the host variable `name` (lg_cfirst). */
lg_Poly *lg_poly_host_var(lg_Program *p, lg_Region *r, const char *name);
/* An invariant atom that stands for lg_last_ll(first, last, step): a floor
 * division, which the polynomials cannot represent. */
lg_Poly *lg_poly_last(lg_Program *p, lg_Region *r, const lg_Poly *first, const lg_Poly *last,
                      long long step);
/* x with induction atom `atom` replaced by the polynomial b */
lg_Poly *lg_poly_subst(lg_Arena *a, const lg_Poly *x, int atom, const lg_Poly *b);
/* Splits a flat subscript into dimensions where provable: the part below
 * a stride s lies in [0, s - 1] over the loop box. */
int lg_delinearize(lg_Program *p, lg_Region *r, lg_Poly *flat, lg_Poly ***dims,
                   int **strides);
/* The same with the proof of 0 <= x <= s - 1 (x the part below stride atom
 * s) given: extent.c proves it where the access runs, under its guards
 * (`if (x + dx >= 0 && x + dx < w) img[(y + dy) * w + x + dx]`). */
typedef bool (*lg_InStride)(void *ctx, const lg_Poly *x, int s);
int lg_delinearize_by(lg_Program *p, lg_Region *r, lg_Poly *flat, lg_Poly ***dims,
                      int **strides, lg_InStride in_stride, void *ctx);
bool lg_var_written_in(lg_RegionInfo *ri, const lg_Var *v);
/* A condition around an access that bounds a loop's variable where the
 * access runs (`if (i > 0) ... u[i - 1]`: i in [1, ...]; `if (i - k >= 0)`:
 * k in [..., i]); min or max NULL: that side unbounded. extent.c narrows
 * the access's range by them. */
typedef struct lg_Guard {
  const lg_Loop *loop;
  lg_Poly *min, *max;
  lg_Poly *ne; /* `v != ne` (the else of `v == e`): narrows an end it equals */
} lg_Guard;
enum { LG_MAX_GUARDS = 8 };

/* The guards of access `acc` of region r that extent.c understands
 * (comparisons of signed affine forms through if, ?:, && and ||: each
 * bounds the innermost of its loop variables with coefficient 1 or -1 by
 * the rest, which may hold the other loop variables around the access:
 * `i - k >= 0` is k <= i); at most LG_MAX_GUARDS into out. */
int lg_extent_guards(lg_Program *p, lg_Region *r, const lg_Access *acc, lg_Guard *out);

/* extent.c: the slice of an array that one chunk of the outermost mapped
 * loop touches (over the host atoms lg_cfirst, lg_clast); false, silently, when
 * the subscripts do not bound it. */
bool lg_extent_slice(lg_Program *p, lg_Region *r, const lg_ArrayUse *u, const lg_Bound **lo,
                     const lg_Bound **hi);
lg_Loop *lg_loop_of_iv(lg_RegionInfo *ri, const lg_Var *v);
/* chunk.c: the first value of mapped loop l as the region's kernel computes
 * it: the chunk's (chunk_first, the kernel's parameter lg_first0) for the
 * chunked loop, its lower bound otherwise. The host side keeps l->lb. */
const lg_Expr *lg_kernel_lb(const lg_RegionInfo *ri, const lg_Loop *l);

/* extent_isl.c: LOOPGPU_CHECK_EXTENTS=1 compares the range extent.c
 * derived from the subscripts of array `v` (lo, hi: unscaled, in units of
 * the outermost dimension for arrays; POLY, MIN and MAX only) with isl's exact one, one line on
 * stderr; lg_extent_check_done prints the file's totals. */
bool lg_extent_check_on(void);
void lg_extent_check(lg_Program *p, lg_Region *r, const lg_Var *v, const lg_Bound *lo,
                     const lg_Bound *hi, const lg_ExtLast *lasts, int nlasts);
void lg_extent_check_done(lg_Program *p);

/* presburger.c: the isl test of one pair of accesses for candidate loop k
 * (the candidates above it equal): independent (no two iterations of it
 * meet), dependent (they do, whatever the sizes), unknown (they may: for
 * some sizes, under a condition, or not a Presburger question). */
lg_Verdict lg_presburger_pair(lg_Program *p, lg_Region *r, const lg_Access *a,
                              const lg_Access *b, int k);
/* The same with candidate k of a and of b in relation rel ("!=", "<",
 * ">", ">=": `v_k(a) rel v_k(b)`) instead of different, and the constraint
 * `extra` (isl's text over the loops' values v0a, v0b...; NULL: none). */
lg_Verdict lg_presburger_pair_rel(lg_Program *p, lg_Region *r, const lg_Access *a,
                                  const lg_Access *b, int k, const char *rel,
                                  const char *extra);

/* finals.c */
bool lg_final_from_device(const lg_RegionInfo *ri, const lg_Var *origin);
/* v, a variable of the function, may be read after region r (lg_Region.live) */
bool lg_live_after(const lg_Region *r, const lg_Var *v);
/* v is (an instance of) the variable of one of the region's mapped loops */
bool lg_is_mapped_iv(const lg_RegionInfo *ri, const lg_Var *v);

/* loopform.c: the iterations of a loop as C runs its header (lg_LoopForm).
 * The trip count as an IR expression of type long long over the loop's own
 * bounds (printed by the host or a kernel, folded when constant). */
lg_Expr *lg_loop_trip_expr(lg_Arena *a, const lg_Loop *l);
/* ... folded: false when a bound is not an integer constant expression */
bool lg_loop_const_trip(const lg_Loop *l, long long *trip);
/* The header as written: lb, ub and comparison of `for (v = lb; v cmp ub; ...)`
 * (the step forms: the operands of `v-- cmp ub`) */
lg_Expr *lg_loop_header_lb(const lg_Loop *l);
lg_Expr *lg_loop_header_ub(const lg_Loop *l);
lg_Cmp lg_loop_header_cmp(const lg_Loop *l);

/* mathlib.c */
bool lg_is_math_function(const char *name);
bool lg_is_long_double_math(const char *name);
/* <math.h>'s builtins (INFINITY, isnan, fpclassify...), printf and assert
 * (mathlib.c); *kernel_name: the name the CUDA half calls. */
bool lg_is_device_builtin(const char *name, const char **kernel_name);

/* print_expr.c */
typedef struct lg_PrintCtx {
  lg_Program *p;
  lg_Arena *a;
  /* substitute a variable by C text (host code of extents), or NULL */
  const char *(*subst)(void *ctx, const lg_Var *v);
  void *subst_ctx;
  bool linearize_vla;    /* kernel code: A[i][j] of a VLA param -> A[i * m + j] */
  const lg_Region *region; /* the kernel's region, or NULL */
  /* print_stmt.c: the labels of the blocks being printed, innermost first,
     and the number of labels printed so far (their names' N: unique in the
     CUDA function, however many copies of a body it prints) */
  struct lg_LabelScope *labels;
  int label_serial;
} lg_PrintCtx;
void lg_print_expr(lg_PrintCtx *c, lg_Buf *b, const lg_Expr *e);
/* An expression's text as an operand (parenthesized unless primary or
 * postfix), safe to embed in any larger expression... */
char *lg_expr_text(lg_PrintCtx *c, const lg_Expr *e);
/* ...as the operand of a binary (or assignment) operator... */
char *lg_expr_text_operand_of(lg_PrintCtx *c, const lg_Expr *e, lg_Op op, bool right);
/* ...and as a whole (a statement, an initializer, a message). */
char *lg_expr_text_top(lg_PrintCtx *c, const lg_Expr *e);
const char *lg_type_name(const lg_Type *t);     /* scalar and record types */
/* A member's name in the CUDA half (lg_v_NAME for a C++ keyword...), as
 * lg_pass_names (names.c) decided it. */
const char *lg_cuda_field_name(const lg_Record *r, const char *c_name);

const char *lg_device_fn_name(lg_Arena *a, const lg_Function *f);
/* `float *x`, `const float *x`, `float (*g)[64]` */
char *lg_decl_text(lg_Arena *a, const lg_Type *t, const char *name);
/* C text of the element count of the dims [from, ndims) of an array type */
char *lg_inner_size_text(lg_PrintCtx *c, const lg_Type *t, int from);

/* print_ext.c: C text of the analyses' structured values. An atom: an
 * induction variable's name, an expression's text, a host variable,
 * lg_last_ll(...). A polynomial: `f` maps an atom to C text (or NULL: the
 * atom's own); ll: the first factor of each monomial in long long (host
 * extents: products of sizes must not overflow int). */
typedef const char *(*lg_AtomText)(void *ctx, const lg_Atom *atom);
const char *lg_atom_text(lg_Program *p, const lg_Atoms *at, const lg_Atom *atom);
char *lg_poly_text(lg_Program *p, const lg_Atoms *at, const lg_Poly *x, lg_AtomText f, void *ctx,
                   bool ll);
/* A bound of extent.c as host C text (long long); f, ctx as for polynomials. */
char *lg_bound_text(lg_Program *p, const lg_Bound *b, lg_AtomText f, void *ctx);

/* Where expression `e` stands in statement `s`: 0 not there, 1 evaluated
 * whenever `s` is, 2 only under a condition (if/else branches, while and do
 * bodies, ?: branches, the right of && and ||, what follows a statement
 * that may leave its block, `if (c) continue;`; not inner for loops, whose
 * bounds the affine ranges account for). */
int lg_stmt_place(const lg_Stmt *s, const lg_Expr *e, bool cond);

#endif
