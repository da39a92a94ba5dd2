// Calls to functions without a body, other than the C math library, are
// errors, also through a same-file function (docs/directives.md §2).
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void ext(float);
static float helper(float v) { ext(v); return v; }
void f(int n, float *a, const float *b)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = helper(b[i]);
}

// CHECK: {{.*}}call-no-body.c:13:12: error: 'helper' calls 'ext', which is not defined in this file and has no device version
// CHECK-NEXT: {{^}}    a[i] = helper(b[i]);
// CHECK-NEXT: {{^}}           ^
// CHECK-NOT: error:
