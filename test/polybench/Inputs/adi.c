/* adi.c -- alternating direction implicit solver for the 2-D heat
 * equation: each time step does a sweep along columns then a sweep along
 * rows, each solving one tridiagonal system per line (Thomas algorithm: a
 * forward elimination and a back substitution, sequential along the line,
 * independent between lines).
 *
 * usage: adi [N [TSTEPS]]   (defaults 500 50; the time step is dx*dy)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int n, double u[n][n])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      u[i][j] = 1.0 + (double)((i * j + 3 * i) % n) / n;
}

static void kernel_adi(int tsteps, int n, double u[n][n], double v[n][n],
                       double p[n][n], double q[n][n])
{
  int t, i, j;
  double dx, dy, dt, b1, b2, mul1, mul2, a, b, c, d, e, f;

  dx = 1.0 / (double)n;
  dy = 1.0 / (double)n;
  dt = dx * dy; /* about one cell of diffusion per step */
  b1 = 2.0;
  b2 = 1.0;
  mul1 = b1 * dt / (dx * dx);
  mul2 = b2 * dt / (dy * dy);

  a = -mul1 / 2.0;
  b = 1.0 + mul1;
  c = a;
  d = -mul2 / 2.0;
  e = 1.0 + mul2;
  f = d;

#pragma loopgpu host
  for (t = 1; t <= tsteps; t++) {
    /* column sweep: solve for v along each column i */
#pragma loopgpu
    for (i = 1; i < n - 1; i++) {
      v[0][i] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = v[0][i];
      for (j = 1; j < n - 1; j++) {
        p[i][j] = -c / (a * p[i][j - 1] + b);
        q[i][j] = (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i] - f * u[j][i + 1] -
                   a * q[i][j - 1]) / (a * p[i][j - 1] + b);
      }
      v[n - 1][i] = 1.0;
      for (j = n - 2; j >= 1; j--)
        v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
    }
    /* row sweep: solve for u along each row i */
#pragma loopgpu
    for (i = 1; i < n - 1; i++) {
      u[i][0] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = u[i][0];
      for (j = 1; j < n - 1; j++) {
        p[i][j] = -f / (d * p[i][j - 1] + e);
        q[i][j] = (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j] - c * v[i + 1][j] -
                   d * q[i][j - 1]) / (d * p[i][j - 1] + e);
      }
      u[i][n - 1] = 1.0;
      for (j = n - 2; j >= 1; j--)
        u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
    }
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 500;
  int tsteps = argc > 2 ? atoi(argv[2]) : 50;
  int i, j;
  double sum = 0.0;

  if (n < 1 || tsteps < 1) {
    fprintf(stderr, "adi: N and TSTEPS must be >= 1\n");
    return 2;
  }
  double (*u)[n] = malloc(n * sizeof *u);
  double (*v)[n] = malloc(n * sizeof *v);
  double (*p)[n] = malloc(n * sizeof *p);
  double (*q)[n] = malloc(n * sizeof *q);
  if (!u || !v || !p || !q) {
    fprintf(stderr, "adi: out of memory\n");
    return 1;
  }

  init_array(n, u);
  kernel_adi(tsteps, n, u, v, p, q);

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      sum += u[i][j];
  printf("checksum_u %.9g\n", sum);
  printf("u[%d][%d] %.9g\n", n / 2, n / 2, u[n / 2][n / 2]);
  printf("u[%d][%d] %.9g\n", n / 3, n - 2 > 0 ? n - 2 : 0, u[n / 3][n - 2 > 0 ? n - 2 : 0]);
  printf("u[%d][%d] %.9g\n", n - 2 > 0 ? n - 2 : 0, n > 1 ? 1 : 0,
         u[n - 2 > 0 ? n - 2 : 0][n > 1 ? 1 : 0]);

  free(u);
  free(v);
  free(p);
  free(q);
  return 0;
}
