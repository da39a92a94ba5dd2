// 'goto' and labels inside a kernel body are refused, even when the label is
// in the same body: loopgpu copies kernel bodies (unrolling, coarsening,
// tiling) and a label cannot be copied.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
void f(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      goto skip;
    a[i] = a[i] * 2;
  skip:
    a[i] += 1;
  }
}
// CHECK: {{.*}}goto-in-body.c:12:7: error: 'goto' in a kernel region is not supported (loopgpu copies kernel bodies when it unrolls, coarsens and tiles them, and a label cannot be copied): use a loop with 'break' or 'continue', or a flag
// CHECK-NEXT: {{^}}      goto skip;
// CHECK-NEXT: {{^}}      ^
// CHECK: {{.*}}goto-in-body.c:14:3: error: a label in a kernel region is not supported ('goto' is not): use a loop with 'break' or 'continue', or a flag
// CHECK-NEXT: {{^}}  skip:
// CHECK-NEXT: {{^}}  ^
// CHECK-NOT: error
