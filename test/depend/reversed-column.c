// A flat subscript whose column runs backwards, `y * w + (w - 1 - x)` (a
// mirror image), is row y and column w - 1 - x, which lies in [0, w - 1]:
// the rows split, each iteration of y writes its own row, and both loops
// are threads. Before, the split took row y + 1 and column -1 - x, which is
// not inside a row, so the loop stayed on the CPU with a dependence warning.
// RUN: %loopgpu --dump-after=map %s -o %t.cu 2>&1 | FileCheck %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// CHECK-NOT: warning:
// CHECK-LABEL: region flip_k0
// CHECK: access out[y * w + (w - 1 - x)] write line {{[0-9]+}}: [y] [-x + w - 1]
// CHECK: loop y: independent
// CHECK: loop x: independent
// CHECK: loop y: mapped y
// CHECK: loop x: mapped x
#include <stdio.h>
#include <stdlib.h>

static void flip(int h, int w, const float *img, float *out) {
#pragma loopgpu
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      out[y * w + (w - 1 - x)] = img[y * w + x];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257, h = n / 5 + 1, w = n / 3 + 1;
  float *img = malloc(sizeof *img * h * w), *out = malloc(sizeof *out * h * w);
  for (int i = 0; i < h * w; i++)
    img[i] = 0.5f + (float)(i * 37 % 101) / 101.0f;
  flip(h, w, img, out);
  double s = 0;
  for (int i = 0; i < h * w; i++)
    s += out[i] * (1 + i % 7);
  printf("flip %.9g\n", s);
  free(img);
  free(out);
  return 0;
}
