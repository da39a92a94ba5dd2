/* seq.c — unroll on sequential loops inside a kernel region, checked
 * against the plain C program at several trip counts.
 * usage: seq M   (the trip count of the unrolled loops; any integer) */
#include <stdio.h>
#include <stdlib.h>

#define ROWS 37
#define K 6

static void kernel(int m, float *out, const float *w)
{
  int j;
#pragma loopgpu
  for (int i = 0; i < ROWS; i++) {
    float s = w[0]; /* keeps w's range non-empty when m <= 0 */
    /* upward, step 1, with a local and a continue */
#pragma loopgpu unroll(4)
    for (int k = 0; k < m; k++) {
      float t = w[k] * (float)(i + 1);
      if (k % 3 == 1)
        continue;
      s += t;
    }
    /* downward, step -2, negative bounds */
#pragma loopgpu unroll(3)
    for (int k = m - 1; k >= -m; k -= 2)
      s += 0.5f * (float)k;
    /* inclusive bound, step 3, outer-declared induction variable */
#pragma loopgpu unroll
    for (j = -2; j <= m; j += 3)
      s += 0.25f * (float)j;
    /* full unroll of a constant trip, nested in a partial one */
#pragma loopgpu unroll(2)
    for (int k = 0; k < m; k++) {
#pragma loopgpu unroll(full)
      for (int q = 0; q < K; q++)
        s += (float)(q * k % 7);
    }
    out[i] = s + (float)j;
  }
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 5;
  int nw = m > 0 ? m : 1;
  float *w = malloc(sizeof(float) * (size_t)nw);
  float out[ROWS];
  for (int k = 0; k < nw; k++)
    w[k] = (float)(k % 5) - 1.5f;
  kernel(m, out, w);
  for (int i = 0; i < ROWS; i++)
    printf("%d %.6g\n", i, out[i]);
  free(w);
  return 0;
}
