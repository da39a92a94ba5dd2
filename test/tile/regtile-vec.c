// A jammed register tile loads its strips 16 bytes at a time where a strip's
// boxes are whole and their rows aligned (regtile.c: vec), and runs such a
// strip's 16 steps as one unrolled loop; an edge strip, or rows that are not
// at 16-byte boundaries (k or m not a multiple of 4, a matrix that starts one
// float in), take the element loads under the guard. The x copies of a float
// tile are in fours (quad: thread tx owns 4tx..4tx+3 of every 64 columns), so
// that B's operands are read 16 bytes at a time from shared memory too.
// float (float4), double (double2, stride-16 copies), int (int4), and
// unroll(2), whose 128 vectors a strip leave half the 256 threads idle.
// The double tile asks ptxas for one block an SM, not two: its 8x8
// accumulators take 128 registers alone, and a cap of 128 spilled them.
// Written as users write it: `int i, j, p;` at the top, VLA pointers, a
// macro bound. Sizes the 128-wide blocks do not divide; k a multiple of 4 so
// that some strips are whole, m = n + 1 (a multiple of 4 for 1007, not 257).
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
//
// CHECK-LABEL: void __launch_bounds__(256, 2) sgemm_k0(
// CHECK: __shared__ __align__(16) float lg_sA[16][132]; /* transposed: [p][i] */
// CHECK-NEXT: __shared__ __align__(16) float lg_sB[16][132];
// CHECK: if (lg_b0 < lg_trip0 && lg_p0 < lg_pend && lg_b0 + 127 < lg_trip0 && lg_p0 + 15 < lg_pend && LG_ALIGNED16(&A[(lg_base_A0) * (k) + lg_base_A1]) && LG_ALIGNED16(&A[(lg_base_A0 + 1) * (k) + lg_base_A1]) && lg_p0 < lg_pend && lg_b1 < lg_trip1 && lg_p0 + 15 < lg_pend && lg_b1 + 127 < lg_trip1 && LG_ALIGNED16(&B[(lg_base_B0) * (m) + lg_base_B1]) && LG_ALIGNED16(&B[(lg_base_B0 + 1) * (m) + lg_base_B1])) { /* the boxes whole and their rows aligned: 16 bytes a load */
// CHECK-NEXT: float4 lg_vA[2];
// CHECK: lg_vA[lg_r] = lg_ld4(&A[(lg_base_A0 + lg_e0) * (k) + lg_base_A1 + lg_e1]);
// CHECK: float4 lg_vB[2];
// CHECK: lg_vB[lg_r] = lg_ld4(&B[(lg_base_B0 + lg_e0) * (m) + lg_base_B1 + lg_e1]);
// The stores come after every load of the thread.
// CHECK: lg_sA[lg_e1 + 3][lg_e0] = lg_vA[lg_r].w;
// CHECK: lg_sB[lg_e0][lg_e1 + 3] = lg_vB[lg_r].w;
// CHECK: __syncthreads(); /* strip staged before use */
// CHECK-NEXT: LG_UNROLL
// CHECK-NEXT: for (p = lg_p0; p < lg_p0 + 16; p++) {
// CHECK: lg_rB_0[lg_u1] = lg_sB[p - lg_base_B0][lg_u1 / 4 * 64 + threadIdx.x * 4 + lg_u1 % 4];
// CHECK: } else {
// CHECK: lg_sA[lg_e1][lg_e0] = lg_b0 + lg_e0 < lg_trip0 && lg_p0 + lg_e1 < lg_pend ? A[
// CHECK: const int lg_pstop = lg_pend - lg_p0 < 16 ? lg_pend : lg_p0 + 16;
// CHECK-NEXT: for (p = lg_p0; p < lg_pstop; p++) {
// CHECK: const long long lg_t1 = lg_b1 + lg_u1 / 4 * 64 + threadIdx.x * 4 + lg_u1 % 4;
//
// CHECK-LABEL: void __launch_bounds__(256) dgemm_k0(
// CHECK: __shared__ double lg_sB[16][129];
// CHECK: double2 lg_vA[4];
// CHECK: lg_vA[lg_r] = lg_ld2(&A[
// CHECK: lg_sA[lg_e0][lg_e1 + 1] = lg_vA[lg_r].y;
// CHECK: const long long lg_t1 = lg_b1 + threadIdx.x + lg_u1 * 16;
//
// CHECK-LABEL: void __launch_bounds__(256, 2) igemm_k0(
// CHECK: int4 lg_vA[2];
// CHECK: lg_vA[lg_r] = lg_ld4(&A[
//
// CHECK-LABEL: void __launch_bounds__(256, 2) sgemm2_k0(
// CHECK: float4 lg_vA[1];
// CHECK-NEXT: LG_UNROLL
// CHECK-NEXT: for (int lg_r = 0; lg_r < 1; lg_r++) {
// CHECK-NEXT: const int lg_e = lg_tid + 256 * lg_r;
// CHECK-NEXT: if (lg_e < 128) {
#include <stdio.h>
#include <stdlib.h>

