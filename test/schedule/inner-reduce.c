// inner_reduce.c: a one-dimensional region whose body's one loop only sums
// is split over threads: a warp per iteration when that loop walks
// contiguous memory (row sums over a VLA pointer, CSR rows whose bounds come
// from the prefix, an integer count), sixteen threads per iteration along y
// when the mapped loop does (column sums into an element, prefix `y[j] = 0`);
// tile(32) alone on such a walk too. The nest is written as users write it:
// `int i, j;` at the top, VLA pointers, a macro bound. Sizes tiles do not
// divide; the answers are the C program's (sums reordered: rtol 1e-4).
// RUN: %loopgpu --remarks %s -o %t.cu 2> %t.remarks
// RUN: FileCheck --input-file %t.cu %s
// RUN: FileCheck --check-prefix=REMARK --input-file %t.remarks %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
//
// CHECK-LABEL: void rowmean_k0(
// CHECK: threads: i -> y (a warp each); j split over its 32 lanes (x); block 32x8
// CHECK: for (long long lg_r = threadIdx.x; lg_r < lg_rn; lg_r += 32) {
// CHECK-NEXT: j = (int)(lg_r);
// CHECK: lg_acc0 += a[i * n + j] * w[j];
// CHECK: lg_acc0 += __shfl_xor_sync(0xffffffffu, lg_acc0, lg_o);
// CHECK: if (threadIdx.x == 0) {
// CHECK-NEXT: s += lg_acc0;
// CHECK: out[i] = s / n;
// CHECK-LABEL: void lg_inner_reduce_rowmean_k0(
// CHECK: dim3 lg_block(32, 8, 1);
// CHECK-NEXT: dim3 lg_grid(lg_grid_1d(lg_trip0, 8, 65535), 1, 1);
//
// CHECK-LABEL: void colsum_k0(
// CHECK: threads: j -> x; i split over 16 threads per iteration (y); block 32x16
// CHECK: __shared__ double lg_part0[16][32];
// CHECK: if (threadIdx.y == 0 && lg_act)
// CHECK-NEXT: #line
// CHECK-NEXT: y[j] = 0;
// CHECK: lg_acc0 = lg_acc0 + a[i * n + j] * 0.5;
// CHECK: __syncthreads();
// CHECK: y[j] += lg_acc0;
// CHECK: dim3 lg_grid(lg_grid_1d(lg_trip0, 32, 65535), 1, 1);
//
// CHECK-LABEL: void csr_k0(
// CHECK: k split over its 32 lanes (x)
// CHECK: const long long lg_rn = hi > lo ? (long long)hi - lo : 0;
// CHECK: int k = (int)((long long)lo + lg_r);
// CHECK: lg_acc0 += val[k] * x[col[k]];
//
// CHECK-LABEL: void count_k0(
// CHECK: split over its 32 lanes (x)
// CHECK: int lg_acc0 = 0;
// CHECK: lg_acc0 += a[i * n + j] > 0.75f;
// CHECK: lg_acc1 -= a[i * n + j];
//
// CHECK-LABEL: void tiled_k0(
// CHECK: split over its 32 lanes (x)
//
// REMARK: inner-reduce.c:[[@LINE+10]]:1: remark: i parallel: j split over the 32 lanes of a warp per iteration (a row walk), the partial sums combined, 32x8 threads a block; chosen because no scheduling clause was given
#include <stdio.h>
#include <stdlib.h>

#define COLS (n)

static void rowmean(int n, float (*a)[n], const float *w, float *out)
{
  int i, j;
  float s;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    s = 0;
    for (j = 0; j < COLS; j++)
      s += a[i][j] * w[j];
    out[i] = s / n;
  }
}

static void colsum(int n, float (*a)[n], double *y)
{
  int i, j;
#pragma loopgpu
  for (j = 0; j < n; j++) {
    y[j] = 0;
    for (i = 0; i < n; i++)
      y[j] = y[j] + a[i][j] * 0.5;
  }
}

static void csr(int rows, int nnz, const int *rp, const int *col, const float *val,
                const float *x, float *y)
{
#pragma loopgpu copyin(col[0:nnz], val[0:nnz], x[0:rows])
  for (int i = 0; i < rows; i++) {
    int lo = rp[i], hi = rp[i + 1];
    float s = 0.0f;
    for (int k = lo; k < hi; k++)
      s += val[k] * x[col[k]];
    y[i] = s;
  }
}

static void count(int n, float (*a)[n], int *c, float *neg)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int m = 0;
    float t = 1.0f;
    for (int j = 0; j < n; j++) {
      m += a[i][j] > 0.75f;
      t -= a[i][j];
    }
    c[i] = m;
    neg[i] = t;
  }
}

static void tiled(int n, float (*a)[n], float *out)
{
#pragma loopgpu tile(32)
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j < n; j++)
      s += a[i][j];
    out[i] = s;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  float (*a)[n] = malloc(sizeof *a * (size_t)n);
  float *w = malloc(sizeof(float) * (size_t)n), *out = malloc(sizeof(float) * (size_t)n);
  double *y = malloc(sizeof(double) * (size_t)n);
  int *c = malloc(sizeof(int) * (size_t)n);
  int *rp = malloc(sizeof(int) * (size_t)(n + 1));
  int nnz = 0;
  for (int i = 0; i < n; i++) {
    w[i] = 0.25f + (float)(i % 7) / 8;
    for (int j = 0; j < n; j++)
      a[i][j] = 0.5f + (float)((i * 31 + j * 17) % 101) / 101;
    rp[i] = nnz;
    nnz += i % 5 == 3 ? 0 : 1 + (i * 7) % (n < 40 ? n : 40);
  }
  rp[n] = nnz;
  int *col = malloc(sizeof(int) * (size_t)(nnz + 1));
  float *val = malloc(sizeof(float) * (size_t)(nnz + 1));
  for (int k = 0; k < nnz; k++) {
    col[k] = (k * 13) % n;
    val[k] = 1.0f + (float)(k % 9) / 4;
  }
  double t = 0;
  rowmean(n, a, w, out);
  for (int i = 0; i < n; i++)
    t += out[i] * (i % 3 + 1);
  printf("rowmean %.6g\n", t);
  colsum(n, a, y);
  t = 0;
  for (int i = 0; i < n; i++)
    t += y[i] * (i % 3 + 1);
  printf("colsum %.6g\n", t);
  csr(n, nnz, rp, col, val, w, out);
  t = 0;
  for (int i = 0; i < n; i++)
    t += out[i] * (i % 3 + 1);
  printf("csr %.6g\n", t);
  count(n, a, c, out);
  long long m = 0;
  t = 0;
  for (int i = 0; i < n; i++) {
    m += c[i] * (i % 3 + 1);
    t += out[i];
  }
  printf("count %lld %.6g\n", m, t);
  tiled(n, a, out);
  t = 0;
  for (int i = 0; i < n; i++)
    t += out[i] * (i % 3 + 1);
  printf("tiled %.6g\n", t);
  free(a);
  free(w);
  free(out);
  free(y);
  free(c);
  free(rp);
  free(col);
  free(val);
  return 0;
}
