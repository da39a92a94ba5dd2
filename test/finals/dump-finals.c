// --dump-after=finals: how the host sets, after the region, each loop
// variable declared before it: taken from the device (k: its loop may end by
// 'break'), the host's formula lb + trip * step (j, and the mapped loop's i),
// searched backward for the last iteration that runs (q: the loop around it
// starts at the mapped loop's i, so it may be empty in the last iteration),
// or not set (t: nothing reads it after the region).
// RUN: %loopgpu %s -o /dev/null --dump-after=finals | FileCheck %s

int f(int n, float *a, float *b, float big)
{
  int i, j, k, q, t;
#pragma loopgpu copy(b[0:n]) copyin(a[0:n*n])
  for (i = 0; i < n; i++) {
    b[i] = 0;
    for (k = 0; k < n; k++) {
      if (a[i * n + k] > big)
        break;
      b[i] += a[i * n + k];
    }
    for (j = i; j < n; j++)
      for (q = 0; q < n; q++)
        b[i] += a[q];
    if (b[i] > 1)
      for (t = 0; t < n; t++)
        b[i] -= a[t];
  }
  return i + j + k + q;
}
// CHECK: region f_k0 lines 13-26
// CHECK: final k: device after loop line 15
// CHECK-NEXT: final j: host formula after loop line 20
// CHECK-NEXT: final q: search after loop line 21 inside loop line 20
// CHECK-NEXT: final i: host formula after loop line 13 (mapped 0)
// CHECK-NEXT: final t: none after loop line 24: not read after the region
