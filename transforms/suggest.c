/* suggest.c — the nearest name for "did you mean" (suggest.h). */
#include "suggest.h"

#include <stdlib.h>
#include <string.h>

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

int lg_edit_distance(const char *a, const char *b) {
  size_t n = strlen(a), m = strlen(b);
  if (n > 64 || m > 64) /* names, not texts */
    return (int)(n > m ? n : m);
  int d[65][65];
  for (size_t i = 0; i <= n; i++)
    d[i][0] = (int)i;
  for (size_t j = 0; j <= m; j++)
    d[0][j] = (int)j;
  for (size_t i = 1; i <= n; i++)
    for (size_t j = 1; j <= m; j++) {
      int cost = lower(a[i - 1]) != lower(b[j - 1]);
      int v = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < v)
        v = d[i][j - 1] + 1;
      if (d[i - 1][j - 1] + cost < v)
        v = d[i - 1][j - 1] + cost;
      if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) &&
          lower(a[i - 2]) == lower(b[j - 1]) && d[i - 2][j - 2] + 1 < v)
        v = d[i - 2][j - 2] + 1; /* a transposition: loopgup */
      d[i][j] = v;
    }
  return d[n][m];
}

const char *lg_suggest(const char *word, const char *const *cands, int n) {
  int len = (int)strlen(word);
  int limit = len <= 4 ? 1 : 2;
  if (limit >= len)
    limit = len - 1;
  const char *best = NULL;
  int bestd = limit + 1;
  for (int i = 0; n < 0 ? cands[i] != NULL : i < n; i++) {
    int dist = lg_edit_distance(word, cands[i]);
    if (dist < bestd) {
      bestd = dist;
      best = cands[i];
    }
  }
  return best;
}
