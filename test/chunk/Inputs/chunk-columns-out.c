/* chunk-columns-out.c — as chunk-columns.c, but C is copyout: its chunks copy nothing
 * in, so the part of a chunk's slice that earlier chunks covered must be
 * copied in (their results), or the chunk's copy-out puts its buffer's
 * unwritten elements (garbage) over their columns.
 *
 * usage: chunk-columns-out [N [M]]
 */
#include <stdio.h>
#include <stdlib.h>

static void cols(int n, int m, float *C, const float *B)
{
#pragma loopgpu chunk(3) copyout(C[0:n*m])
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      C[i * m + j] = B[i * m + j] - 1.0f;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 17, m = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 1 || m < 1)
    return 2;
  float *C = malloc(sizeof(float) * (size_t)n * (size_t)m);
  float *B = malloc(sizeof(float) * (size_t)n * (size_t)m);
  for (int i = 0; i < n * m; i++) {
    C[i] = 7.0f;
    B[i] = 1.0f + (float)(i % 7);
  }
  cols(n, m, C, B);
  double s = 0;
  for (int i = 0; i < n * m; i++)
    s += C[i] * (i % 5 + 1);
  printf("checksum %.9g\n", s);
  printf("C[%d] %.9g\n", n * m - 1, C[n * m - 1]);
  free(C);
  free(B);
  return 0;
}
