// A FIR filter whose helper reads a file-scope constant table (and a
// constant scalar): the CUDA half gets `static __device__ const` copies with
// the same initializers. The loop body reads another constant table
// directly (passed to the kernel as an array, as any array it uses).
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// CHECK: static __device__ const float taps[5] = {
// CHECK: static __device__ const int center = 2;
// CHECK: static __device__ float lg_fn_fir(
#include <stdio.h>
#include <stdlib.h>

#define NT 5
static const float taps[NT] = {0.0625, 0.25f, 0.375f, 0.25f, 1.0 / 16};
static const int center = 2;
static const float gain[3] = {1.0f, 0.5f, 2.0f};

static float fir(float a, float b, float c, float d, float e) {
  float w[NT] = {a, b, c, d, e};
  float s = 0;
  for (int k = 0; k < NT; k++)
    s += taps[k] * w[k];
  return s + 0.001f * w[center];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float *x = malloc((n + NT) * sizeof(float)), *y = malloc(n * sizeof(float));
  for (int i = 0; i < n + NT; i++)
    x[i] = (float)((i * 37) % 101) * 0.03125f - 1.0f;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = gain[i % 3] * fir(x[i], x[i + 1], x[i + 2], x[i + 3], x[i + 4]);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += y[i] * (i % 3 + 1);
  printf("%.6f %.6f %.6f\n", s, y[0], y[n - 1]);
  free(x);
  free(y);
  return 0;
}
