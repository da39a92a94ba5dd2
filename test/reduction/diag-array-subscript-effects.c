// The subscript of an array update with side effects would not run as C runs
// it: an error.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

void fill(int n, const int *key, int *h)
{
#pragma loopgpu reduction(+:h[0:64])
  for (int i = 0; i < n; i++) {
    int k = key[i];
    h[k++ & 63] += 1;
  }
}

// CHECK: {{.*}}diag-array-subscript-effects.c:12:5: error: cannot reduce 'h{{\[}}k++ & 63]' with reduction(+:h): its subscript has side effects; compute the element's index in a statement of its own
// CHECK-NEXT: {{^}}    h[k++ & 63] += 1;
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: {{error|warning}}:
