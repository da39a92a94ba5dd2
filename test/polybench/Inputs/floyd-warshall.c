/* floyd-warshall.c -- all-pairs shortest paths on a dense directed graph
 * with integer weights (a large value for "no edge"). In step k, row k and
 * column k do not change (path[k][k] is 0 and weights are non-negative), so
 * the conditional update never writes what another (i, j) of the same step
 * reads: the i and j loops are independent, which the programmer asserts.
 *
 * usage: floyd-warshall [N]   (default 500)
 */
#include <stdio.h>
#include <stdlib.h>

#define NO_EDGE 999999

static void init_array(int n, int path[n][n])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      path[i][j] = i * j % 7 + 1;
      if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0)
        path[i][j] = NO_EDGE;
    }
  for (i = 0; i < n; i++)
    path[i][i] = 0;
}

static void kernel_floyd_warshall(int n, int path[n][n])
{
  int i, j, k;

#pragma loopgpu host
  for (k = 0; k < n; k++) {
#pragma loopgpu independent
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        if (path[i][k] + path[k][j] < path[i][j])
          path[i][j] = path[i][k] + path[k][j];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 500;
  int i, j;
  long long sum = 0;
  int unreachable = 0;

  if (n < 1) {
    fprintf(stderr, "floyd-warshall: N must be >= 1\n");
    return 2;
  }
  int (*path)[n] = malloc(n * sizeof *path);
  if (!path) {
    fprintf(stderr, "floyd-warshall: out of memory\n");
    return 1;
  }

  init_array(n, path);
  kernel_floyd_warshall(n, path);

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      if (path[i][j] >= NO_EDGE)
        unreachable++;
      else
        sum += path[i][j];
    }
  printf("checksum_path %.9g\n", (double)sum);
  printf("unreachable %d\n", unreachable);
  printf("path[0][%d] %d\n", n - 1, path[0][n - 1]);
  printf("path[%d][%d] %d\n", n / 2, n / 3, path[n / 2][n / 3]);
  printf("path[%d][0] %d\n", n - 1, path[n - 1][0]);

  free(path);
  return 0;
}
