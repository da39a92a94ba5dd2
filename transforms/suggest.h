/* suggest.h — "did you mean" for names: the nearest candidate by edit
 * distance (insertions, deletions, substitutions and transpositions of
 * neighbours, case ignored), as clang's typo correction picks one. */
#ifndef LOOPGPU_SUGGEST_H
#define LOOPGPU_SUGGEST_H

/* The edit distance of a and b (optimal string alignment), ASCII case
 * ignored. */
int lg_edit_distance(const char *a, const char *b);

/* The candidate nearest to `word` (cands: NULL-terminated, or n entries
 * when n >= 0), or NULL when none is near: at most 1 edit for a word of up
 * to 4 letters, 2 for a longer one, and fewer than the word's length (so
 * that "omp" never suggests anything). The first of equally near ones. */
const char *lg_suggest(const char *word, const char *const *cands, int n);

#endif
