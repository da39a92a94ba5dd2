/* regtile-arrays.c — register tiles printed as arrays of the thread over
 * its copies: two accumulators with a non-literal start (a guarded
 * assignment before the strip loop), unroll(4, 2) (A transposed, jammed),
 * an integer body that is not jammed (a division), and a strip loop whose
 * variable the body declares before it.
 * usage: regtile-arrays [N [M [K [SEED]]]] */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state = 42;
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

void two(int n, int m, int k, float C[n][m], float D[n][m], const float A[n][k],
         const float B[k][m])
{
#pragma loopgpu tile(16) unroll(4, 2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = C[i][j], sq = 0.0f;
      for (int p = 0; p < k; p++) {
        acc += A[i][p] * B[p][j];
        sq += A[i][p] * A[i][p];
      }
      C[i][j] = acc;
      D[i][j] = sq + (float)(i - j);
    }
}

void idiv(int n, int m, int k, int E[n][m], const int P[n][k], const int Q[k][m])
{
#pragma loopgpu tile(8) unroll(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      int p;
      int acc = i;
      for (p = 0; p < k; p++)
        acc += P[i][p] / Q[p][j];
      E[i][j] = acc + p;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 17, m = argc > 2 ? atoi(argv[2]) : 19;
  int k = argc > 3 ? atoi(argv[3]) : 23;
  lcg_state = argc > 4 ? strtoull(argv[4], NULL, 10) : 42;
  if (n < 1 || m < 1 || k < 1)
    return 2;
  float *C = malloc(sizeof(float) * n * m), *D = malloc(sizeof(float) * n * m);
  float *A = malloc(sizeof(float) * n * k), *B = malloc(sizeof(float) * k * m);
  int *E = malloc(sizeof(int) * n * m), *P = malloc(sizeof(int) * n * k);
  int *Q = malloc(sizeof(int) * k * m);
  for (int i = 0; i < n * k; i++) {
    A[i] = lcg_next();
    P[i] = (int)(lcg_next() * 1000.0f);
  }
  for (int i = 0; i < k * m; i++) {
    B[i] = lcg_next();
    Q[i] = 1 + (int)(lcg_next() * 7.0f);
  }
  for (int i = 0; i < n * m; i++)
    C[i] = lcg_next();
  two(n, m, k, (float (*)[m])C, (float (*)[m])D, (const float (*)[k])A, (const float (*)[m])B);
  idiv(n, m, k, (int (*)[m])E, (const int (*)[k])P, (const int (*)[m])Q);
  double s = 0, t = 0;
  long long u = 0;
  for (int i = 0; i < n * m; i++) {
    s += C[i] * (double)(1 + i % 7);
    t += D[i] * (double)(1 + i % 5);
    u += (long long)E[i] * (1 + i % 3);
  }
  printf("%.6e %.6e %lld\n", s, t, u);
  for (int i = 0; i < n * m; i += 1 + n * m / 16)
    printf("%d %.6e %.6e %d\n", i, C[i], D[i], E[i]);
  free(C); free(D); free(A); free(B); free(E); free(P); free(Q);
  return 0;
}
