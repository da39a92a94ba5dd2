// C that C++ rejects or reads differently, around and inside kernel regions:
// the host half is C and keeps all of it as written; what reaches the CUDA
// half (the kernels, the device copies of helpers) is printed from the IR
// under names that cannot collide (lg_fn_min for the file's own `min`).
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s
// RUN: %e2e -w %t/b %s 77
// CHECK: static __device__ int lg_fn_min(int a, int b);
// CHECK: static __device__ int lg_fn_max(int a, int b);
// CHECK: x[i] = lg_fn_min(i, lg_fn_max(lo, 3)) + (float)lg_v_this;
#include <stdio.h>
#include <stdlib.h>

typedef int bool;                  /* a keyword in C++ */
enum shade { DARK, MID, LIGHT };
static int counter;                /* a repeated tentative definition */
static int counter;
struct pt { int x, y; };

static int min(int a, int b) { return a < b ? a : b; }   /* CUDA has its own */
static int max(int a, int b) { return a > b ? a : b; }

static void fill(int n, float *x, int lo, int this)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] = min(i, max(lo, 3)) + (float)this;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 10;
  if (n < 1)
    return 2;
  bool ok = 1;
  enum shade s = 1;                /* int to enum: C++ needs a cast */
  s++;                             /* ++ on an enum */
  struct pt p = {.y = 2, .x = 1};  /* out-of-order designators */
  int arr[5] = {[3] = 7, [1] = 4}; /* array designators */
  float *x = malloc(n * sizeof *x); /* void * converted implicitly */
  char *name = "shade";            /* a string literal as char * */
  if (!x)
    goto out;
  int init = 5;                    /* a jump below crosses this initialization */
  counter = init;
  fill(n, x, counter, (int)sizeof('a'));
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += x[i] * (i + 1);
  printf("sum %.9g\n", sum);
  printf("%s %d\n", name, (int)s);
  printf("pt %d\n", p.x * 10 + p.y);
  printf("arr %d\n", arr[1] * 10 + arr[3]);
  printf("ok %d\n", ok);
  printf("sizeof_char_literal %d\n", (int)sizeof('a'));
  free(x);
out:
  return 0;
}
