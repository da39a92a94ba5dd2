// goto in kernel bodies, under loopgpu's copies of them: an early-out
// 'goto next;' out of an inner search loop to the end of a mapped loop's
// body, a goto inside a sequential loop with unroll(4) (each copy of the
// body has its own label), a coarsened region unroll(2) (two copies of the
// body, each with its labels), a tiled nest (tile(16)), labels in a helper
// function the kernel calls, a goto backward forming a loop, a goto out of
// an unrolled loop (out of all its copies), and a scalar
// declared before the region that a goto may skip assigning (a copy of it
// per thread: every path assigns it before reading it).
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

static int collatz(int v) {
  int c = 0;
again:
  if (v <= 1 || c >= 60)
    goto out;
  v = (v % 2) ? 3 * v + 1 : v / 2;
  c++;
  goto again;
out:
  return c;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int *x = malloc(sizeof(int) * n), *y = malloc(sizeof(int) * n);
  float *A = malloc(sizeof(float) * n * 19), *B = malloc(sizeof(float) * n * 19);
  for (int i = 0; i < n; i++) { x[i] = (i * 31 + 7) % 29; y[i] = 0; }
  for (int i = 0; i < n * 19; i++) { A[i] = (i % 17) * 0.5f - 2; B[i] = 0; }
  float t;
  /* early out: the first negative element of row i, else 100 */
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < 19; k++)
      if (A[i * 19 + k] < 0) {
        y[i] = k;
        goto next;
      }
    y[i] = 100;
  next:;
  }
  /* a goto within an unrolled sequential loop's body */
#pragma loopgpu copyin(x[0:n])
  for (int i = 0; i < n; i++) {
    int s = 0;
#pragma loopgpu unroll(4)
    for (int k = 0; k < 10; k++) {
      if ((x[i] + k) % 3 == 0)
        goto skip;
      s += k;
    skip:
      s += 1;
    }
    y[i] += s * 1000;
  }
  /* a goto out of an unrolled loop leaves all its copies */
#pragma loopgpu
  for (int i = 0; i < n; i++) {
#pragma loopgpu unroll(4)
    for (int k = 0; k < 19; k++)
      if (A[i * 19 + k] > 5) {
        y[i] += k * 7;
        goto found;
      }
    y[i] -= 3;
  found:;
  }
  /* coarsened: each copy of the body jumps to its own label */
#pragma loopgpu unroll(2)
  for (int i = 0; i < n; i++) {
    t = x[i] * 0.5f;
    if (x[i] % 4 == 0)
      goto done;
    t = t * 3 + 1;
  done:
    y[i] += (int)t + collatz(x[i] + 1) * 100000;
  }
  /* a tiled nest */
#pragma loopgpu tile(16)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 19; k++) {
      if (A[i * 19 + k] == 0)
        goto zero;
      B[i * 19 + k] = A[i * 19 + k] * 2;
      continue;
    zero:
      B[i * 19 + k] = -1;
    }
  /* a goto backward: a loop without a loop statement */
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int m = x[i], d = 0;
  retry:
    if (m > 3) {
      m -= 3;
      d++;
      goto retry;
    }
    y[i] += d * 10000000;
  }
  long cs = 0; double bs = 0;
  for (int i = 0; i < n; i++) cs += (long)y[i] * (i % 7 + 1);
  for (int i = 0; i < n * 19; i++) bs += B[i] * (i % 5 + 1);
  printf("%ld %.9g\n", cs, bs);
  free(x); free(y); free(A); free(B);
  return 0;
}
