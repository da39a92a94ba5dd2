// C library functions a kernel cannot call, each refused with what to do
// instead: ending the program, drawing random numbers, writing to a stream.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#include <stdio.h>
#include <stdlib.h>

void f(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      exit(3);
    a[i] = a[i] + (float)rand();
    putchar('.');
  }
}

// CHECK: {{.*}}library-calls.c:14:7: error: call to 'exit' in a kernel region: a kernel cannot end the program; record the condition in an array or a reduction and act on it after the loop
// CHECK: {{.*}}library-calls.c:15:26: error: call to 'rand' in a kernel region: it has no device version, and its sequence is one for the whole program; draw the numbers into an array before the loop
// CHECK: {{.*}}library-calls.c:16:5: error: call to 'putchar' in a kernel region: the device has no files or streams (printf alone prints, in no set order); write into an array and print it after the loop
