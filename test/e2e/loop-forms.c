// Loop forms end to end against the C program: a triangular nest with a
// downward outer loop, '<=' and step 3, induction variables declared outside
// (their final values are printed); private scalars, while and if/else in a
// thread; max, min and product reductions. (A step-3 loop whose bound
// depends on an outer loop has no exact range: the data clauses give it.)
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/37 %s 37
// RUN: %e2e -w %t/300 %s 300
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 37;
  float *a = malloc(sizeof(float) * n * n), *b = malloc(sizeof(float) * n * n);
  double *v = malloc(sizeof(double) * n);
  for (int i = 0; i < n * n; i++) { a[i] = (i % 7) + 0.5f; b[i] = 0.25f * (i % 5) + 1; }
  /* triangular, downward, <=, step 3 */
  int i, j;
#pragma loopgpu independent copy(b[0:n*n]) copyin(a[0:n*n])
  for (i = n - 1; i >= 0; i--)
    for (j = 0; j <= i; j += 3)
      b[i * n + j] = a[j * n + i] * 2 + b[i * n + j];
  printf("i_final %d\n", i);
  /* private scalar, inner reduction, if/else, while */
#pragma loopgpu copyin(a[0:n*n], b[0:n*n])
  for (int r = 0; r < n; r++) {
    double s = 0;
    int k = 0;
    while (k < n) { if (k % 2) s += a[r * n + k]; else s -= b[r * n + k] / 3; k++; }
    v[r] = s > 0 ? s : -s;
  }
  /* min/max reductions */
  float mx = -1e30f, mn = 1e30f;
  double prod = 1;
#pragma loopgpu reduction(max:mx)
  for (int q = 0; q < n * n; q++)
    mx = b[q] > mx ? b[q] : mx;
#pragma loopgpu reduction(min:mn)
  for (int q = 0; q < n * n; q++)
    mn = b[q] < mn ? b[q] : mn;
#pragma loopgpu reduction(*:prod)
  for (int q = 0; q < n; q++)
    prod *= 1.0 + v[q] * 1e-3;
  double cs = 0;
  for (int q = 0; q < n * n; q++) cs += b[q];
  for (int q = 0; q < n; q++) cs += v[q];
  printf("cs %.9g\nmx %.9g\nmn %.9g\nprod %.9g\n", cs, mx, mn, prod);
  free(a);
  free(b);
  free(v);
  return 0;
}
