// printf and assert in a kernel body and in a function it calls: the CUDA
// half calls them as they are (the device's printf and assert under nvcc,
// the C library's in the emulation; loopgpu.h includes <stdio.h> and
// <assert.h>); a format is the literal as C reads it (macros such as PRId64
// expanded, pieces concatenated). printf only in iteration 0, so that the output does not
// depend on the order of the threads; the asserts hold.
// RUN: %loopgpu %s -o %t.cu
// RUN: %strip-checks %t.cu | FileCheck %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257

// CHECK-LABEL: static __device__ float lg_fn_checked(float v)
// CHECK: assert(v >= 0);
// CHECK-LABEL: static __global__ void scale_k0(
// CHECK: assert(x[i] >= 0 && i < n);
// CHECK: printf("first: %d %.3f %s\n", i, (double)x[i], "ok");
// CHECK-NEXT: printf("n*3 = %ld\n", (long)n * 3);
#include <assert.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#define FMT "n*3 = "

static float checked(float v)
{
  assert(v >= 0);
  return v * 0.5f;
}

void scale(int n, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    assert(x[i] >= 0 && i < n);
    if (i == 0) {
      printf("first: %d %.3f %s\n", i, x[i], "ok");
      printf(FMT "%" PRId64 "\n", (int64_t)n * 3);
    }
    x[i] = checked(x[i]) + 1;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float *x = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++)
    x[i] = (float)(i % 13) * 0.25f + 0.5f;
  scale(n, x);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * (i % 3 + 1);
  printf("sum %.9g\n", s);
  free(x);
  return 0;
}
