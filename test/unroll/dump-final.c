// --dump-after=unroll: a loop whose variable is declared before the region
// and read after the loop: the copies leave it the value C gives it after the
// loop (the final value); a loop that declares its own variable does not.
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck %s

void f(int n, int m, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int k;
    float s = 0;
#pragma loopgpu unroll(2)
    for (k = 0; k < m; k++)
      s += k;
    x[i] = s + k;
  }
}
// CHECK: unroll k line 13: partial 2
// CHECK: unroll k line 13: final k = (int)lg_n0
