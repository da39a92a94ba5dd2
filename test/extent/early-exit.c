// extent.c and walk.c, early exits: after `if (c) { ...; continue; }` (or
// `break`, or an `else` that leaves) the rest of the block runs only where
// the test failed. An edge test that skips the border pixels keeps the
// window's reads inside the image: img is copied as [0, w * h - 1], not
// from one row before it to one row after (which ran before the allocation
// and past its end, with no warning). Reads after an early exit count as
// conditional (lg_stmt_place: the range warning, and tile()'s choice of
// what to stage), so a test of data, which narrows nothing, is warned
// about as if the read stood under it. isl's exact ranges,
// with the same conditions, agree (LOOPGPU_CHECK_EXTENTS). The arrays here
// are exactly their ranges: the sanitizer build sees a copy past them.
// RUN: %loopgpu --dump-after=extent %s -o %t.cu | FileCheck %s
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: env LOOPGPU_CHECK_EXTENTS=1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=ISL %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/3 %s 3
// RUN: %e2e -w %t/257 %s 257
//
// ISL-NOT: NARROWER (
// ISL-NOT: error:
// ISL: extent-check: {{.*}}early-exit.c: {{[0-9]+}} region-arrays: {{.*}} 0 NARROWER
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

// CHECK-LABEL: region sobel_k0
// CHECK: array img: in [(0) * (long long)w, (((long long)h - 1) + 1) * (long long)w - 1]
static void sobel(int h, int w, float (*img)[w], float (*out)[w]) {
  int x, y;
#pragma loopgpu tile(16, 16)
  for (y = 0; y < h; y++)
    for (x = 0; x < w; x++) {
      if (y == 0 || y == h - 1 || x == 0 || x == w - 1) {
        out[y][x] = 0;
        continue;
      }
      float gx = img[y - 1][x + 1] + 2 * img[y][x + 1] + img[y + 1][x + 1] -
                 img[y - 1][x - 1] - 2 * img[y][x - 1] - img[y + 1][x - 1];
      float gy = img[y + 1][x - 1] + 2 * img[y + 1][x] + img[y + 1][x + 1] -
                 img[y - 1][x - 1] - 2 * img[y - 1][x] - img[y - 1][x + 1];
      out[y][x] = sqrtf(gx * gx + gy * gy);
    }
}

// A box blur of radius r (not a number) over the interior of a flat image:
// the exit's negation bounds y and x by r and h - r, w - r; each read splits
// into rows (x + dx lies in [0, w - 1]), and the ends are mins and maxes
// of the corners (at h, w >= 1 and r >= 0: [0, w * h - 1]).
// CHECK-LABEL: region boxblur_k0
// CHECK: array img: in [lg_min_ll(lg_max_ll(lg_max_ll(-(long long)w * r - (long long)r, -(long long)w * r), lg_max_ll(-(long long)r, 0)), lg_min_ll(0, (long long)w * h - (long long)w)), lg_max_ll(lg_min_ll(lg_min_ll((long long)w * h + (long long)w * r + (long long)r - 1, (long long)w * h + (long long)w * r - 1), lg_min_ll((long long)w * h + (long long)r - 1, (long long)w * h - 1)), lg_max_ll((long long)w - 1, (long long)w * h - 1))]
static void boxblur(int h, int w, int r, const float *img, float *out) {
  int x, y, dx, dy;
#pragma loopgpu
  for (y = 0; y < h; y++)
    for (x = 0; x < w; x++) {
      if (y < r || y >= h - r || x < r || x >= w - r) {
        out[y * w + x] = img[y * w + x];
        continue;
      }
      float s = 0;
      for (dy = -r; dy <= r; dy++)
        for (dx = -r; dx <= r; dx++)
          s += img[(y + dy) * w + (x + dx)];
      out[y * w + x] = s / ((2 * r + 1) * (2 * r + 1));
    }
}

// CHECK-LABEL: region diff_k0
// CHECK: array u: in [0, (long long)n - 1]
static void diff(int n, const double *u, double *v) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int k = 0; k < 4; k++) {
      if (i < k)
        break;
      s += u[i - k] / (k + 1);
    }
    if (i >= n - 1)
      v[i] = s;
    else {
      v[i] = -s;
      continue;
    }
    v[i] += u[i];
  }
}

// (translated, not run: its copy starts at u[-1])
// CHECK-LABEL: region gated_k0
// CHECK: array u: in [-1, (long long)n - 2]
// WARN-NOT: warning:
// WARN: early-exit.c:[[@LINE+8]]:12: warning: the range of 'u' is inferred from 'u[i - 1]', which is under a condition; if the condition keeps it inside the array, add copyin(u[lo:len]) with the array's range [-Wloopgpu-range]
// WARN-NOT: warning:
void gated(int n, const double *u, const double *g, double *v) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    v[i] = 0;
    if (g[i] < 0)
      continue;
    v[i] = u[i - 1];
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257, h = n, w = n / 2 + 1;
  float (*img)[w] = malloc(sizeof(float[h][w])), (*out)[w] = malloc(sizeof(float[h][w]));
  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v), *g = malloc(n * sizeof *g);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      img[y][x] = 0.5f + (float)((y * 31 + x * 17) % 23) / 23.0f;
  for (int i = 0; i < n; i++) {
    u[i] = (i % 7) * 0.5 - 1;
    g[i] = i == 0 ? -1 : (i % 3) - 0.5;
  }
  sobel(h, w, img, out);
  double s = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      s += out[y][x] * (1 + (x + y) % 5);
  printf("sobel %.6g\n", s);
  for (int r = 0; r <= 2; r++) {
    boxblur(h, w, r, &img[0][0], &out[0][0]);
    s = 0;
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++)
        s += out[y][x] * (1 + (x + y) % 5);
    printf("boxblur %d %.6g\n", r, s);
  }
  diff(n, u, v);
  s = 0;
  for (int i = 0; i < n; i++) s += v[i] * (i % 5 + 1);
  printf("diff %.12g\n", s);
  free(img); free(out); free(u); free(v); free(g);
  return 0;
}
