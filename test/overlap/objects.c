// Two array objects (file-scope or local arrays, not parameters) never share
// memory: a region of those alone has no test before its call. A pointer
// and an array may (the pointer may point into it): that pair is tested.
// RUN: %loopgpu --dump-after=overlap %s | FileCheck %s
// RUN: %loopgpu %s -o %t.cu
// RUN: %strip-checks %t.host.c | FileCheck --check-prefix=HOSTCHECK %s
// RUN: %e2e -w %t/5 %s 5
// RUN: %e2e -w %t/100 %s 100
// CHECK-LABEL: region main_k0
// CHECK-NOT: may overlap
// CHECK-LABEL: region main_k1

// CHECK: may overlap g, p (kernel at one base)
// CHECK-NOT: may overlap
// HOSTCHECK: main_k0: lines
// HOSTCHECK-NOT: lg_overlap
// HOSTCHECK: main_k1: lines
// HOSTCHECK: lg_overlap((const void *)(g + lg_lo_g), lg_nb_g, (const void *)(p + lg_lo_p), lg_nb_p)
#include <stdio.h>
#include <stdlib.h>
#define N 100
static float g[N], h[N];

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : N;
  float loc[N];
  if (n > N)
    n = N;
  for (int i = 0; i < N; i++) {
    h[i] = i % 7;
    loc[i] = i % 3;
  }
#pragma loopgpu
  for (int i = 0; i < n; i++)
    g[i] = h[i] + loc[i];
  float *p = argc > 2 ? g : h; /* h here: the kernel */
#pragma loopgpu
  for (int i = 0; i < n; i++)
    g[i] = g[i] * 2 + p[i];
  for (int i = 0; i < n; i += 9)
    printf("%g\n", g[i]);
  return 0;
}
