// extent.c, subscripts that choose (`a[i > 0 ? i - 1 : 0]`, MIN, MAX and
// clamp macros, the row of a flat image chosen by `?:`): the range is the
// union of the subscript's with each arm in place of the choice, each arm
// under its own side of the condition (`i - 1` where `i > 0`: [0, n - 2]),
// so the copies stay inside the arrays (each array here is exactly its
// range: the sanitizer build of the suite sees a copy past it). A clamp of
// two loop variables (`CLAMP(y + dy, 0, h - 1)`: its test bounds dy by y)
// and a column clamp of a flat image (`y * w + CLAMP(x - 1, 0, w - 1)`:
// each arm splits into row y and a column in [0, w - 1]) too. Choices the
// conditions do not bound are refused (diagnostics/choice-subscript.c).
// isl's check agrees where it can build the set (LOOPGPU_CHECK_EXTENTS).
// RUN: %loopgpu --dump-after=extent %s -o %t.cu | FileCheck %s
// RUN: env LOOPGPU_CHECK_EXTENTS=1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=ISL %s
// ISL-NOT: NARROWER (
// ISL-NOT: error:
// ISL: extent-check: {{.*}}choices.c:
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/257 %s 257
#include <stdio.h>
#include <stdlib.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : (v) > (hi) ? (hi) : (v))

// CHECK-LABEL: region smooth_k0
// (at least one iteration runs, or the region is skipped: n >= 1, so the
// range is [0, n - 1])
// CHECK: array a: in [lg_min_ll(0, (long long)n - 1), lg_max_ll(lg_max_ll(lg_max_ll((long long)n - 2, 0), (long long)n - 1), (long long)n - 3)]
static void smooth(int n, const float *a, float *b) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    b[i] = a[MAX(i - 1, 0)] + a[MIN(i + 1, n - 1)] + a[CLAMP(i - 2, 0, n - 1)] +
           a[i > 0 ? i - 1 : 0];
}

// CHECK-LABEL: region rows_k0
// (h >= 1 and w >= 1: the range is [0, w * h - 1])
// CHECK: array img: in [lg_min_ll(lg_min_ll(0, (long long)w), lg_min_ll(0, (long long)w * h - (long long)w)), lg_max_ll(lg_max_ll(lg_max_ll((long long)w * h - (long long)w - 1, (long long)w * h - 1), (long long)w - 1), lg_max_ll((long long)w - 1, (long long)w * h - 1))]
static void rows(int w, int h, const float *img, float *out) {
#pragma loopgpu
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      out[y * w + x] = img[(y > 0 ? y - 1 : y) * w + x] + img[y * w + x] +
                       img[(y + 1 < h ? y + 1 : y) * w + x] + img[MAX(y - 1, 0) * w + x];
}

// CHECK-LABEL: region vclamp_k0
// (h >= 1: [0, w * h - 1])
// CHECK: array img: in [lg_min_ll(0, (long long)w * h - (long long)w), lg_max_ll((long long)w - 1, (long long)w * h - 1)]
static void vclamp(int w, int h, const float *img, float *out) {
#pragma loopgpu
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0;
      for (int dy = -1; dy <= 1; dy++)
        s += img[CLAMP(y + dy, 0, h - 1) * w + x];
      out[y * w + x] = s;
    }
}

// CHECK-LABEL: region hclamp_k0
// (w >= 1: [0, w * h - 1])
// CHECK: array img: in [lg_min_ll(lg_min_ll(0, (long long)w - 1), 1), lg_max_ll(lg_max_ll((long long)w * h - (long long)w, (long long)w * h - 1), (long long)w * h - 2)]
static void hclamp(int w, int h, const float *img, float *out) {
#pragma loopgpu
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      out[y * w + x] = img[y * w + CLAMP(x + 1, 0, w - 1)] - img[y * w + CLAMP(x - 1, 0, w - 1)];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257, w = n % 5 + 3, h = n;
  float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
  float *img = malloc((size_t)w * h * sizeof *img), *out = malloc((size_t)w * h * sizeof *out);
  for (int i = 0; i < n; i++) a[i] = (float)(i % 7) - 3;
  for (int i = 0; i < w * h; i++) img[i] = (float)(i % 13);
  smooth(n, a, b);
  rows(w, h, img, out);
  double t = 0;
  for (int i = 0; i < n; i++) t += b[i] * (i + 1);
  for (int i = 0; i < w * h; i++) t += out[i] * (i % 3);
  vclamp(w, h, img, out);
  for (int i = 0; i < w * h; i++) t += out[i] * (i % 5);
  hclamp(w, h, img, out);
  for (int i = 0; i < w * h; i++) t += out[i] * (i % 7);
  printf("%.6f\n", t);
  free(a); free(b); free(img); free(out);
  return 0;
}
