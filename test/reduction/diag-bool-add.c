// A + reduction of a bool converts the sum to bool at every update (true - 1
// is false), so that its result depends on the order: refused, with the
// operators that are exact on bool.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

#include <stdbool.h>
bool odd(int n, const int *x)
{
  bool b = false;
#pragma loopgpu reduction(+:b)
  for (int i = 0; i < n; i++)
    b += x[i];
  return b;
}

// CHECK: {{.*}}diag-bool-add.c:12:29: error: cannot reduce 'b' with reduction(+:b): C converts a bool's value at every update, which makes the result depend on the order; use '||', '&&', '|' or '&'
// CHECK-NEXT: {{^}}#pragma loopgpu reduction(+:b)
// CHECK-NEXT: {{^}}                            ^
// CHECK-NOT: {{error|warning}}:
