// A near miss of the directive's name is a warning (-Wunknown-loopgpu-pragmas)
// that says which name was meant; the loop stays on the CPU as the C compiler
// would leave it. Other pragmas (omp, GCC, once) and names far from loopgpu
// say nothing; nor does a misspelling in a block the preprocessor skips.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: %loopgpu -w %s -o %t.cu 2>&1 | count 0
// RUN: %expect-exit 1 %loopgpu -Werror %s -o %t.cu
// RUN: %loopgpu -Wno-unknown-loopgpu-pragmas %s -o %t.cu 2>&1 | count 0
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=NAME %s
// NAME: warning: unknown pragma 'loopgup' ignored; did you mean 'loopgpu'? (the loop after it is not translated) [-Wunknown-loopgpu-pragmas]

void f(int n, float *x)
{
// CHECK: pragma-misspelt.c:[[@LINE+3]]:9: warning: unknown pragma 'loopgup' ignored; did you mean 'loopgpu'? (the loop after it is not translated)
// CHECK-NEXT: {{^#pragma loopgup$}}
// CHECK-NEXT: {{^        \^}}
#pragma loopgup
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK: pragma-misspelt.c:[[@LINE+1]]:9: warning: unknown pragma 'LoopGPU' ignored; did you mean 'loopgpu'?
#pragma LoopGPU tile(32)
  for (int i = 0; i < n; i++)
    x[i] += 1;
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[i] += 1;
#pragma loop
  for (int i = 0; i < n; i++)
    x[i] += 1;
#if 0
#pragma lopgpu
#endif
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] *= 2;
}
// CHECK-NOT: warning:
// CHECK-NOT: error:
