/* chunk-columns.c — a region chunked over the columns j of a row-major array: the
 * slice of a chunk (flattened, from (0, c0) to (n-1, c1-1)) overlaps the
 * next chunks' almost entirely. A is written (copy): a chunk must not copy
 * its slice in before the chunks in flight that write it have copied theirs
 * out, or its own copy-out puts stale values over their columns.
 *
 * usage: chunk-columns [N [M]]
 */
#include <stdio.h>
#include <stdlib.h>

static void cols(int n, int m, float *A, const float *B)
{
#pragma loopgpu chunk(3)
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      A[i * m + j] = 2.0f * B[i * m + j] + A[i * m + j];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 17, m = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 1 || m < 1)
    return 2;
  float *A = malloc(sizeof(float) * (size_t)n * (size_t)m);
  float *B = malloc(sizeof(float) * (size_t)n * (size_t)m);
  for (int i = 0; i < n * m; i++) {
    A[i] = (float)(i % 13) * 0.5f;
    B[i] = 1.0f + (float)(i % 7);
  }
  cols(n, m, A, B);
  double s = 0;
  for (int i = 0; i < n * m; i++)
    s += A[i] * (i % 7 + 1);
  printf("checksum %.9g\n", s);
  printf("A[%d] %.9g\n", n * m - 1, A[n * m - 1]);
  free(A);
  free(B);
  return 0;
}
