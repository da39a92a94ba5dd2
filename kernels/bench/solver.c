/* solver.c (benchmark) — kernels/solver.c, issue #5's worked example: a
 * `host` time loop of Heun steps for 1-D advection-diffusion that allocates
 * its scratch at every step (face fluxes never freed — a leak —, the first
 * stage's slope and the predicted state freed at the end of the step), used
 * only by the five kernel regions of the step. Valid C with or without
 * hoisting.
 *
 * usage: solver [N [T [REPS [SEED]]]]     (defaults 2^24 cells, 20 steps)
 * Memory-bound: per step 28 bytes a cell at least (u read three times and
 * written once, flux written twice and read three times, k1 and pred written
 * and read once; as floats, counted once each: 7 accesses of 4 bytes).
 * The variants: `tile` (hoisting on, the default: the three scratch buffers
 * allocated once, kept on the device for the whole loop) and `nohoist` (the
 * allocations stay in the loop: malloc and free every step, a device copy
 * allocated, copied in and out at every kernel region).
 * bench: variants base tile tile32 nohoist
 */
#include <math.h>

#include "bench.h"

static double solve(int n, int tsteps, float *u)
{
  const float dif = 0.25f, adv = 0.1f, dt = 0.5f;
  double change = 0.0;
#pragma loopgpu host
  for (int t = 0; t < tsteps; t++) {
    float *flux = (float *)malloc((size_t)(n + 1) * sizeof(float));
    float *k1 = (float *)malloc((size_t)n * sizeof(float));
    float *pred = (float *)malloc((size_t)n * sizeof(float));
#pragma loopgpu independent tile(256)
    for (int f = 0; f < 2; f++)
      flux[f * n] = 0.0f;
#pragma loopgpu tile(256)
    for (int i = 1; i < n; i++)
      flux[i] = dif * (u[i] - u[i - 1]) - adv * 0.5f * (u[i] + u[i - 1]);
#pragma loopgpu tile(256)
    for (int i = 0; i < n; i++) {
      k1[i] = flux[i + 1] - flux[i];
      pred[i] = u[i] + dt * k1[i];
    }
#pragma loopgpu tile(256)
    for (int i = 1; i < n; i++)
      flux[i] = dif * (pred[i] - pred[i - 1]) - adv * 0.5f * (pred[i] + pred[i - 1]);
    /* (no tile on the reduction: tile's staged kernels do not carry a
       reduction yet) */
#pragma loopgpu reduction(max : change)
    for (int i = 0; i < n; i++) {
      float next = u[i] + 0.5f * dt * (k1[i] + flux[i + 1] - flux[i]);
      change = fmax(change, fabs((double)(next - u[i])));
      u[i] = next;
    }
    free(pred);
    free(k1);
  }
  return change;
}

int main(int argc, char **argv)
{
  int n = (int)bench_arg(argc, argv, 1, 1L << 24);
  int tsteps = (int)bench_arg(argc, argv, 2, 20);
  int reps = (int)bench_arg(argc, argv, 3, 3);
  lcg_state = (unsigned long long)bench_arg(argc, argv, 4, 42);
  if (n < 2 || tsteps < 1 || reps < 1) {
    fprintf(stderr, "solver: N >= 2, T and REPS >= 1\n");
    return 2;
  }
  float *u = bench_array((size_t)n, "u");

  bench_info(16.0 * n * tsteps, 28.0 * n * tsteps);
  double change = 0.0;
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    change = solve(n, tsteps, u);
    bench_region(r, bench_now_ms() - t0);
  }

  printf("n %d\ntsteps %d\nreps %d\nchange %.9g\n", n, tsteps, reps, change);
  bench_print("u", u, (size_t)n);
  free(u);
  return 0;
}
