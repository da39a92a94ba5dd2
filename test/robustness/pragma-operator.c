// `_Pragma("loopgpu ...")`, written out or from a macro, is not a directive
// (libclang shows loopgpu no `#pragma` line for it): it is ignored with a
// warning, and the loop stays a plain C loop.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not grep -q '^static __global__' %t.cu
// RUN: %expect-exit 1 %loopgpu -Werror %s -o %t.cu
// the macro's definition is where the warning points for the second one
// CHECK: pragma-operator.c:[[@LINE+1]]:18: warning: '_Pragma("loopgpu ...")' is ignored: loopgpu reads directives only from '#pragma loopgpu' lines
#define GPU_LOOP _Pragma("loopgpu tile(8)")

void f(int n, float *x)
{
// CHECK: pragma-operator.c:[[@LINE+1]]:3: warning: '_Pragma("loopgpu ...")' is ignored: loopgpu reads directives only from '#pragma loopgpu' lines
  _Pragma("loopgpu tile(8)")
  for (int i = 0; i < n; i++)
    x[i] = 0;
  GPU_LOOP
  for (int i = 0; i < n; i++)
    x[i] = 1;
}
// other pragmas are none of loopgpu's business
_Pragma("STDC FP_CONTRACT OFF")
