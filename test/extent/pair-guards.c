// extent.c, guards of two loop variables and guards whose end is not the
// loop's plus a constant: `if (i - k >= 0) u[i - k]` (a causal filter: k
// <= i bounds the inner variable by the outer one), `ii = i + k - R; if
// (ii >= 0 && ii < n) u[ii]` (a centred filter), `k <= i`, `i >= m ?
// a[i - m] : 0` (an invariant that is not a number), and a 3x3 window of a
// flat image under `y + dy` and `x + dx` tests, whose column test keeps the
// column in its row so that the subscript splits into rows. Each range is
// the values where the access runs: the copies stay inside the arrays (the
// arrays here are exactly their ranges: the sanitizer build of the suite
// sees a copy past them), with no warning; before, u was copied from
// u[-2], u[-3] and u[-4], a from a[-m] and img from img[-w - 1]. A plain
// loop variable (`w[k]`) still spans its loop, as it would unguarded: isl
// finds w wider at n = 1, where the filter reads w[3] only.
// isl's exact ranges, with the same conditions, agree (LOOPGPU_CHECK_EXTENTS).
// RUN: %loopgpu --dump-after=extent %s -o %t.cu | FileCheck %s
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: env LOOPGPU_CHECK_EXTENTS=1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=ISL %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/5 %s 5
// RUN: %e2e -w %t/257 %s 257
//
// ISL-NOT: NARROWER (
// ISL-NOT: error:
// ISL: extent-check: {{.*}}pair-guards.c: 12 region-arrays: 10 equal, 2 wider, 0 NARROWER
#include <stdio.h>
#include <stdlib.h>

#define R 3

// CHECK-LABEL: region causal_k0
// CHECK: array u: in [0, (long long)n - 1]
static void causal(int n, const double *u, const double *w, double *v) {
  int i, k;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    double s = 0;
    for (k = 0; k < 3; k++)
      if (i - k >= 0)
        s += w[k] * u[i - k];
    v[i] = s;
  }
}

// CHECK-LABEL: region centred_k0
// CHECK: array w: in [0, 6]
// CHECK: array u: in [0, (long long)n - 1]
static void centred(int n, const double *u, const double *w, double *v) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int k = 0; k <= 2 * R; k++) {
      int ii = i + k - R;
      if (ii >= 0 && ii < n)
        s += w[k] * u[ii];
    }
    v[i] = s;
  }
}

// CHECK-LABEL: region below_k0
// CHECK: array u: in [0, (long long)n - 1]
static void below(int n, const double *u, double *v) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int k = 0; k < 5; k++)
      if (k <= i)
        s += u[i - k] * (k + 1);
    v[i] = s;
  }
}

// CHECK-LABEL: region shift_k0
// CHECK: array a: in [lg_max_ll(-(long long)m, 0), (long long)n - (long long)m - 1]
static void shift(int n, int m, const double *a, double *b) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    b[i] = i >= m ? a[i - m] : 0.0;
}

// CHECK-LABEL: region box3_k0
// CHECK: array img: in [0, (long long)w * h - 1]
static void box3(int h, int w, const float *img, float *out) {
  int x, y, dx, dy;
#pragma loopgpu
  for (y = 0; y < h; y++)
    for (x = 0; x < w; x++) {
      float s = 0;
      int c = 0;
      for (dy = -1; dy <= 1; dy++)
        for (dx = -1; dx <= 1; dx++)
          if (y + dy >= 0 && y + dy < h && x + dx >= 0 && x + dx < w) {
            s += img[(y + dy) * w + x + dx];
            c++;
          }
      out[y * w + x] = s / c;
    }
}

static void report(const char *name, int n, const double *v) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i] * (i % 5 + 1);
  printf("%s %.12g\n", name, s);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257, m = n / 3, h = n, wd = n / 4 + 1;
  /* each array exactly its range: a copy past it is a heap overflow */
  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v), *w = malloc((2 * R + 1) * sizeof *w);
  float *img = malloc((size_t)h * wd * sizeof *img), *out = malloc((size_t)h * wd * sizeof *out);
  for (int i = 0; i < n; i++) u[i] = (i % 7) * 0.5 - 1;
  for (int k = 0; k <= 2 * R; k++) w[k] = 1.0 / (k + 1);
  for (int i = 0; i < h * wd; i++) img[i] = (float)(i % 13) * 0.125f + 0.5f;
  causal(n, u, w, v);
  report("causal", n, v);
  centred(n, u, w, v);
  report("centred", n, v);
  below(n, u, v);
  report("below", n, v);
  shift(n, m, u, v);
  report("shift", n, v);
  box3(h, wd, img, out);
  double s = 0;
  for (int i = 0; i < h * wd; i++) s += out[i] * (i % 5 + 1);
  printf("box3 %.9g\n", s);
  free(u); free(v); free(w); free(img); free(out);
  return 0;
}
