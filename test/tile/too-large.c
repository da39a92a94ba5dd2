// A tile whose staging exceeds the architecture's shared memory per block is
// an error that gives the bytes needed and available (docs/directives.md §3); nothing is
// written.
// RUN: not %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// RUN: not %loopgpu --arch=sm_70 -DT=16 %s -o %t.cu 2>&1 | FileCheck --check-prefix=SM70 %s

#ifndef T
#define T 32
#endif

void mm(int n, int k, float C[n][n], float A[n][k], float B[k][n])
{
#pragma loopgpu tile(T)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float acc = 0.0f;
// CHECK: too-large.c:[[@LINE+3]]:17: error: tile needs 266368 bytes of shared memory per block (A 32x1025 (131200 bytes), B 1024x33 (135168 bytes)); sm_90 allows at most 232448
// CHECK-NEXT: {{^#pragma loopgpu tile\(1024\)$}}
// SM70: error: tile needs 135232 bytes of shared memory per block (A 16x1025 (65600 bytes), B 1024x17 (69632 bytes)); sm_70 allows at most 98304
#pragma loopgpu tile(1024)
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}
