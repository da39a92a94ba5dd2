// Host code inside a data region reads back from the device only what a
// kernel may have written: each row's host loop reads A (entered copyin,
// no kernel writes it) and y[0] (a kernel writes y). Before, every read of
// A copied all of A back, each row (PolyBench's atax: 32 MB a row, 5.8 s on
// the H200). Also a copyin clause on an array a kernel writes (warned: its
// writes stay on the device): host code in the data region still sees them,
// through LG_WRITES. Written as users write it: `int i, r;` at the top, a
// VLA pointer, a macro bound.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopgpu %s -o %t/p.cu 2> %t/warn
// RUN: FileCheck --check-prefix=WARN --input-file %t/warn %s
// RUN: FileCheck --check-prefix=DIR --input-file %t/p.cu %s
// RUN: %emu-cxx -O1 -o %t/p %t/p.cu
// RUN: %cc -o %t/ref %s
// RUN: env LOOPGPU_REPORT=json:%t/r.json %t/p 64 > %t/out
// RUN: %t/ref 64 > %t/ref.out
// RUN: %compare %t/ref.out %t/out
// The data region's copies back: y[0] and w[0] from the second row on,
// once a kernel wrote them (63 x 2 x 8 bytes), then y and w at its end
// (2 x 512); nothing of A (32 KB a row).
// RUN: %python %S/../report/Inputs/check_report.py runtime %t/r.json regions.rows_data_37.d2h_bytes=2032
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
//
// WARN: warning: 'w' is written by the kernel region but its clause is copyin
// DIR: lg_enter((void *)(w + lg_lo_w), {{.*}}, (lg_dir)(LG_COPYIN | LG_WRITES), "w",
#include <stdio.h>
#include <stdlib.h>

#define LEN(n) (n)

static double rows(int n, double (*A)[n], double *y, double *w)
{
  int i, r;
  double acc = 0, seen = 0;
#pragma loopgpu host copy(w[0:n])
  for (r = 0; r < n; r++) {
    double s = 0;
    for (i = 0; i < LEN(n); i++)
      s += A[r][i];
    acc += s / n;
    seen += y[0] + w[0];
#pragma loopgpu copyin(w[0:n])
    for (i = 0; i < LEN(n); i++) {
      y[i] = y[i] * 0.5 + A[r][i] * acc;
      w[i] = w[i] + 1.0;
    }
  }
  return seen;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64;
  double (*A)[n] = malloc(sizeof *A * n), *y = malloc(sizeof *y * n), *w = malloc(sizeof *w * n);
  for (int i = 0; i < n; i++) {
    y[i] = (double)(i % 5) / 4;
    w[i] = i % 3;
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 8 - 0.5;
  }
  double seen = rows(n, A, y, w);
  double s = 0, t = 0;
  for (int i = 0; i < n; i++) {
    s += y[i] * (1 + i % 3);
    t += w[i];
  }
  printf("seen %.12g\ny %.12g\nw %.12g\n", seen, s, t);
  free(A); free(y); free(w);
  return 0;
}
