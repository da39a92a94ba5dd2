// An indirect subscript cannot be analysed: the loop is trusted, with a
// warning that independent silences (SPEC 3.1).
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *a, const float *b, const int *idx)
{
#pragma loopgpu copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[idx[i]] = b[i];
}

// CHECK: {{.*}}indirect.c:9:5: warning: cannot analyse subscript 'a[idx[i]]'; assuming loop 'i' is parallel; add 'independent' to silence
// CHECK-NEXT: {{^}}    a[idx[i]] = b[i];
// CHECK-NEXT: {{^}}    ^
