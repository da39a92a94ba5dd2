// Called in place with one base (axpy(n, a, x, y, y)): every access to the
// two names is one assignment at one element per thread, so the kernel
// still runs (the test before the call lets x == y through) and nothing is
// said. Two names that reach one array at different offsets, or whose
// accesses are in two statements, run as written on the CPU.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopgpu --dump-after=overlap %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu %s -o %t/p.cu
// RUN: %emu-cxx -O1 -o %t/p %t/p.cu
// RUN: %t/p 257 > %t/out 2> %t/err
// RUN: FileCheck --check-prefix=ERR --input-file %t/err %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007

// DUMP: region axpy_k0
// DUMP: may overlap z, x (kernel at one base)
// DUMP: may overlap z, y (kernel at one base)
// DUMP: region twice_k0
// DUMP: may overlap z, x{{$}}

// ERR-NOT: axpy
// ERR: loopgpu: {{.*}}in-place.c:[[#@LINE+12]]: 'z' and 'x' share memory in this call, and the kernel (twice_k0) takes them for two arrays
// ERR-NOT: loopgpu:
#include <stdio.h>
#include <stdlib.h>
static void axpy(int n, float a, const float *x, const float *y, float *z) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    z[i] = a * x[i] + y[i];
}
/* two statements: z[i] is written before x[i] is read again */
static void twice(int n, const float *x, float *z) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    z[i] = x[i] + 1;
    z[i] = z[i] * x[i];
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int k = 0; k < n; k++) {
    x[k] = k % 9 + 1;
    y[k] = k % 4 - 2;
  }
  axpy(n, 2, x, y, y); /* y = 2x + y, in place */
  axpy(n, 3, x, x, x); /* x = 4x */
  twice(n, x, x);      /* x = (x + 1)^2: the loop as written */
  for (int k = 0; k < n; k += 8)
    printf("%g %g\n", x[k], y[k]);
  free(x);
  free(y);
  return 0;
}
