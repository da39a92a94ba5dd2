// A scalar declared outside a kernel region that an iteration reads before it
// assigns it carries a value from one iteration to the next: an error
// (docs/directives.md §2.3), with a note on what the user may mean. One that every
// iteration assigns first is private (test/private/).
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

float f(int n, const float *b)
{
  float t = 0;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    t = 0.5f * t + b[i];
  return t;
}

// CHECK: {{.*}}scalar-written.c:11:9: error: scalar 't' carries a value from one iteration of loop 'i' to the next: line 14 reads it before the iteration assigns it
// CHECK-NEXT: {{^}}  float t = 0;
// CHECK-NEXT: {{^}}        ^
// CHECK-NEXT: {{.*}}scalar-written.c:12:1: note: a sum or a maximum is a 'reduction(...)'; a temporary that each iteration sets is declared inside the loop, or named in 'private(t)'
// CHECK-NOT: error:
