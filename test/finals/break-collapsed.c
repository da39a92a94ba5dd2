// collapse(2) over a loop that 'break' may end maps it to threads, where
// its 'break' would end a thread's loop, not C's: an error.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *a)
{
#pragma loopgpu collapse(2) copy(a[0:n*n])
  for (int x = 0; x < n; x++)
    for (int j = 0; j < n; j++) {
      if (a[x * n + j] < 4)
        break;
      a[x * n + j] -= 1;
    }
}
// CHECK: break-collapsed.c:11:9: error: 'break' out of a loop that is mapped to threads
// CHECK-NOT: error:
