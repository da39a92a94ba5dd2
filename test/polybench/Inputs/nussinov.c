/* nussinov.c -- Nussinov's dynamic program for RNA secondary structure
 * (maximum number of nested base pairs). table[i][j] depends on entries
 * of shorter spans only, so the spans d = j - i are computed in increasing
 * order (on the host) and all the cells of one span in parallel.
 *
 * usage: nussinov [N]   (default 700)
 */
#include <stdio.h>
#include <stdlib.h>

#define MAX_SCORE(a, b) ((a) >= (b) ? (a) : (b))
/* bases are 0..3 (A, C, G, U); A-U and C-G pair */
#define MATCH(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)

static void init_array(int n, char seq[n], int table[n][n])
{
  int i, j;

  for (i = 0; i < n; i++)
    seq[i] = (char)((i + 1) * (i / 3 + 1) % 4);
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      table[i][j] = 0;
}

static void kernel_nussinov(int n, char seq[n], int table[n][n])
{
  int d, i, j, k;

#pragma loopgpu host
  for (d = 1; d < n; d++) {
#pragma loopgpu
    for (i = 0; i < n - d; i++) {
      int best = 0;
      j = i + d;
      best = MAX_SCORE(best, table[i][j - 1]);
      best = MAX_SCORE(best, table[i + 1][j]);
      if (i < j - 1)
        best = MAX_SCORE(best, table[i + 1][j - 1] + MATCH(seq[i], seq[j]));
      else
        best = MAX_SCORE(best, table[i + 1][j - 1]);
      for (k = i + 1; k < j; k++)
        best = MAX_SCORE(best, table[i][k] + table[k + 1][j]);
      table[i][j] = best;
    }
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 700;
  int i, j;
  long long sum = 0;

  if (n < 1) {
    fprintf(stderr, "nussinov: N must be >= 1\n");
    return 2;
  }
  char *seq = malloc(n * sizeof *seq);
  int (*table)[n] = malloc(n * sizeof *table);
  if (!seq || !table) {
    fprintf(stderr, "nussinov: out of memory\n");
    return 1;
  }

  init_array(n, seq, table);
  kernel_nussinov(n, seq, table);

  for (i = 0; i < n; i++)
    for (j = i; j < n; j++)
      sum += table[i][j];
  printf("checksum_table %.9g\n", (double)sum);
  printf("table[0][%d] %d\n", n - 1, table[0][n - 1]);
  printf("table[%d][%d] %d\n", n / 3, n / 2, table[n / 3][n / 2]);
  printf("table[%d][%d] %d\n", n / 2, n - 1, table[n / 2][n - 1]);

  free(seq);
  free(table);
  return 0;
}
