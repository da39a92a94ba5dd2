/* devbench.c — the two-GPU benchmark of issue 22 (devices(N | all)):
 * jacobi-2d N×N for T steps and gemm N³ repeated R times, each in a `host`
 * loop with devices(all), so that the arrays stay on the devices from one
 * step (or product) to the next. Run with LOOPGPU_DEVICES=1 and =2 on a
 * host with two GPUs: kernels/bench/devices/run.sh compares the times.
 *
 * usage: devbench jacobi N T [SEED]   (the run: 16384 100)
 *        devbench gemm N R [SEED]     (the run: 8192 1)
 *
 * Prints `ms` (wall time of the call, copies in and out included) and
 * checksums; the script takes the difference of two step counts (T and a
 * few steps) so that the per-step time is separated from the copies at the
 * loop's start and end, which happen once whatever T is. Plain C11: with
 * the pragmas ignored it is the CPU program the results are checked
 * against (at small sizes).
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static unsigned long long lcg_state;

static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

static double now_ms(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void jacobi2d(int tsteps, int n, float A[n][n], float B[n][n])
{
#pragma loopgpu host devices(all)
  for (int t = 0; t < tsteps; t++) {
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = B[i][j];
  }
}

/* C = A*B/n + C/2, R times: the values stay of order 1 */
static void gemm(int reps, int n, float C[n][n], float A[n][n], float B[n][n])
{
  float alpha = 1.0f / (float)n, beta = 0.5f;
#pragma loopgpu host devices(all)
  for (int r = 0; r < reps; r++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        float acc = 0.0f;
        for (int p = 0; p < n; p++)
          acc += A[i][p] * B[p][j];
        C[i][j] = alpha * acc + beta * C[i][j];
      }
  }
}

int main(int argc, char **argv)
{
  if (argc < 4 || (strcmp(argv[1], "jacobi") && strcmp(argv[1], "gemm"))) {
    fprintf(stderr, "usage: devbench jacobi|gemm N T|R [SEED]\n");
    return 2;
  }
  int n = atoi(argv[2]), t = atoi(argv[3]);
  lcg_state = argc > 4 ? strtoull(argv[4], NULL, 10) : 42;
  if (n < 1 || t < 0)
    return 2;
  size_t nn = (size_t)n * (size_t)n;
  float *a = malloc(sizeof(float) * nn), *b = malloc(sizeof(float) * nn), *c = NULL;
  if (!a || !b)
    return 1;
  for (size_t i = 0; i < nn; i++) {
    a[i] = lcg_next();
    b[i] = lcg_next();
  }
  double t0, t1;
  if (!strcmp(argv[1], "jacobi")) {
    t0 = now_ms();
    jacobi2d(t, n, (float (*)[n])a, (float (*)[n])b);
    t1 = now_ms();
  } else {
    c = malloc(sizeof(float) * nn);
    if (!c)
      return 1;
    for (size_t i = 0; i < nn; i++)
      c[i] = lcg_next();
    t0 = now_ms();
    gemm(t, n, (float (*)[n])c, (float (*)[n])a, (float (*)[n])b);
    t1 = now_ms();
  }
  const float *r = c ? c : a;
  double checksum = 0.0;
  for (size_t i = 0; i < nn; i++)
    checksum += r[i] * (double)(i % 7 + 1);
  printf("n %d\n", n);
  printf("steps %d\n", t);
  printf("checksum %.9g\n", checksum);
  printf("first %.9g\n", r[0]);
  printf("middle %.9g\n", r[nn / 2 + (size_t)n / 2]);
  printf("last %.9g\n", r[nn - 1]);
  fprintf(stderr, "ms %.3f\n", t1 - t0);
  free(a);
  free(b);
  free(c);
  return 0;
}
