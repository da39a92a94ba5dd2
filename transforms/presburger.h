/* presburger.h — isl sets of presburger.c for other files of transforms/
 * (extent_isl.c). */
#ifndef LOOPGPU_PRESBURGER_H
#define LOOPGPU_PRESBURGER_H

#include <isl/ast_type.h>
#include <isl/set.h>

#include "analysis.h"

/* The set { [x] : x = f[i](I), I in the domain of acc[i] (its loops and
 * their bounds, and its guards, guards[i][0..nguards[i]), as extent.c
 * understands them; other conditions ignored), some i < n } of the flattened indices
 * that n accesses touch. vals NULL: over the invariant atoms as parameters
 * p0, p1... (*params, *nparams: which atom, by index, each is); otherwise at the
 * atoms' values vals[atom] (no parameters). NULL when a subscript or a
 * bound is not Presburger (a monomial with two atoms, parameters only). */
isl_set *lg_presburger_extent_set(lg_Program *p, lg_Region *r, lg_Poly *const *f,
                                  const lg_Access *const *acc, int n,
                                  const lg_Guard *const *guards, const int *nguards,
                                  const long long *vals, const int **params, int *nparams);
isl_ctx *lg_presburger_ctx(void);

/* reschedule.c: one statement of a nest as isl's scheduler sees it: the
 * loops around it (outermost first, the region's loop first), its place in
 * C's order (nloops + 1 numbers: beta[k], k >= 1, the position of what
 * holds it among the statements and loops of the body of loops[k - 1],
 * blocks flattened; beta[0] is 0) and its accesses (indices into the
 * region's lg_RegionInfo.acc). */
typedef struct lg_SchedStmt {
  int id;               /* its tuple S<id>: statements of one id are one statement
                           (the same text) over the union of their domains, which
                           must be disjoint */
  lg_Stmt *s;
  const lg_Loop **loops;
  int nloops;
  int *beta;
  int *acc;
  int nacc;
} lg_SchedStmt;

/* The AST of a new order of the nst statements of region r's nest that
 * keeps every pair that touches one element, one of them writing it, in
 * C's order, from isl's scheduler asked for outer parallel loops; NULL when
 * a bound or subscript is not affine or isl finds none. The AST's
 * parameters p0, p1... are the region's atoms (*params: which, by index). */
isl_ast_node *lg_presburger_reschedule(lg_Program *p, lg_Region *r, const lg_SchedStmt *st,
                                       int nst, const int **params, int *nparams);

#endif
