// A file without one '#pragma loopgpu' directive translates to its own code,
// with a warning that nothing is offloaded (the directives may all be
// misspelt, under a false #if, or the wrong file was given). -w silences it.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: %loopgpu -w %s -o %t.cu 2>&1 | count 0
// RUN: %loopgpu -Wno-loopgpu-no-directives %s -o %t.cu 2>&1 | count 0
// CHECK: loopgpu: warning: '{{.*}}no-directive.c' has no '#pragma loopgpu' directive: nothing is offloaded to the GPU (the output is the input's own code)
// CHECK-NOT: warning:

void f(int n, float *x)
{
#if 0
#pragma loopgpu
#endif
  for (int i = 0; i < n; i++)
    x[i] = 0;
}
