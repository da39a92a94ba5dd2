// A loopgpu directive that a macro makes with '_Pragma' from its arguments
// (DO_PRAGMA(loopgpu tile(32)), the stringizing idiom) exists only after
// expansion, which libclang does not show: it is ignored with a warning at
// the macro's use (it was ignored without a word), and the loop stays C.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not grep -q '^static __global__' %t.cu
// RUN: %expect-exit 1 %loopgpu -Werror %s -o %t.cu
#define STR(x) #x
#define DO_PRAGMA(x) _Pragma(STR(x))
#define UNROLL_4 DO_PRAGMA(GCC unroll 4)

void f(int n, float *x)
{
// CHECK: pragma-stringized.c:[[@LINE+1]]:3: warning: the loopgpu directive that this macro makes with '_Pragma' is ignored: loopgpu reads directives only from '#pragma loopgpu' lines; write one before the loop
  DO_PRAGMA(loopgpu tile(32))
  for (int i = 0; i < n; i++)
    x[i] = 0;
  // another compiler's pragma through the same macro is not loopgpu's
  UNROLL_4
  for (int i = 0; i < n; i++)
    x[i] += 1;
}
// the file has no '#pragma loopgpu' line: nothing is offloaded, which is said too
// CHECK: warning: '{{.*}}pragma-stringized.c' has no '#pragma loopgpu' directive: nothing is offloaded
// CHECK-NOT: warning:
