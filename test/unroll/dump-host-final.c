// --dump-after=unroll: a host loop whose variable is declared before it: after
// the copies the variable gets the value C leaves it (the final value).
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck %s

long long f(int t_end)
{
  long long acc = 0;
  int s;
#pragma loopgpu host unroll(3)
  for (s = t_end; s > -4; s--)
    acc += s * 3;
  return acc + s;
}
// CHECK: unroll s line 10: partial 3, trip t_end > -4 ? (long long)t_end - -4 : 0, first t_end in lg_hb0, counter lg_hu0
// CHECK: unroll s line 10: final s = (int)(lg_hb0 - lg_hn0)
