// chunk streams a kernel region: on a loop inside one it is an error (it
// used to be refused as "not implemented yet", issue #8).
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, int m, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
#pragma loopgpu chunk(1024)
    for (int j = 0; j < m; j++)
      a[i * m + j] = 1;
}

// CHECK: {{.*}}chunk-inner.c:11:17: error: 'chunk' applies to a kernel region, not to a loop inside one
// CHECK-NEXT: {{^}}#pragma loopgpu chunk(1024)
// CHECK-NEXT: {{^}}                ^
// CHECK-NOT: error:
