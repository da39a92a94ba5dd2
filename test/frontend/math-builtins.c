// <math.h>'s constants and classification macros reach the AST as clang's
// builtins; the CUDA half calls the ones nvcc has on the device as they are
// and loopgpu.h's lg_ versions of the others (isinf, whose glibc form gives
// the sign, fpclassify with the program's FP_ values, isnormal, the
// comparison macros). A string literal is an argument only of printf and
// of nan's builtins.
// RUN: %loopgpu %s -o %t.cu
// RUN: %strip-checks %t.cu | FileCheck %s
// RUN: %e2e -w %t/e %s

// CHECK-LABEL: static __global__ void classify_k0(
// CHECK: float lo = -__builtin_inff();
// CHECK-NEXT: double hd = __builtin_huge_val();
// CHECK-NEXT: float hf = __builtin_huge_valf();
// CHECK-NEXT: float qn = __builtin_nanf("");
// CHECK-NEXT: double dn = nan("");
// CHECK: c[i] = __builtin_isnan(x[i]) + 2 * lg_isinf_sign(x[i]) + 4 * __builtin_isfinite(x[i]) + 8 * (__builtin_signbit(x[i]) != 0);
// CHECK-NEXT: c[i] += 16 * lg_fpclassify(0, 1, 4, 3, 2, x[i]) + 256 * lg_isnormal(x[i]);
// CHECK-NEXT: c[i] += 1024 * (lg_isgreater(x[i], lo) + lg_isless((double)x[i], hd) + lg_isunordered(x[i], qn) + lg_islessgreater(x[i], hf) + lg_isgreaterequal((double)x[i], dn) + lg_islessequal(x[i], 0.0f));
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

void classify(int n, const float *x, int *c)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float lo = -INFINITY;
    double hd = HUGE_VAL;
    float hf = HUGE_VALF;
    float qn = NAN;
    double dn = nan("");
    c[i] = isnan(x[i]) + 2 * isinf(x[i]) + 4 * isfinite(x[i]) + 8 * (signbit(x[i]) != 0);
    c[i] += 16 * fpclassify(x[i]) + 256 * isnormal(x[i]);
    c[i] += 1024 * (isgreater(x[i], lo) + isless(x[i], hd) + isunordered(x[i], qn) +
                    islessgreater(x[i], hf) + isgreaterequal(x[i], dn) + islessequal(x[i], 0.0f));
  }
}

int main(void)
{
  enum { N = 11 };
  float x[N] = {0.0f, -0.0f, 1.5f, -2.5f, 1e-40f, -1e-41f, 0, 0, 0, 3.0e38f, -1.0f};
  x[6] = INFINITY;
  x[7] = -INFINITY;
  x[8] = NAN;
  int c[N];
  classify(N, x, c);
  for (int i = 0; i < N; i++)
    printf("%d %d\n", i, c[i]);
  return 0;
}
