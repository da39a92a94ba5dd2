// A call of the file's own function in the bounds of the region's loop: C
// calls it at every iteration, and the host code that would launch the
// kernel computes the trip count once, in the CUDA half, where the function
// has only a device copy (nvcc refused that .cu: "calling a __device__
// function from a __host__ function"). Refused; nothing is written.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

static int lim(int a, int b) { return a < b ? a : b; }

void f(int n, float *a)
{
#pragma loopgpu copy(a[0:n])
  for (int i = 0; i < lim(n, 100); i++)
    a[i] = a[i] * 2;
}

// CHECK: {{.*}}bound-call.c:15:23: error: the bounds of loop 'i' call 'lim': C calls it at every iteration, the kernel's launch would once; compute it into a variable before the loop
// CHECK-NEXT: {{^}}  for (int i = 0; i < lim(n, 100); i++)
// CHECK-NEXT: {{^}}                      ^~~~~~~~~~~
// CHECK-NOT: error:
