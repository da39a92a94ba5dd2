// Host statements whose last token comes from a macro, inside a host loop
// (the data region tracks what they write): libclang's extent of such a
// statement ends at the macro's name, and the bracket loopgpu puts after
// the statement used to land inside it (`tmp[i] =  }SCALAR_VAL(0.0);`,
// PolyBench's atax: a .cu that does not compile after exit 0). The whole
// invocation ends the statement: an object-like macro, a function-like one,
// one whose last token is its argument, nested ones, a macro as a bound.
// RUN: %loopgpu %s -o %t.cu
// RUN: %strip-checks %t.host.c | FileCheck %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/37 %s 37
//
// CHECK: t[s] = SCALAR_VAL(0.0); }
// CHECK: u[s] = HALF; }
// CHECK: v[s] = ID(w[s]); }
// CHECK: t[s] = TWICE(ID(u[s])); }
#include <stdio.h>
#include <stdlib.h>

#define SCALAR_VAL(x) x
#define HALF 0.5
#define ID(x) x
#define TWICE(x) (2 * (x))
#define LEN(n) (n)

static void steps(int n, double *t, double *u, double *v, double *w)
{
  int i, s;
#pragma loopgpu host
  for (s = 0; s < n; s++) {
    t[s] = SCALAR_VAL(0.0);
    u[s] = HALF;
    v[s] = ID(w[s]);
    t[s] = TWICE(ID(u[s]));
#pragma loopgpu
    for (i = 0; i < LEN(n); i++)
      w[i] = w[i] + t[s] * v[i] + u[i] / (1 + s);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 37;
  double *t = malloc(sizeof *t * n), *u = malloc(sizeof *u * n);
  double *v = malloc(sizeof *v * n), *w = malloc(sizeof *w * n);
  for (int i = 0; i < n; i++) {
    t[i] = u[i] = v[i] = 1;
    w[i] = (double)(i % 7) / 8 + 0.25;
  }
  steps(n, t, u, v, w);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += w[i] * (1 + i % 3);
  printf("w %.12g\nw[n-1] %.12g\n", s, w[n - 1]);
  free(t); free(u); free(v); free(w);
  return 0;
}
