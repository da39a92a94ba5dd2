/* presburger.h — isl sets of presburger.c for other files of transforms/
 * (extent_isl.c). */
#ifndef LOOPGPU_PRESBURGER_H
#define LOOPGPU_PRESBURGER_H

#include <isl/set.h>

#include "analysis.h"

/* The set { [x] : x = f[i](I), I in the domain of acc[i] (its loops and
 * their bounds; conditions ignored), some i < n } of the flattened indices
 * that n accesses touch. vals NULL: over the invariant atoms as parameters
 * p0, p1... (*params, *nparams: which atom, by index, each is); otherwise at the
 * atoms' values vals[atom] (no parameters). NULL when a subscript or a
 * bound is not Presburger (a monomial with two atoms, parameters only). */
isl_set *lg_presburger_extent_set(lg_Program *p, lg_Region *r, lg_Poly *const *f,
                                  const lg_Access *const *acc, int n, const long long *vals,
                                  const int **params, int *nparams);
isl_ctx *lg_presburger_ctx(void);

#endif
