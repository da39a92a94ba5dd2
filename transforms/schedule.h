/* schedule.h — what lg_pass_schedule (schedule.c) decides about a kernel
 * region's schedule, hung on lg_RegionInfo.sched: the class of the nest,
 * the effective tile and unroll clauses (the user's, or made by the pass),
 * and why. map.c (block, coarsening) and tile.c (staging, strip) read the
 * effective clauses through lg_sched_clause, so that a chosen schedule goes
 * through the same machinery (guards, edges, layouts) as written clauses. */
#ifndef LOOPGPU_SCHEDULE_H
#define LOOPGPU_SCHEDULE_H

#include "analysis.h"

typedef enum lg_NestClass {
  LG_NEST_OTHER,    /* nothing recognised (a reduction, a call, ...) */
  LG_NEST_PRODUCT,  /* two mapped loops and a sequential reduction loop whose operands
                       are shared across threads (A[i][k] * B[k][j]) */
  LG_NEST_STENCIL,  /* neighbour reads x[i+-c][j+-c] along mapped loops, no inner
                       reduction loop */
  LG_NEST_ELEMENTWISE /* one to three mapped loops, every access affine, no sequential
                       loop but taps, no neighbour reads (a copy, a scaled sum) */
} lg_NestClass;

typedef enum lg_ChosenBy {
  LG_BY_CLAUSES,    /* the user's tile/unroll clauses, kept as written */
  LG_BY_NO_CLAUSE,  /* no scheduling clause: the class's schedule */
  LG_BY_DEFAULT,    /* no scheduling clause, today's default kept (`why`) */
  LG_BY_TILE_ALONE, /* tile(T) alone on a matrix product: the register-tiled schedule,
                       T the depth of the shared tiles (strips of min(T, 32)) */
  LG_BY_TILE_STENCIL, /* tile(T) alone on a stencil: staging does not pay (perf.md),
                        the coarsened unstaged schedule instead (a warning says so) */
  LG_BY_TILE_ELEMENTWISE, /* tile(T) alone on an element-wise nest: nothing to stage, the
                        coarsened schedule (the remark says so) */
  LG_BY_TILE_WALK   /* tile(T) alone on a one-dimensional nest of no class (a row or
                       column walk): what it would stage is what every thread reads,
                       which the caches serve; unstaged (a warning says so) */
} lg_ChosenBy;

typedef struct lg_Schedule {
  lg_NestClass cls;
  lg_ChosenBy by;
  const char *why;        /* LG_BY_DEFAULT: why the default is kept */
  lg_Clause *tile;        /* effective tile clause, or NULL */
  lg_Clause *unroll;      /* effective unroll clause of the region, or NULL */
  int strip;              /* strip of the reduction loop, 0: the tile's first size */
  /* the evidence, for the dump and the remarks */
  const lg_Loop *red_loop;   /* product: the reduction loop */
  const lg_Var *opnd[2];     /* product: the operand shared along x (A[i][k]) and along
                                y (B[k][j]) */
  const lg_Var *nbr;         /* stencil: an array read at neighbours */
} lg_Schedule;

/* The region's effective clause of `kind` (LG_CL_TILE or LG_CL_UNROLL): the
 * schedule's once lg_pass_schedule ran, the directive's before. */
lg_Clause *lg_sched_clause(const lg_Region *r, lg_ClauseKind kind);
/* One sentence describing the decision (for the dump, --remarks, --report);
 * NULL when the pass did not run on r. */
const char *lg_sched_describe(lg_Program *p, const lg_Region *r);
/* The effective clauses as text, "tile(16) unroll(8)" ("" when none). */
const char *lg_sched_clauses_text(lg_Program *p, const lg_Region *r);
/* The class's name: "matrix product", "stencil", "other". */
const char *lg_sched_class_name(const lg_Schedule *s);
/* map.c: block shape and coarsening of a mapped region from its effective
 * clauses (called by map and again by schedule once it decided). */
bool lg_map_shape(lg_Program *p, lg_Region *r, bool report);
/* --remarks: one remark per region at its loop. */
void lg_sched_remarks(lg_Program *p);

#endif
