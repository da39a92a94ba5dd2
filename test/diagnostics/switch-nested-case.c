// A case label inside a statement nested in its switch (Duff's device) is
// refused in a kernel body.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
void f(int n, const int *k, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int c = k[i];
    switch (c % 2) {
    case 0:
      do {
        a[i] += 1;
      case 1:
        a[i] += 2;
      } while (--c > 0);
    }
  }
}
// CHECK: {{.*}}switch-nested-case.c:15:7: error: a 'case' label inside a statement nested in its 'switch' is not supported in a kernel region: put the labels at the top level of the switch's braces
// CHECK-NEXT: {{^}}      case 1:
// CHECK-NEXT: {{^}}      ^
// CHECK-NOT: error:
