// The launch shape and the kernel's interface are decided by the passes
// (map.c, hoist.c, finals.c) and shown by the dump; the printers only read
// them: the grid's cap per axis (reductions: 1024 blocks, all on x;
// per-thread scratch: resident blocks only) and the do-while around each
// coarsened copy of a body that continues.
// RUN: %loopgpu %s -o /dev/null --dump-after=map | FileCheck --check-prefix=MAP %s
// RUN: %loopgpu %s -o /dev/null --dump-after=hoist | FileCheck %s

void f(int n, int m, float alpha, float *x, float *y, float a[n][m], float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = alpha * x[i];
  float sum = 0;
#pragma loopgpu reduction(+:sum)
  for (int i = 0; i < n; i++)
    sum += x[i];
  *out = sum;
#pragma loopgpu unroll(2)
  for (int i = 0; i < n; i++) {
    if (x[i] < 0)
      continue;
    y[i] = x[i];
  }
  int j;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (j = 1; j < m; j++)
      a[i][j] = a[i][j - 1] + 1;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float t[m];
    for (int k = 0; k < m; k++)
      t[k] = a[i][k];
    x[i] = t[0] + t[m - 1];
  }
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++)
      a[i][k] = 0;
}

// MAP-LABEL: region f_k0
// MAP: grid cap: 65535 x 1 x 1
// MAP-LABEL: region f_k1
// MAP: grid cap: 1024 x 1 x 1
// MAP-LABEL: region f_k2
// MAP: grid cap: 65535 x 1 x 1
// MAP-NEXT: coarsen: continue: each copy in do { } while (0)
// MAP-LABEL: region f_k4
// MAP: grid cap: 65535 x 1 x 1
// MAP-NOT: resident
// MAP-LABEL: region f_k5
// MAP: grid cap: 65535 x 65535 x 1

// CHECK-LABEL: region f_k0
// CHECK: grid cap: 65535 x 1 x 1
// CHECK-NOT: coarsen: continue
// CHECK-LABEL: region f_k1
// CHECK: grid cap: 1024 x 1 x 1
// CHECK-LABEL: region f_k2
// CHECK: grid cap: 65535 x 1 x 1
// CHECK-NEXT: coarsen: continue: each copy in do { } while (0)
// CHECK-LABEL: region f_k4
// CHECK: scratch grid: at most the blocks the device runs at once
// CHECK: grid cap: 65535 x 1 x 1, resident blocks only
// CHECK-LABEL: region f_k5
// CHECK: grid cap: 65535 x 65535 x 1
