// Subscript constants at the edge of long long: the affine analysis adds,
// negates and multiplies them. It must not overflow itself (undefined
// behaviour, caught by the sanitizer suite, found by fuzz_translate): its
// coefficient arithmetic wraps, as the program's own would. The program
// itself is undefined (its subscripts overflow); loopgpu only has to stay
// defined and answer with a diagnostic or a translation.
// (Today: the dependence test cannot decide, a warning, the loop stays C.)
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// CHECK: warning: cannot prove that loop 'i' carries no dependence
// The input fuzz_translate found (2026-11-30 06:47), translated whole:
// RUN: %loopgpu -w %S/Inputs/fuzz-poly-overflow.c -o %t-fuzz.cu

void f(int n, float *a, float *b)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[(i - 1) * n + j - 9223372036854775808] =
          b[(i * n + j) * -9223372036854775807 - 1] + a[-(i - 9223372036854775807 - 1)];
}
