/* print_sync.c — the host half's side of issue 15: each host statement of a
 * host loop (tool/hostsync.c found what it touches) is bracketed by
 * lg_update_host before it (what it may read) and, when it may write what
 * a data region keeps on the device, a block whose lg_after variable sends
 * what it wrote to the device when the block is left (LG_CLEANUP: also when
 * a return, break, continue or goto leaves it, one written by a macro
 * included); a condition or an increment of a statement holding kernel
 * regions gets its updates in a comma expression. Leaving the loop itself
 * closes its data region and hoisted buffers the same way (print_host.c,
 * print_hoist.c). The runtime works by address, so the updates are right
 * for any alias and cost a lookup when nothing is present.
 */
#include <string.h>

#include "edit.h"
#include "kernel.h"

/* Whether memory may be kept on the device while h's body runs (extent.c:
 * lg_HostInfo.synced). */
static bool under_data_region(const lg_HostLoop *h) {
  const lg_HostInfo *hi = h->analysis;
  return hi && hi->synced;
}

/* The reads of a statement (and its inexact writes, which read first):
 * lg_update_host calls, each ended by `sep`. */
static char *reads(lg_Program *p, const lg_HostStmt *u, const char *sep) {
  lg_Arena *a = p->arena;
  const char *file = lg_c_string(a, p->path);
  lg_Buf b = {0};
  for (int i = 0; i < u->nsites; i++) {
    const lg_SyncSite *s = &u->sites[i];
    if (!(s->rw & 1))
      continue;
    if (!s->addr)
      lg_buf_printf(&b, "lg_update_host_all(\"%s\", %d)%s", file, u->loc.line, sep);
    else
      lg_buf_printf(&b, "lg_update_host((const void *)(%s), %s, \"%s\", \"%s\", %d)%s", s->addr,
                    s->bytes ? s->bytes : "0", lg_c_string(a, s->addr), file, u->loc.line, sep);
  }
  char *r = lg_strndup(a, b.data ? b.data : "", b.len);
  lg_buf_free(&b);
  return r;
}

/* The writes, as the declarations of an lg_after scope guard named after
 * offset `k`; "" when the statement writes nothing. */
static char *writes_guard(lg_Program *p, const lg_HostStmt *u, unsigned k) {
  lg_Arena *a = p->arena;
  const char *file = lg_c_string(a, p->path);
  lg_Buf b = {0};
  int n = 0, all = 0;
  for (int i = 0; i < u->nsites; i++) {
    const lg_SyncSite *s = &u->sites[i];
    if (!(s->rw & 2))
      continue;
    if (!s->addr) {
      all = 1;
      continue;
    }
    lg_buf_printf(&b, "%s{(const void *)(%s), %s}", n++ ? ", " : "", s->addr,
                  s->bytes ? s->bytes : "0");
  }
  if (!n && !all) {
    lg_buf_free(&b);
    return "";
  }
  char *ranges = lg_strndup(a, b.data ? b.data : "", b.len);
  lg_buf_free(&b);
  if (!n)
    return lg_fmt(a, "lg_after lg_a%u LG_CLEANUP(lg_after_done) = {0, 0, 1, \"%s\", %d}; ", k,
                  file, u->loc.line);
  return lg_fmt(a,
                "const lg_range lg_w%u[%d] = {%s}; lg_after lg_a%u LG_CLEANUP(lg_after_done) = "
                "{lg_w%u, %d, %d, \"%s\", %d}; ",
                k, n, ranges, k, k, n, all, file, u->loc.line);
}

static void bracket(lg_Program *p, lg_EditList *edits, const lg_HostStmt *u) {
  lg_Arena *a = p->arena;
  if (u->expr) { /* (updates, (expr)): its value stays the expression's */
    char *before = reads(p, u, ", ");
    if (*before) {
      lg_edit_insert(a, edits, u->begin, lg_fmt(a, "(%s(", before));
      lg_edit_insert(a, edits, u->end, "))");
    }
    return;
  }
  char *before = reads(p, u, "; ");
  if (u->decl) { /* keeps its scope: no block around it, and nothing jumps
                    out of a declaration */
    if (*before)
      lg_edit_insert(a, edits, u->begin, before);
    for (int i = 0; i < u->nsites; i++) {
      const lg_SyncSite *s = &u->sites[i];
      if (!(s->rw & 2))
        continue;
      if (!s->addr)
        lg_edit_insert(a, edits, u->end,
                       lg_fmt(a, " lg_update_device_all(\"%s\", %d);", lg_c_string(a, p->path),
                              u->loc.line));
      else
        lg_edit_insert(a, edits, u->end,
                       lg_fmt(a, " lg_update_device((const void *)(%s), %s, \"%s\", \"%s\", %d);",
                              s->addr, s->bytes ? s->bytes : "0", lg_c_string(a, s->addr),
                              lg_c_string(a, p->path), u->loc.line));
    }
    return;
  }
  char *guard = writes_guard(p, u, u->begin);
  if (*before || *guard) {
    lg_edit_insert(a, edits, u->begin, lg_fmt(a, "{ %s%s", guard, before));
    lg_edit_insert(a, edits, u->end, " }");
  }
}

void lg_sync_edits(lg_Program *p, lg_EditList *edits) {
  for (int i = 0; i < p->nhosts; i++) {
    lg_HostLoop *h = p->hosts[i];
    if (!under_data_region(h))
      continue;
    for (int k = 0; k < h->nstmts; k++)
      bracket(p, edits, h->stmts[k]);
  }
  for (int f = 0; f < p->nfns; f++)
    for (int k = 0; k < p->fns[f]->nsyncs; k++)
      bracket(p, edits, p->fns[f]->syncs[k]);
}
