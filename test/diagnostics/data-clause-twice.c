// An array named in two data clauses of one directive has no one direction
// (as in OpenACC): an error at its second mention.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s

void f(int n, float *x, float *y)
{
// CHECK: data-clause-twice.c:[[@LINE+3]]:53: error: 'x' is named in two data clauses ('copyin' and 'copy'); name it once, in the clause that says its direction
// CHECK-NEXT: {{^#pragma loopgpu copyin\(x\[0:n\]\) copyout\(y\[0:n\]\) copy\(x\[0:n\]\)$}}
// CHECK-NEXT: {{^ {52}\^$}}
#pragma loopgpu copyin(x[0:n]) copyout(y[0:n]) copy(x[0:n])
  for (int i = 0; i < n; i++)
    y[i] = x[i];
}
