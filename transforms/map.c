/* map.c — lg_pass_map: which loops become thread dimensions and the block
 * shape. The mapped loops are the longest prefix of the independent
 * candidates (depend.c) whose bounds do not use the variables of the loops
 * mapped before them (a thread grid is a box). The innermost mapped loop
 * goes to x, which makes consecutive threads touch consecutive elements of
 * row-major arrays (coalescing). */
#include "analysis.h"
#include "passes.h"

static bool expr_uses(const lg_Expr *e, const lg_Var *v) {
  if (!e)
    return false;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var == v)
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (expr_uses(e->args[i], v))
      return true;
  return false;
}

/* `break` whose innermost enclosing loop is mapped to threads would end a
 * thread's grid-stride loop, not the C loop: refused. */
static bool check_breaks(lg_Program *p, lg_Stmt *s, bool in_mapped) {
  if (!s)
    return true;
  bool ok = true;
  switch (s->kind) {
  case LG_S_BREAK:
    if (in_mapped) {
      lg_error(p->diag, s->loc, "'break' out of a loop that is mapped to threads");
      ok = false;
    }
    break;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      ok = check_breaks(p, s->stmts[i], in_mapped) && ok;
    break;
  case LG_S_IF:
    ok = check_breaks(p, s->then, in_mapped) && ok;
    ok = check_breaks(p, s->els, in_mapped) && ok;
    break;
  case LG_S_WHILE:
  case LG_S_DO:
    ok = check_breaks(p, s->then, false);
    break;
  case LG_S_FOR:
    ok = check_breaks(p, s->loop->body, s->loop->mapped >= 0);
    break;
  default:
    break;
  }
  return ok;
}

static int scalar_size(const lg_Type *t) {
  switch (t->kind) {
  case LG_T_BOOL: case LG_T_CHAR: case LG_T_SCHAR: case LG_T_UCHAR: return 1;
  case LG_T_SHORT: case LG_T_USHORT: return 2;
  case LG_T_INT: case LG_T_UINT: case LG_T_FLOAT: return 4;
  default: return 8;
  }
}

bool lg_pass_map(lg_Program *p) {
  bool ok = true;
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = lg_region_info(p, r);
    for (int k = 0; k < ri->loops.n; k++)
      ((lg_Loop *)ri->loops.items[k])->mapped = -1;
    int n = 0;
    for (int k = 0; k < ri->ncand; k++) {
      lg_Loop *l = ri->cand[k];
      if (ri->verdict[k] != LG_INDEPENDENT)
        break;
      const lg_Var *dep = NULL;
      for (int j = 0; j < n && !dep; j++)
        if (expr_uses(l->lb, ri->mapped[j]->iv) || expr_uses(l->ub, ri->mapped[j]->iv) ||
            expr_uses(lg_loop_extra_bound(l), ri->mapped[j]->iv))
          dep = ri->mapped[j]->iv;
      if (dep) {
        if (ri->collapse > k) {
          lg_error(p->diag, l->loc,
                   "collapse(%d): the bounds of loop '%s' depend on '%s', so the loops do not "
                   "form a box of threads",
                   ri->collapse, l->iv->name, dep->name);
          ok = false;
        }
        break;
      }
      ri->mapped[n++] = l;
    }
    ri->nmapped = n;
    for (int k = 0; k < n; k++)
      ri->mapped[k]->mapped = k;
    ok = check_breaks(p, r->loop->body, r->loop->mapped >= 0) && ok;
    if (n == 0)
      continue;
    /* thread coarsening: unroll(U1[,U2[,U3]]) on the region, outermost mapped
       loop first, the last factor repeated (print_kernel.c makes the copies) */
    lg_Clause *un = lg_dir_find(r->loop->dir, LG_CL_UNROLL);
    for (int k = 0; k < 3; k++) {
      long long u = !un || un->full || k >= n ? 1 : un->nints ? un->ints[k < un->nints ? k : un->nints - 1] : 4;
      ri->coarsen[k] = (int)(u > 0 && u <= 1024 ? u : 1);
    }
    /* block shape: tile sizes outermost first, the last one repeated */
    lg_Clause *tile = lg_dir_find(r->loop->dir, LG_CL_TILE);
    static const int defaults[3][3] = {{256, 1, 1}, {32, 8, 1}, {32, 4, 2}};
    for (int a = 0; a < 3; a++)
      ri->block[a] = a < n ? defaults[n - 1][a] : 1;
    if (tile && tile->nints > 0) {
      for (int k = 0; k < n; k++) {
        long long t = tile->ints[k < tile->nints ? k : tile->nints - 1];
        ri->block[n - 1 - k] = (int)(t > 0 && t < 1 << 20 ? t : 1);
      }
      long long prod = (long long)ri->block[0] * ri->block[1] * ri->block[2];
      if (prod > 1024) {
        lg_error(p->diag, tile->loc,
                 "tile gives %lld threads per block (%d x %d x %d); %s allows at most 1024", prod,
                 ri->block[0], ri->block[1], ri->block[2],
                 p->opts && p->opts->arch ? p->opts->arch : "sm_90");
        ok = false;
      } else if (ri->block[2] > 64) {
        lg_error(p->diag, tile->loc, "tile gives %d threads in z; at most 64 are allowed",
                 ri->block[2]);
        ok = false;
      }
    }
    /* the scalar reductions' block trees (print_kernel.c) are static shared
       memory, one element per thread each, of which a block has 48 KB */
    long long red_bytes = 0;
    for (int k = 0; k < ri->nred; k++)
      red_bytes += (long long)ri->block[0] * ri->block[1] * ri->block[2] *
                   scalar_size(ri->red[k].var->type);
    if (red_bytes > 48 * 1024) {
      lg_error(p->diag, lg_dir_find(r->loop->dir, LG_CL_REDUCTION)->loc,
               "the %d reductions need %lld bytes of shared memory per block for their block "
               "trees (%d threads each); a block has at most 49152: split the loop or use a "
               "smaller tile",
               ri->nred, red_bytes, ri->block[0] * ri->block[1] * ri->block[2]);
      ok = false;
    }
  }
  return ok;
}
