/* ir.c — small helpers over the IR. */
#include "ir.h"

lg_Clause *lg_dir_find(const lg_Directive *d, lg_ClauseKind kind) {
  if (!d)
    return NULL;
  for (int i = 0; i < d->nclauses; i++)
    if (d->clauses[i].kind == kind)
      return &d->clauses[i];
  return NULL;
}
