// A volatile array in a kernel region is refused: volatile asks for each
// access, in order, to the memory itself, and a kernel works on the
// device's copy of it (the host half also passed the pointer to a function
// that takes it without the qualifier). No output file is written.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void scale(int n, volatile float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2;
}

// CHECK: {{.*}}volatile.c:13:5: error: 'a' is volatile: a kernel works on the device's copy of the memory, so its accesses cannot be the ones volatile asks for; remove the qualifier, or leave this loop on the CPU
// CHECK-NEXT: {{^}}    a[i] = a[i] * 2;
// CHECK-NOT: error:
