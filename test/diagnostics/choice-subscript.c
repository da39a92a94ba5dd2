// A subscript that chooses where the conditions do not bound the arm that
// reads the loop variables (a clamp of `y + dy`, two loop variables; a
// column clamp of a flat image) could reach past the array: refused, with
// the clause to add, as any subscript whose range is not inferred.
// RUN: not %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
#define CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : (v) > (hi) ? (hi) : (v))

void blur(int w, int h, const float *img, float *out) {
#pragma loopgpu
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0;
      for (int dy = -1; dy <= 1; dy++)
// CHECK: choice-subscript.c:[[@LINE+1]]:14: error: cannot infer the range of 'img' that the kernel region touches from 'img[(y + dy < 0 ? 0 : y + dy > h - 1 ? h - 1 : y + dy) * w + x]'; add copyin(img[0:N]) with its length to the directive
        s += img[CLAMP(y + dy, 0, h - 1) * w + x];
      out[y * w + x] = s;
    }
}
