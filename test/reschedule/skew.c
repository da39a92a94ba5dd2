// reschedule.c: a nest whose dependences no plane with small coefficients
// orders (a point reads the row above five columns to the right, so
// wavefront.c's planes 0..4 i + j do not hold): isl's scheduler finds the
// planes 6i + j, a host loop over them and a kernel over i. The answers are
// the C program's.
// RUN: %loopgpu --dump-after=reschedule %s | FileCheck --check-prefix=DUMP %s
// RUN: %e2e -w %t/e %s
//
// DUMP: host loop lg_i0 lines [[#]]-[[#]] regions 1
// DUMP-NEXT: made: for (lg_i0 = 7; lg_i0 <= 441; step 1), in the place of the loop at line [[#]]
// DUMP: loop lg_i1: for (lg_i1 = 1 > (lg_i0 + 2) / 6 - 10 ? 1 : (lg_i0 + 2) / 6 - 10; lg_i1 <= 63 < (lg_i0 - 1) / 6 ? 63 : (lg_i0 - 1) / 6; step 1)
#include <stdio.h>
#include <stdlib.h>

static void far(double A[64][69]) {
#pragma loopgpu
  for (int i = 1; i < 64; i++)
    for (int j = 1; j < 64; j++)
      A[i][j] = A[i - 1][j + 5] + A[i][j - 1] * 0.5;
}

int main(void) {
  double (*A)[69] = malloc(sizeof(double[64][69]));
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 69; j++)
      A[i][j] = (i * 3 + j) % 7 - 2.5;
  far(A);
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 69; j++)
      printf("A %.15g\n", A[i][j]);
  free(A);
  return 0;
}
