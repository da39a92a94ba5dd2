// unroll(U) on a sequential loop inside a region whose threads are coarsened
// (unroll on the region) or register-tiled (tile with unroll on the region):
// the unrolled loop's copies are printed with the rest of the body in every
// copy of the thread's work (register tiles: one body in an LG_UNROLL
// loop over the copies, each with its own scope). Round 1 refused the
// combination ("not supported yet"); difftest --unroll found the misnaming.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s 1 1
// RUN: %e2e -w %t/b %s 257 13
// RUN: %e2e -w %t/c %s 1007 40
#include <stdio.h>
#include <stdlib.h>

// register tiling: each thread three rows, the inner loop fully unrolled
// CHECK-LABEL: __global__ void __launch_bounds__(7) rows_k0(
// CHECK: for (int lg_u0 = 0; lg_u0 < 3; lg_u0++) {
// CHECK: int i = (int)lg_t0;
// CHECK: float acc = 0.0f;
// CHECK: /* loopgpu: unroll(full) of the loop at line [[#@LINE+11]]: 23 copies */
// CHECK: int s = 3;
// CHECK: acc += lg_sr[i - lg_base_r0][s - lg_base_r1] * (float)s;
// CHECK: int s = 25;
// CHECK: acc += lg_sr[i - lg_base_r0][s - lg_base_r1] * (float)s;
void rows(int n, float *w, const float r[][28])
{
#pragma loopgpu unroll(3) tile(7)
  for (int i = 0; i < n; i++) {
    float acc = 0.0f;
#pragma loopgpu unroll(full)
    for (int s = 3; s < 26; s++)
      acc += r[i][s] * (float)s;
    w[i] = acc;
  }
}

// coarsening alone: four iterations a thread, the inner loop unrolled by 4
// over a trip count that 4 does not divide
void dots(int n, int m, float *y, const float *a, const float *x)
{
  int i, k;
  float t;
#pragma loopgpu unroll(4)
  for (i = 0; i < n; i++) {
    t = 0.0f;
#pragma loopgpu unroll(4)
    for (k = 0; k < m; k++)
      t += a[(long)i * m + k] * x[k];
    y[i] = t;
  }
}

// a 2-D region coarsened in both loops, the inner loop unrolled by 2
void stencil(int n, int m, float *out, const float *in)
{
#pragma loopgpu unroll(2, 2) copyin(in[0:n * m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float s = 0.0f;
#pragma loopgpu unroll(2)
      for (int d = -2; d <= 2; d++) {
        int jj = j + d < 0 ? 0 : j + d >= m ? m - 1 : j + d;
        s += in[(long)i * m + jj];
      }
      out[(long)i * m + j] = s / 5.0f;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100, m = argc > 2 ? atoi(argv[2]) : 9;
  float (*r)[28] = malloc(sizeof(float[28]) * n);
  float *w = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  float *a = malloc(sizeof(float) * n * m), *x = malloc(sizeof(float) * m);
  float *out = malloc(sizeof(float) * n * m);
  for (int i = 0; i < n; i++)
    for (int s = 0; s < 28; s++)
      r[i][s] = (float)((i * 7 + s * 3) % 11) * 0.25f + 0.5f;
  for (long q = 0; q < (long)n * m; q++)
    a[q] = (float)(q % 13) * 0.125f - 0.7f;
  for (int k = 0; k < m; k++)
    x[k] = (float)(k % 5) + 0.3f;
  rows(n, w, r);
  dots(n, m, y, a, x);
  stencil(n, m, out, a);
  double sw = 0, sy = 0, so = 0;
  for (int i = 0; i < n; i++)
    sw += w[i] * (i % 7 + 1), sy += y[i] * (i % 5 + 1);
  for (long q = 0; q < (long)n * m; q++)
    so += out[q] * (q % 3 + 1);
  printf("w %.6e\ny %.6e\nout %.6e\n", sw, sy, so);
  free(r), free(w), free(y), free(a), free(x), free(out);
  return 0;
}