#define K_OF(n) (4 * (((n) + 3) / 4))

static void sgemm(int n, int m, int k, float (*C)[m], float (*A)[k], float (*B)[m])
{
  int i, j, p;
#pragma loopgpu tile(16) unroll(8)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      float acc = 0.0f;
      for (p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = 0.5f * acc + C[i][j];
    }
}

static void dgemm(int n, int m, int k, double (*C)[m], double (*A)[k], double (*B)[m])
{
  int i, j, p;
#pragma loopgpu tile(16) unroll(8)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      double acc = 0.0;
      for (p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}

static void igemm(int n, int m, int k, int (*C)[m], int (*A)[k], int (*B)[m])
{
  int i, j, p;
#pragma loopgpu tile(16) unroll(8)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      int acc = 0;
      for (p = 0; p < K_OF(k); p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}

static void sgemm2(int n, int m, int k, float (*C)[m], float (*A)[k], float (*B)[m])
{
  int i, j, p;
#pragma loopgpu tile(16) unroll(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      float acc = 0.0f;
      for (p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}

static void print_f(const char *name, int n, int m, const float *c)
{
  double t = 0;
  for (int i = 0; i < n * m; i++)
    t += c[i] * (i % 7 + 1);
  printf("%s %.7g\n", name, t);
  for (int i = 0; i < n * m; i += 97)
    printf("%s[%d] %.7g\n", name, i, c[i]);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257, m = n + 1, k = K_OF(n);
  /* one float more than the matrices need: the misaligned view starts at +1 */
  float *a = malloc(sizeof(float) * ((size_t)n * k + 1));
  float *b = malloc(sizeof(float) * ((size_t)k * m + 1));
  float *c = malloc(sizeof(float) * (size_t)n * m);
  double *da = malloc(sizeof(double) * (size_t)n * k), *db = malloc(sizeof(double) * (size_t)k * m);
  double *dc = malloc(sizeof(double) * (size_t)n * m);
  int *ia = malloc(sizeof(int) * (size_t)n * k), *ib = malloc(sizeof(int) * (size_t)k * m);
  int *ic = malloc(sizeof(int) * (size_t)n * m);
  for (size_t x = 0; x < (size_t)n * k + 1; x++)
    a[x] = 0.25f + (float)((x * 37) % 101) / 101;
  for (size_t x = 0; x < (size_t)k * m + 1; x++)
    b[x] = 0.5f - (float)((x * 53) % 89) / 89;
  for (size_t x = 0; x < (size_t)n * m; x++)
    c[x] = 1.0f + (float)(x % 13) / 13;
  for (size_t x = 0; x < (size_t)n * k; x++) {
    da[x] = a[x];
    ia[x] = (int)(x % 7) - 3;
  }
  for (size_t x = 0; x < (size_t)k * m; x++) {
    db[x] = b[x];
    ib[x] = (int)(x % 5) - 2;
  }
  sgemm(n, m, k, (float (*)[m])c, (float (*)[k])a, (float (*)[m])b);
  print_f("sgemm", n, m, c);
  sgemm(n, m, k, (float (*)[m])c, (float (*)[k])(a + 1), (float (*)[m])(b + 1));
  print_f("misaligned", n, m, c);
  dgemm(n, m, k, (double (*)[m])dc, (double (*)[k])da, (double (*)[m])db);
  double t = 0;
  for (int x = 0; x < n * m; x++)
    t += dc[x] * (x % 7 + 1);
  printf("dgemm %.12g\n", t);
  igemm(n, m, k, (int (*)[m])ic, (int (*)[k])ia, (int (*)[m])ib);
  long long s = 0;
  for (int x = 0; x < n * m; x++)
    s += (long long)ic[x] * (x % 7 + 1);
  printf("igemm %lld\n", s);
  sgemm2(n, m, k, (float (*)[m])c, (float (*)[k])a, (float (*)[m])b);
  print_f("sgemm2", n, m, c);
  free(a), free(b), free(c), free(da), free(db), free(dc), free(ia), free(ib), free(ic);
  return 0;
}
