/* fdtd-2d.c -- 2-D finite-difference time-domain kernel: at each step the
 * source value enters row 0 of ey, then ey, ex and hz are updated from each
 * other's differences.
 *
 * usage: fdtd-2d [NX [NY [TMAX]]]   (defaults 800 900 50)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int tmax, int nx, int ny, double ex[nx][ny],
                       double ey[nx][ny], double hz[nx][ny],
                       double fict[tmax])
{
  int i, j;

  for (i = 0; i < tmax; i++)
    fict[i] = (double)i;
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      ex[i][j] = ((double)i * (j + 1) + 1) / nx;
      ey[i][j] = ((double)i * (j + 2) + 2) / ny;
      hz[i][j] = ((double)i * (j + 3) + 3) / nx;
    }
}

static void kernel_fdtd_2d(int tmax, int nx, int ny, double ex[nx][ny],
                           double ey[nx][ny], double hz[nx][ny],
                           double fict[tmax])
{
  int t, i, j;

#pragma loopgpu host
  for (t = 0; t < tmax; t++) {
#pragma loopgpu
    for (j = 0; j < ny; j++)
      ey[0][j] = fict[t];
#pragma loopgpu unroll(2, 4)
    for (i = 1; i < nx; i++)
      for (j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
#pragma loopgpu unroll(2, 4)
    for (i = 0; i < nx; i++)
      for (j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
#pragma loopgpu unroll(2, 4)
    for (i = 0; i < nx - 1; i++)
      for (j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] -
                                     ey[i][j]);
  }
}

int main(int argc, char **argv)
{
  int nx = argc > 1 ? atoi(argv[1]) : 800;
  int ny = argc > 2 ? atoi(argv[2]) : 900;
  int tmax = argc > 3 ? atoi(argv[3]) : 50;
  int i, j;
  double sum_ex = 0.0, sum_ey = 0.0, sum_hz = 0.0;

  if (nx < 1 || ny < 1 || tmax < 1) {
    fprintf(stderr, "fdtd-2d: sizes must be >= 1\n");
    return 2;
  }
  double (*ex)[ny] = malloc(nx * sizeof *ex);
  double (*ey)[ny] = malloc(nx * sizeof *ey);
  double (*hz)[ny] = malloc(nx * sizeof *hz);
  double *fict = malloc(tmax * sizeof *fict);
  if (!ex || !ey || !hz || !fict) {
    fprintf(stderr, "fdtd-2d: out of memory\n");
    return 1;
  }

  init_array(tmax, nx, ny, ex, ey, hz, fict);
  kernel_fdtd_2d(tmax, nx, ny, ex, ey, hz, fict);

  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      sum_ex += ex[i][j];
      sum_ey += ey[i][j];
      sum_hz += hz[i][j];
    }
  printf("checksum_ex %.9g\n", sum_ex);
  printf("checksum_ey %.9g\n", sum_ey);
  printf("checksum_hz %.9g\n", sum_hz);
  printf("ex[%d][%d] %.9g\n", nx / 2, ny / 2, ex[nx / 2][ny / 2]);
  printf("ey[%d][%d] %.9g\n", nx - 1, ny / 3, ey[nx - 1][ny / 3]);
  printf("hz[%d][%d] %.9g\n", nx / 3, ny - 1, hz[nx / 3][ny - 1]);
  printf("hz[0][0] %.9g\n", hz[0][0]);

  free(ex);
  free(ey);
  free(hz);
  free(fict);
  return 0;
}
