// A long double array in a kernel region is refused: nvcc lays it out with
// 8-byte elements where the host's are 16 bytes, so the kernel would read
// the host's bytes wrongly. No output file is written.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void scale(int n, long double *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = a[i] / 3;
}

// CHECK: {{.*}}long-double-array.c:12:5: error: 'a' is long double: the device has no long double (nvcc computes it as double, and lays out its arrays with 8-byte elements where the host's are 16 bytes); use double, or leave this loop on the CPU
// CHECK-NEXT: {{^}}    a[i] = a[i] / 3;
// CHECK-NEXT: {{^}}    ^~~~
// CHECK-NOT: error:
