// A reduction array of 1- or 2-byte elements has no atomic update on the
// device: an error that says which types have.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

void histogram(int n, const int *key, short *h)
{
#pragma loopgpu reduction(+:h[0:4])
  for (int i = 0; i < n; i++)
    h[key[i] & 3]++;
}

// CHECK: {{.*}}diag-array-short.c:9:29: error: cannot reduce 'h' with reduction(+:h): its elements are 'short', which the device cannot update atomically; use a type of 32 or 64 bits
// CHECK-NEXT: {{^}}#pragma loopgpu reduction(+:h[0:4])
// CHECK-NEXT: {{^}}                            ^
// CHECK-NOT: {{error|warning}}:
