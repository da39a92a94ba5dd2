/* regtile-jam.c — register tiles whose strip loops are unroll-and-jammed
 * (one operand register per distinct staged element, shared by the copies),
 * at sizes the tiles do not divide, and one that must not be jammed.
 * usage: regtile-jam [N [M [K [SEED]]]] */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

/* the 128x128 block tile: 8x8 accumulators per thread */
void gemm8(int n, int m, int k, float alpha, float beta, float C[n][m], float A[n][k],
           float B[k][m])
{
#pragma loopgpu tile(16) unroll(8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = alpha * acc + beta * C[i][j];
    }
}

/* tile(8) unroll(4), the accumulator starting from C (a guarded start) and
   two products per step (A*B - A*B2: four operand arrays in one jam) */
void gemm4(int n, int m, int k, float C[n][m], float A[n][k], float B[k][m], float B2[k][m])
{
#pragma loopgpu tile(8) unroll(4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = C[i][j];
      float neg;
      neg = 0.0f;
      for (int p = 0; p < k; p++) {
        acc += A[i][p] * B[p][j];
        neg -= 0.5f * A[i][p] * B2[p][j];
      }
      C[i][j] = acc + neg;
    }
}

/* unroll(2, 4): rectangular register tiles (2 rows: A is not transposed) */
void gemm24(int n, int m, int k, float F[n][m], float A[n][k], float B[k][m])
{
#pragma loopgpu tile(16) unroll(2, 4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      F[i][j] = acc;
    }
}

/* syrk-like, A read twice in two shapes: the second read is not staged
   (a global read), so the copies stay guarded */
void syrk24(int n, int k, float D[n][n], float A[n][k])
{
#pragma loopgpu tile(16) unroll(2, 4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * A[j][p];
      D[i][j] = acc;
    }
}

/* integer division in the update: an inactive copy could divide by zero, so
   this one keeps today's guarded copies */
void idiv(int n, int m, int k, int E[n][m], int X[n][k], int Y[k][m])
{
#pragma loopgpu tile(8) unroll(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      int s = 0;
      for (int p = 0; p < k; p++)
        s += X[i][p] / Y[p][j];
      E[i][j] = s;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 17;
  int m = argc > 2 ? atoi(argv[2]) : 19;
  int k = argc > 3 ? atoi(argv[3]) : 23;
  lcg_state = argc > 4 ? strtoull(argv[4], NULL, 10) : 42;
  if (n < 1 || m < 1 || k < 1)
    return 2;
  float (*C)[m] = malloc(sizeof(float) * (size_t)n * (size_t)m);
  float (*C4)[m] = malloc(sizeof(float) * (size_t)n * (size_t)m);
  float (*F)[m] = malloc(sizeof(float) * (size_t)n * (size_t)m);
  float (*A)[k] = malloc(sizeof(float) * (size_t)n * (size_t)k);
  float (*B)[m] = malloc(sizeof(float) * (size_t)k * (size_t)m);
  float (*B2)[m] = malloc(sizeof(float) * (size_t)k * (size_t)m);
  float (*D)[n] = malloc(sizeof(float) * (size_t)n * (size_t)n);
  int (*E)[m] = malloc(sizeof(int) * (size_t)n * (size_t)m);
  int (*X)[k] = malloc(sizeof(int) * (size_t)n * (size_t)k);
  int (*Y)[m] = malloc(sizeof(int) * (size_t)k * (size_t)m);
  if (!C || !C4 || !F || !A || !B || !B2 || !D || !E || !X || !Y)
    return 1;
  for (int i = 0; i < n; i++)
    for (int p = 0; p < k; p++) {
      A[i][p] = lcg_next();
      X[i][p] = (int)(lcg_next() * 1000.0f);
    }
  for (int p = 0; p < k; p++)
    for (int j = 0; j < m; j++) {
      B[p][j] = lcg_next();
      B2[p][j] = lcg_next();
      Y[p][j] = 1 + (int)(lcg_next() * 10.0f);
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      C[i][j] = lcg_next();
      C4[i][j] = lcg_next();
    }
  gemm8(n, m, k, 1.5f, 0.5f, C, A, B);
  gemm4(n, m, k, C4, A, B, B2);
  gemm24(n, m, k, F, A, B);
  syrk24(n, k, D, A);
  idiv(n, m, k, E, X, Y);
  double s8 = 0, s4 = 0, sf = 0, sd = 0;
  long long se = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      s8 += C[i][j];
      s4 += C4[i][j];
      sf += F[i][j];
      se += E[i][j];
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      sd += D[i][j];
  printf("gemm8 %.9g\ngemm4 %.9g\ngemm24 %.9g\nsyrk24 %.9g\nidiv %lld\n", s8, s4, sf, sd, se);
  for (int q = 0; q < 6; q++) {
    int i = (int)(((unsigned long long)q * 2654435761ULL + 3) % (unsigned)n);
    int j = (int)(((unsigned long long)q * 40503ULL + 11) % (unsigned)m);
    int jd = (int)(((unsigned long long)q * 40503ULL + 11) % (unsigned)n);
    printf("C[%d][%d] %.9g C4 %.9g F %.9g D[%d][%d] %.9g E %d\n", i, j, C[i][j], C4[i][j],
           F[i][j], i, jd, D[i][jd], E[i][j]);
  }
  printf("last %.9g %.9g %.9g %.9g %d\n", C[n - 1][m - 1], C4[n - 1][m - 1], F[n - 1][m - 1],
         D[n - 1][n - 1], E[n - 1][m - 1]);
  free(C);
  free(C4);
  free(F);
  free(A);
  free(B);
  free(B2);
  free(D);
  free(E);
  free(X);
  free(Y);
  return 0;
}
