// A dependence that holds whatever the sizes is proven: an error naming the
// two accesses (docs/directives.md §2), with the suggestion of `host`.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void prefix(int n, float *a)
{
#pragma loopgpu
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + 1.0f;
}
// CHECK: proven.c:10:3: error: loop 'i' carries a dependence: 'a[i]' written at line 11 and 'a[i - 1]' read at line 11
// CHECK: proven.c:9:1: note: a loop that cannot run in parallel stays on the CPU with '#pragma loopgpu host'; annotate the loops inside it instead

void every_thread_one_element(int n, float *a, const float *b)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[0] = b[i];
}
// CHECK: proven.c:19:3: error: loop 'i' carries a dependence: 'a[0]' written at line 20 by two of its iterations

void column_sweep(int n, float A[n][n])
{
#pragma loopgpu collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] += A[i][j - 1];
}
// CHECK: proven.c:28:5: error: loop 'j' carries a dependence: 'A[i][j]' written at line 29 and 'A[i][j - 1]' read at line 29
// CHECK: proven.c:26:17: note: collapse(2) asks for loop 'j' to be mapped to threads
