// A kernel body that calls a function declared without a body (not the C
// math library, printf or assert) is an error that names it.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
float ext(float);
void f(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = ext(a[i]);
}
// CHECK: {{.*}}call-declared-only.c:11:12: error: call to 'ext' in a kernel region: only functions whose body this file or a header it includes defines, the C math library, printf and assert can be called on the device (define 'ext' so that loopgpu makes a device copy of it)
// CHECK-NEXT: {{^}}    a[i] = ext(a[i]);
// CHECK-NEXT: {{^}}           ^
// CHECK-NOT: error:
