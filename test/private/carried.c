// A scalar read before the iteration assigns it carries a value from one
// iteration to the next: an error that names the read, with the ways out.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void prefix(int n, float *a, float *b)
{
  float run = 0.0f;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    b[i] = run;
    run = a[i];
  }
}
// CHECK: carried.c:7:9: error: scalar 'run' carries a value from one iteration of loop 'i' to the next: line 10 reads it before the iteration assigns it
// CHECK-NEXT: {{^}}  float run = 0.0f;
// CHECK: carried.c:8:1: note: a sum or a maximum is a 'reduction(...)'; a temporary that each iteration sets is declared inside the loop, or named in 'private(run)'
