// C skips the right operand of && once the variable is false: an operand
// with side effects would run in the parallel version where C does not.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

int all_positive(int n, int *x)
{
  int ok = 1;
#pragma loopgpu reduction(&&:ok)
  for (int i = 0; i < n; i++)
    ok = ok && x[i]++ > 0;
  return ok;
}

// CHECK: {{.*}}diag-land-side-effects.c:12:5: error: cannot reduce 'ok' with reduction(&&:ok): its operand has side effects, which C skips when 'ok' already decides the result; compute the operand in a statement of its own
// CHECK-NEXT: {{^}}    ok = ok && x[i]++ > 0;
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: {{error|warning}}:
