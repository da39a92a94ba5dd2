// A dependence that cannot be decided (it holds for some sizes only, an
// access under a condition, a subscript that is not affine) is a warning
// that names the accesses; the loop stays C, on the CPU (docs/directives.md §2).
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: %strip-checks %t.host.c | FileCheck --check-prefix=HOSTCHECK %s
// RUN: FileCheck --check-prefix=CUCHECK %s < %t.cu

void shift(int n, int m, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = a[i + m];
}
// CHECK: undecided.c:11:3: warning: cannot prove that loop 'i' carries no dependence: 'a[i]' written at line 12 and 'a[i + m]' read at line 12 (for some sizes, or under a condition, two of its iterations may touch one element); the loop stays on the CPU
// CHECK: undecided.c:10:1: note: if no two iterations touch one element, one of them writing it, 'independent' on the directive says so
// HOSTCHECK: // #pragma loopgpu
// HOSTCHECK-NEXT: for (int i = 0; i < n; i++)
// HOSTCHECK-NEXT: a[i] = a[i + m];

void scatter(int n, float *a, const float *b, const int *idx)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[idx[i]] = b[i];
}
// CHECK: undecided.c:23:3: warning: cannot prove that loop 'i' carries no dependence: 'a[idx[i]]' written at line 24 by two of its iterations (subscript 'a[idx[i]]' is not affine); the loop stays on the CPU
// HOSTCHECK: // #pragma loopgpu
// HOSTCHECK-NEXT: for (int i = 0; i < n; i++)
// HOSTCHECK-NEXT: a[idx[i]] = b[i];

void conditional(int n, float *a, const int *flag)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    if (flag[i])
      a[0] = a[i];
}
// CHECK: undecided.c:34:3: warning: cannot prove that loop 'i' carries no dependence: 'a[0]'

void parallel(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = 2.0f * a[i];
}
// the other regions are kernels as usual
// CUCHECK: __global__ void parallel_k0
// CUCHECK-NOT: __global__
