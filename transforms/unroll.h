/* unroll.h — what unroll.c (loops inside regions) and unroll_host.c (host
 * loops) share. */
#ifndef LOOPGPU_UNROLL_H
#define LOOPGPU_UNROLL_H

#include "ir.h"

#define UNROLL_DEFAULT 4 /* `unroll` without a factor */

/* The value of the induction variable at iteration k of a loop whose first
 * value is the constant `first`, as a literal of its type. */
lg_Expr *lg_unroll_iv_literal(lg_Builder *b, const lg_Loop *l, __int128 first, long long k);
/* The value at iteration k (an expression over the counter): lb + k * step,
 * cast to its type. */
lg_Expr *lg_unroll_iv_value(lg_Builder *b, const lg_Loop *l, lg_Expr *lb, lg_Expr *k);

/* the comment of copy k: "i + k" */
const char *lg_unroll_offset_comment(lg_Arena *a, const lg_Loop *l, long long k);

/* unroll_host.c: the offset just past the `)` of a host loop's header */
unsigned lg_host_body_begin(const lg_Program *p, const lg_HostLoop *h);
/* whether `word` stands as a C token in src[begin, end) (outside comments
 * and literals); its offset in *at */
bool lg_text_has_word(const char *src, unsigned begin, unsigned end, const char *word,
                      unsigned *at);
/* the copies of host loop h under its unroll clause cl */
lg_UnrollLoop *lg_unroll_host_decide(lg_Program *p, lg_HostLoop *h, lg_Clause *cl, int id);

#endif
