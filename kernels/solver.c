/* solver.c — a time-stepped solver written the way people write one on the
 * CPU: every step allocates its scratch, the kernels work on it, and the
 * step frees it again. Issue #5's worked example (docs/perf.md).
 *
 * 1-D advection-diffusion du/dt = D u_xx - c u_x on N cells with insulated
 * ends, T steps of Heun's method (two stages). Per step:
 *   flux  the N+1 face fluxes of each stage — never freed (the bug that
 *         makes a long run exhaust memory: one buffer per step);
 *   k1    the first stage's slope, and
 *   pred  the predicted state, both freed at the end of the step.
 * Five kernel regions use them; host code never touches them. Hoisted, the
 * three become one buffer each, allocated before the time loop and released
 * after it (malloc called 3 times instead of 3T; the leak holds one buffer
 * instead of T), and since only kernels use them they stay on the device
 * for the whole loop: 3 device allocations instead of one per region entry
 * (9 per step), and none of their per-step copies between host and device.
 * `nohoist` on the time loop keeps the code as written (kernels/bench/
 * solver.c measures both on the H200).
 *
 * usage: solver [N [T [SEED]]]   (defaults 100003, 20)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;

/* Deterministic pseudo-random values in [0.5, 1.5). */
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

/* T steps on u (N cells); returns the largest change of a cell in a step. */
static double solve(int n, int tsteps, float *u)
{
  const float dif = 0.25f, adv = 0.1f, dt = 0.5f;
  double change = 0.0;
#pragma loopgpu host
  for (int t = 0; t < tsteps; t++) {
    float *flux = malloc((size_t)(n + 1) * sizeof(float));
    float *k1 = malloc((size_t)n * sizeof(float));
    float *pred = malloc((size_t)n * sizeof(float));
    /* stage 1: the fluxes through the faces (none through the two ends),
       the slope, the predicted state */
#pragma loopgpu independent
    for (int f = 0; f < 2; f++)
      flux[f * n] = 0.0f; /* faces 0 and n: distinct, as n >= 2 */
#pragma loopgpu
    for (int i = 1; i < n; i++)
      flux[i] = dif * (u[i] - u[i - 1]) - adv * 0.5f * (u[i] + u[i - 1]);
#pragma loopgpu
    for (int i = 0; i < n; i++) {
      k1[i] = flux[i + 1] - flux[i];
      pred[i] = u[i] + dt * k1[i];
    }
    /* stage 2: the fluxes of the prediction, then the average slope */
#pragma loopgpu
    for (int i = 1; i < n; i++)
      flux[i] = dif * (pred[i] - pred[i - 1]) - adv * 0.5f * (pred[i] + pred[i - 1]);
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
  int n = argc > 1 ? atoi(argv[1]) : 100003;
  int tsteps = argc > 2 ? atoi(argv[2]) : 20;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (n < 2 || tsteps < 0) {
    fprintf(stderr, "solver: N must be >= 2 and T >= 0\n");
    return 2;
  }
  float *u = malloc(sizeof(float) * (size_t)n);
  if (!u) {
    fprintf(stderr, "solver: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++)
    u[i] = lcg_next();
  double change = solve(n, tsteps, u);
  double sum = 0.0, sq = 0.0;
  for (int i = 0; i < n; i++) {
    sum += u[i];
    sq += (double)u[i] * u[i];
  }
  printf("sum %.9g\n", sum);
  printf("sumsq %.9g\n", sq);
  printf("change %.9g\n", change);
  printf("u[%d] %.9g\n", n / 2, u[n / 2]);
  free(u);
  return 0;
}
