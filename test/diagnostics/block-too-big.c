// A tile is a thread block: more threads than the architecture allows is an
// error.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, int m, float *a)
{
#pragma loopgpu tile(64, 32)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] = 1;
}

// CHECK: {{.*}}block-too-big.c:9:17: error: tile gives 2048 threads per block (32 x 64 x 1); sm_90 allows at most 1024
// CHECK-NEXT: {{^}}#pragma loopgpu tile(64, 32)
// CHECK-NEXT: {{^}}                ^
// CHECK-NOT: error:
