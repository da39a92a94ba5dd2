// A register tile whose accumulators do not fit the registers a thread can
// have at its block size gets a warning naming both numbers and what
// tile(32) alone gives: tile(32) unroll(8) is 1024 threads of 64 copies
// (64 registers a thread on sm_90), and ptxas spills them. tile(16)
// unroll(8) (256 threads) and tile(32) unroll(4) (16 copies) fit: no
// warning. The program is still translated, and right (e2e at 1 and 130).
// RUN: %loopgpu %s -o %t.cu 2> %t.err
// RUN: FileCheck --input-file %t.err %s
// RUN: grep -c "warning:" %t.err | FileCheck --check-prefix=COUNT %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/130 %s 130
//
// CHECK: regtile-spill-warning.c:[[@LINE+13]]:26: warning: register tile of 1024 threads a block with 64 copies each: a thread needs about 97 registers and can have 64 (65536 per SM on sm_90); ptxas spills them to local memory (tile(32) alone: 16x16 threads of 8x8) [-Wloopgpu-schedule]
// CHECK-NEXT: #pragma loopgpu tile(32) unroll(8)
// CHECK-NEXT: {{^}}                         ^~~~~~
// COUNT: 1
#include <stdio.h>
#include <stdlib.h>

#define N_OF(n) (n)

static void mm(int n, float (*C)[n], float (*A)[n], float (*B)[n], int which)
{
  int i, j, p;
  if (which == 0) {
#pragma loopgpu tile(32) unroll(8)
    for (i = 0; i < N_OF(n); i++)
      for (j = 0; j < n; j++) {
        float acc = 0.0f;
        for (p = 0; p < n; p++)
          acc += A[i][p] * B[p][j];
        C[i][j] = acc;
      }
  } else if (which == 1) {
#pragma loopgpu tile(16) unroll(8)
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++) {
        float acc = 0.0f;
        for (p = 0; p < n; p++)
          acc += A[i][p] * B[p][j];
        C[i][j] = acc;
      }
  } else {
#pragma loopgpu tile(32) unroll(4)
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++) {
        float acc = 0.0f;
        for (p = 0; p < n; p++)
          acc += A[i][p] * B[p][j];
        C[i][j] = acc;
      }
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 130;
  float (*A)[n] = malloc(sizeof *A * n), (*B)[n] = malloc(sizeof *B * n), (*C)[n] = malloc(sizeof *C * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (float)((i * 3 + j * 5) % 9) / 4 - 1;
      B[i][j] = (float)((i * 7 + j) % 11) / 8 - 0.5f;
    }
  for (int w = 0; w < 3; w++) {
    mm(n, C, A, B, w);
    double s = 0;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        s += C[i][j] * (1 + (i + j) % 4);
    printf("mm%d %.6g\nmm%d[n-1] %.6g\n", w, s, w, C[n - 1][n - 1]);
  }
  free(A); free(B); free(C);
  return 0;
}
