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

// The kernel's interface, computed once after finals (map.c
// lg_map_interface): the scalars passed by value (not n: it only bounds the
// mapped loop, the host's trip count), whether each mapped loop's variable
// is read, the variables declared before the region that its sequential
// loops use; the region function's parameters, how each is passed, and
// those by value that nothing reads (`(void)j;`).
// RUN: %loopgpu %s -o /dev/null --dump-after=finals | FileCheck --check-prefix=IFACE %s
// IFACE-LABEL: region f_k0
// IFACE: kernel scalars: alpha
// IFACE-NEXT: kernel reads ivs: i
// IFACE-LABEL: region f_k1
// IFACE: kernel scalars: none
// IFACE-LABEL: region f_k3
// IFACE: kernel scalars: m
// IFACE-NEXT: kernel reads ivs: i
// IFACE-NEXT: private ivs: j
// IFACE-NEXT: region params: n value, j value unused, m value, a array
// IFACE-LABEL: region f_k5
// IFACE: kernel scalars: m
// IFACE-NEXT: kernel reads ivs: i, k
// IFACE-LABEL: region g_k0
// IFACE: kernel scalars: n, big
// IFACE-NEXT: kernel reads ivs: i
// IFACE-NEXT: private ivs: k = 0
// IFACE-NEXT: region params: n value, b array, k ref, a array, big value

/* k's last value is the device's (its loop may end by break): its
   per-thread declaration starts at 0 */
int g(int n, float *a, float *b, float big)
{
  int k = -1;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    b[i] = 0;
    for (k = 0; k < n; k++) {
      if (a[i * n + k] > big)
        break;
      b[i] += a[i * n + k];
    }
  }
  return k;
}
