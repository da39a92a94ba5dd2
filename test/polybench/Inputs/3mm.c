/* 3mm.c -- three matrix products in single precision: E := A*B, F := C*D,
 * G := E*F.
 *
 * usage: 3mm [NI [NJ [NK [NL [NM]]]]]   (defaults 160 170 180 190 200)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int ni, int nj, int nk, int nl, int nm,
                       float A[ni][nk], float B[nk][nj], float C[nj][nm],
                       float D[nm][nl])
{
  int i, j;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = 0.5f + (float)((i * j + 1) % ni) / (5 * ni);
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = 0.5f + (float)((i * (j + 1) + 2) % nj) / (5 * nj);
  for (i = 0; i < nj; i++)
    for (j = 0; j < nm; j++)
      C[i][j] = 0.5f + (float)(i * (j + 3) % nl) / (5 * nl);
  for (i = 0; i < nm; i++)
    for (j = 0; j < nl; j++)
      D[i][j] = 0.5f + (float)((i * (j + 2) + 2) % nk) / (5 * nk);
}

static void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
                       float E[ni][nj], float A[ni][nk], float B[nk][nj],
                       float F[nj][nl], float C[nj][nm], float D[nm][nl],
                       float G[ni][nl])
{
  int i, j, k;

  /* E := A*B */
#pragma loopgpu tile(16) unroll(8)
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      E[i][j] = 0.0f;
      for (k = 0; k < nk; ++k)
        E[i][j] += A[i][k] * B[k][j];
    }
  /* F := C*D */
#pragma loopgpu tile(16)
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++) {
      F[i][j] = 0.0f;
      for (k = 0; k < nm; ++k)
        F[i][j] += C[i][k] * D[k][j];
    }
  /* G := E*F */
#pragma loopgpu
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      G[i][j] = 0.0f;
      for (k = 0; k < nj; ++k)
        G[i][j] += E[i][k] * F[k][j];
    }
}

int main(int argc, char **argv)
{
  int ni = argc > 1 ? atoi(argv[1]) : 160;
  int nj = argc > 2 ? atoi(argv[2]) : 170;
  int nk = argc > 3 ? atoi(argv[3]) : 180;
  int nl = argc > 4 ? atoi(argv[4]) : 190;
  int nm = argc > 5 ? atoi(argv[5]) : 200;
  int i, j;
  double sum;

  if (ni < 1 || nj < 1 || nk < 1 || nl < 1 || nm < 1) {
    fprintf(stderr, "3mm: sizes must be >= 1\n");
    return 2;
  }
  float (*E)[nj] = malloc(ni * sizeof *E);
  float (*A)[nk] = malloc(ni * sizeof *A);
  float (*B)[nj] = malloc(nk * sizeof *B);
  float (*F)[nl] = malloc(nj * sizeof *F);
  float (*C)[nm] = malloc(nj * sizeof *C);
  float (*D)[nl] = malloc(nm * sizeof *D);
  float (*G)[nl] = malloc(ni * sizeof *G);
  if (!E || !A || !B || !F || !C || !D || !G) {
    fprintf(stderr, "3mm: out of memory\n");
    return 1;
  }

  init_array(ni, nj, nk, nl, nm, A, B, C, D);
  kernel_3mm(ni, nj, nk, nl, nm, E, A, B, F, C, D, G);

  sum = 0.0;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++)
      sum += G[i][j];
  printf("checksum_G %.9g\n", sum);
  sum = 0.0;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      sum += E[i][j];
  printf("checksum_E %.9g\n", sum);
  sum = 0.0;
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++)
      sum += F[i][j];
  printf("checksum_F %.9g\n", sum);
  printf("G[0][0] %.9g\n", G[0][0]);
  printf("G[%d][%d] %.9g\n", ni / 2, nl / 2, G[ni / 2][nl / 2]);
  printf("G[%d][%d] %.9g\n", ni - 1, nl - 1, G[ni - 1][nl - 1]);

  free(E);
  free(A);
  free(B);
  free(F);
  free(C);
  free(D);
  free(G);
  return 0;
}
