#include "loopgpu.h"
#line 1 "kernels/solver.c"
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
__global__ void solve_k0(long long lg_trip0, int n, float *__restrict__ flux)
{
  /* loopgpu: solve_k0 from kernels/solver.c:48-49; threads: f -> x; block 256; independent */
  for (long long lg_t0 = blockIdx.x * (long long)blockDim.x + threadIdx.x; lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.x * blockDim.x) {
    int f = (int)lg_t0;
#line 49 "kernels/solver.c"
    flux[f * n] = 0.0f;
  }
}

__global__ void solve_k1(long long lg_trip0, int n, const float dif, const float adv, float *__restrict__ flux, float *__restrict__ u)
{
  /* loopgpu: solve_k1 from kernels/solver.c:51-52; threads: i -> x; block 256 */
  for (long long lg_t0 = blockIdx.x * (long long)blockDim.x + threadIdx.x; lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.x * blockDim.x) {
    int i = 1 + (int)lg_t0;
#line 52 "kernels/solver.c"
    flux[i] = dif * (u[i] - u[i - 1]) - adv * 0.5f * (u[i] + u[i - 1]);
  }
}

__global__ void solve_k2(long long lg_trip0, int n, const float dt, float *__restrict__ k1, float *__restrict__ flux, float *__restrict__ pred, float *__restrict__ u)
{
  /* loopgpu: solve_k2 from kernels/solver.c:54-57; threads: i -> x; block 256 */
  for (long long lg_t0 = blockIdx.x * (long long)blockDim.x + threadIdx.x; lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.x * blockDim.x) {
    int i = (int)lg_t0;
#line 55 "kernels/solver.c"
    k1[i] = flux[i + 1] - flux[i];
    pred[i] = u[i] + dt * k1[i];
  }
}

__global__ void solve_k3(long long lg_trip0, int n, const float dif, const float adv, float *__restrict__ flux, float *__restrict__ pred)
{
  /* loopgpu: solve_k3 from kernels/solver.c:60-61; threads: i -> x; block 256 */
  for (long long lg_t0 = blockIdx.x * (long long)blockDim.x + threadIdx.x; lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.x * blockDim.x) {
    int i = 1 + (int)lg_t0;
#line 61 "kernels/solver.c"
    flux[i] = dif * (pred[i] - pred[i - 1]) - adv * 0.5f * (pred[i] + pred[i - 1]);
  }
}

__global__ void solve_k4(long long lg_trip0, int n, const float dt, float *__restrict__ u, float *__restrict__ k1, float *__restrict__ flux, double *lg_part_change)
{
  /* loopgpu: solve_k4 from kernels/solver.c:63-67; threads: i -> x; block 256; reduction(max:change) */
  double change = -1.7976931348623157e+308;
  for (long long lg_t0 = blockIdx.x * (long long)blockDim.x + threadIdx.x; lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.x * blockDim.x) {
    int i = (int)lg_t0;
#line 64 "kernels/solver.c"
    float next = u[i] + 0.5f * dt * (k1[i] + flux[i + 1] - flux[i]);
    change = fmax(change, fabs((double)(next - u[i])));
    u[i] = next;
  }
  unsigned lg_tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  __shared__ double lg_red_change[256];
  lg_red_change[lg_tid] = change;
  __syncthreads();
  for (unsigned lg_s = 128; lg_s > 0; lg_s >>= 1) {
    if (lg_tid < lg_s && lg_tid + lg_s < 256u)
      lg_red_change[lg_tid] = lg_red_change[lg_tid + lg_s] > lg_red_change[lg_tid] ? lg_red_change[lg_tid + lg_s] : lg_red_change[lg_tid];
    __syncthreads();
  }
  if (lg_tid == 0)
    lg_part_change[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = lg_red_change[0];
}

#line 36 "kernels/solver.c"
static double solve(int n, int tsteps, float *u)
{
  const float dif = 0.25f, adv = 0.1f, dt = 0.5f;
  double change = 0.0;
// #pragma loopgpu host
  { /* loopgpu: data region of the host loop at line 41 */
    float *lg_dp_u = u;
    long long lg_dlo_u = 0;
    long long lg_dhi_u = (long long)n - 1;
    lg_enter((void *)(lg_dp_u + lg_dlo_u), lg_dhi_u >= lg_dlo_u ? (size_t)(lg_dhi_u - lg_dlo_u + 1) * sizeof(float) : 0, LG_COPY, "u", "kernels/solver.c", 41);
    lg_region_begin("solve_data_41", "kernels/solver.c", 41, (lg_dhi_u >= lg_dlo_u ? (size_t)(lg_dhi_u - lg_dlo_u + 1) * sizeof(float) : 0) + (size_t)((size_t)(n + 1) * sizeof(float)) + (size_t)((size_t)n * sizeof(float)) + (size_t)((size_t)n * sizeof(float)), (lg_dhi_u >= lg_dlo_u ? (size_t)(lg_dhi_u - lg_dlo_u + 1) * sizeof(float) : 0) + (size_t)((size_t)(n + 1) * sizeof(float)) + (size_t)((size_t)n * sizeof(float)) + (size_t)((size_t)n * sizeof(float)), 0);
#line 41 "kernels/solver.c"
  { /* loopgpu: allocations hoisted out of the loop at line 41 */
    lg_scratch lg_hs41_0;
    lg_scratch_init(&lg_hs41_0, 0, 0, "flux", "kernels/solver.c", 42);
    lg_scratch_leaks(&lg_hs41_0); /* never freed by the loop */
    lg_scratch lg_hs41_1;
    lg_scratch_init(&lg_hs41_1, 0, 0, "k1", "kernels/solver.c", 43);
    lg_scratch lg_hs41_2;
    lg_scratch_init(&lg_hs41_2, 0, 0, "pred", "kernels/solver.c", 44);
    long long lg_htrip = tsteps > 0 ? (long long)tsteps : 0;
    if (lg_htrip > 0) {
      lg_scratch_prealloc(&lg_hs41_0, (size_t)((size_t)(n + 1) * sizeof(float)));
      lg_scratch_prealloc(&lg_hs41_1, (size_t)((size_t)n * sizeof(float)));
      lg_scratch_prealloc(&lg_hs41_2, (size_t)((size_t)n * sizeof(float)));
      lg_scratch_map(&lg_hs41_0); /* on the device for the whole loop: only kernel regions use 'flux' */
      lg_scratch_map(&lg_hs41_1); /* on the device for the whole loop: only kernel regions use 'k1' */
      lg_scratch_map(&lg_hs41_2); /* on the device for the whole loop: only kernel regions use 'pred' */
    }
#line 41 "kernels/solver.c"
  for (int t = 0; t < tsteps; t++) {
    float *flux = (float *)lg_scratch_get(&lg_hs41_0, (size_t)((size_t)(n + 1) * sizeof(float)));
    float *k1 = (float *)lg_scratch_get(&lg_hs41_1, (size_t)((size_t)n * sizeof(float)));
    float *pred = (float *)lg_scratch_get(&lg_hs41_2, (size_t)((size_t)n * sizeof(float)));
    /* stage 1: the fluxes through the faces (none through the two ends),
       the slope, the predicted state */
// #pragma loopgpu independent
    { /* solve_k0 */
      long long lg_trip0 = 2 > 0 ? (long long)2 : 0;
      if (lg_trip0 > 0) {
        long long lg_lo_flux = lg_min_ll(0, (long long)n);
        long long lg_hi_flux = lg_max_ll(0, (long long)n);
        dim3 lg_block(256, 1, 1);
        dim3 lg_grid(lg_grid_1d(lg_trip0, 256, 65535), 1, 1);
        lg_region_begin("solve_k0", "kernels/solver.c", 48, (lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0), 0, lg_trip0);
        lg_region_paged(lg_pages((lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0)));
        lg_enter((void *)(flux + lg_lo_flux), lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0, LG_COPY, "flux", "kernels/solver.c", 48);
        LG_LAUNCH_RECORD(solve_k0, lg_grid, lg_block, 0, "kernels/solver.c", 48);
        LG_LAUNCH(solve_k0, lg_grid, lg_block, 0, lg_trip0, n,
                  lg_hi_flux < lg_lo_flux ? (float *)0 : (float *)lg_devptr(flux + lg_lo_flux, "flux", "kernels/solver.c", 48) - lg_lo_flux);
        lg_launch_check("solve_k0", "kernels/solver.c", 48);
        lg_exit((void *)(flux + lg_lo_flux), lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0, LG_COPY, "flux", "kernels/solver.c", 48);
        lg_region_end();
      }
    }
#line 49 "kernels/solver.c"
 /* faces 0 and n: distinct, as n >= 2 */
// #pragma loopgpu
    { /* solve_k1 */
      long long lg_trip0 = n > 1 ? (long long)n - 1 : 0;
      if (lg_trip0 > 0) {
        long long lg_lo_flux = 1;
        long long lg_hi_flux = (long long)n - 1;
        long long lg_lo_u = 0;
        long long lg_hi_u = (long long)n - 1;
        dim3 lg_block(256, 1, 1);
        dim3 lg_grid(lg_grid_1d(lg_trip0, 256, 65535), 1, 1);
        lg_region_begin("solve_k1", "kernels/solver.c", 51, (lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0) + (lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0), 0, lg_trip0);
        lg_region_paged(lg_pages((lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0)));
        lg_enter((void *)(flux + lg_lo_flux), lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0, LG_COPY, "flux", "kernels/solver.c", 51);
        lg_enter((void *)(u + lg_lo_u), lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0, LG_COPYIN, "u", "kernels/solver.c", 51);
        LG_LAUNCH_RECORD(solve_k1, lg_grid, lg_block, 0, "kernels/solver.c", 51);
        LG_LAUNCH(solve_k1, lg_grid, lg_block, 0, lg_trip0, n, dif, adv,
                  lg_hi_flux < lg_lo_flux ? (float *)0 : (float *)lg_devptr(flux + lg_lo_flux, "flux", "kernels/solver.c", 51) - lg_lo_flux,
                  lg_hi_u < lg_lo_u ? (float *)0 : (float *)lg_devptr(u + lg_lo_u, "u", "kernels/solver.c", 51) - lg_lo_u);
        lg_launch_check("solve_k1", "kernels/solver.c", 51);
        lg_exit((void *)(u + lg_lo_u), lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0, LG_COPYIN, "u", "kernels/solver.c", 51);
        lg_exit((void *)(flux + lg_lo_flux), lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0, LG_COPY, "flux", "kernels/solver.c", 51);
        lg_region_end();
      }
    }
#line 52 "kernels/solver.c"

// #pragma loopgpu
    { /* solve_k2 */
      long long lg_trip0 = n > 0 ? (long long)n : 0;
      if (lg_trip0 > 0) {
        long long lg_lo_k1 = 0;
        long long lg_hi_k1 = (long long)n - 1;
        long long lg_lo_flux = 0;
        long long lg_hi_flux = (long long)n;
        long long lg_lo_pred = 0;
        long long lg_hi_pred = (long long)n - 1;
        long long lg_lo_u = 0;
        long long lg_hi_u = (long long)n - 1;
        dim3 lg_block(256, 1, 1);
        dim3 lg_grid(lg_grid_1d(lg_trip0, 256, 65535), 1, 1);
        lg_region_begin("solve_k2", "kernels/solver.c", 54, (lg_hi_k1 >= lg_lo_k1 ? (size_t)(lg_hi_k1 - lg_lo_k1 + 1) * sizeof(float) : 0) + (lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0) + (lg_hi_pred >= lg_lo_pred ? (size_t)(lg_hi_pred - lg_lo_pred + 1) * sizeof(float) : 0) + (lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0), 0, lg_trip0);
        lg_region_paged(lg_pages((lg_hi_k1 >= lg_lo_k1 ? (size_t)(lg_hi_k1 - lg_lo_k1 + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_pred >= lg_lo_pred ? (size_t)(lg_hi_pred - lg_lo_pred + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0)));
        lg_enter((void *)(k1 + lg_lo_k1), lg_hi_k1 >= lg_lo_k1 ? (size_t)(lg_hi_k1 - lg_lo_k1 + 1) * sizeof(float) : 0, LG_COPY, "k1", "kernels/solver.c", 54);
        lg_enter((void *)(flux + lg_lo_flux), lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0, LG_COPYIN, "flux", "kernels/solver.c", 54);
        lg_enter((void *)(pred + lg_lo_pred), lg_hi_pred >= lg_lo_pred ? (size_t)(lg_hi_pred - lg_lo_pred + 1) * sizeof(float) : 0, LG_COPY, "pred", "kernels/solver.c", 54);
        lg_enter((void *)(u + lg_lo_u), lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0, LG_COPYIN, "u", "kernels/solver.c", 54);
        LG_LAUNCH_RECORD(solve_k2, lg_grid, lg_block, 0, "kernels/solver.c", 54);
        LG_LAUNCH(solve_k2, lg_grid, lg_block, 0, lg_trip0, n, dt,
                  lg_hi_k1 < lg_lo_k1 ? (float *)0 : (float *)lg_devptr(k1 + lg_lo_k1, "k1", "kernels/solver.c", 54) - lg_lo_k1,
                  lg_hi_flux < lg_lo_flux ? (float *)0 : (float *)lg_devptr(flux + lg_lo_flux, "flux", "kernels/solver.c", 54) - lg_lo_flux,
                  lg_hi_pred < lg_lo_pred ? (float *)0 : (float *)lg_devptr(pred + lg_lo_pred, "pred", "kernels/solver.c", 54) - lg_lo_pred,
                  lg_hi_u < lg_lo_u ? (float *)0 : (float *)lg_devptr(u + lg_lo_u, "u", "kernels/solver.c", 54) - lg_lo_u);
        lg_launch_check("solve_k2", "kernels/solver.c", 54);
        lg_exit((void *)(u + lg_lo_u), lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0, LG_COPYIN, "u", "kernels/solver.c", 54);
        lg_exit((void *)(pred + lg_lo_pred), lg_hi_pred >= lg_lo_pred ? (size_t)(lg_hi_pred - lg_lo_pred + 1) * sizeof(float) : 0, LG_COPY, "pred", "kernels/solver.c", 54);
        lg_exit((void *)(flux + lg_lo_flux), lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0, LG_COPYIN, "flux", "kernels/solver.c", 54);
        lg_exit((void *)(k1 + lg_lo_k1), lg_hi_k1 >= lg_lo_k1 ? (size_t)(lg_hi_k1 - lg_lo_k1 + 1) * sizeof(float) : 0, LG_COPY, "k1", "kernels/solver.c", 54);
        lg_region_end();
      }
    }
#line 57 "kernels/solver.c"

    /* stage 2: the fluxes of the prediction, then the average slope */
// #pragma loopgpu
    { /* solve_k3 */
      long long lg_trip0 = n > 1 ? (long long)n - 1 : 0;
      if (lg_trip0 > 0) {
        long long lg_lo_flux = 1;
        long long lg_hi_flux = (long long)n - 1;
        long long lg_lo_pred = 0;
        long long lg_hi_pred = (long long)n - 1;
        dim3 lg_block(256, 1, 1);
        dim3 lg_grid(lg_grid_1d(lg_trip0, 256, 65535), 1, 1);
        lg_region_begin("solve_k3", "kernels/solver.c", 60, (lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0) + (lg_hi_pred >= lg_lo_pred ? (size_t)(lg_hi_pred - lg_lo_pred + 1) * sizeof(float) : 0), 0, lg_trip0);
        lg_region_paged(lg_pages((lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_pred >= lg_lo_pred ? (size_t)(lg_hi_pred - lg_lo_pred + 1) * sizeof(float) : 0)));
        lg_enter((void *)(flux + lg_lo_flux), lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0, LG_COPY, "flux", "kernels/solver.c", 60);
        lg_enter((void *)(pred + lg_lo_pred), lg_hi_pred >= lg_lo_pred ? (size_t)(lg_hi_pred - lg_lo_pred + 1) * sizeof(float) : 0, LG_COPYIN, "pred", "kernels/solver.c", 60);
        LG_LAUNCH_RECORD(solve_k3, lg_grid, lg_block, 0, "kernels/solver.c", 60);
        LG_LAUNCH(solve_k3, lg_grid, lg_block, 0, lg_trip0, n, dif, adv,
                  lg_hi_flux < lg_lo_flux ? (float *)0 : (float *)lg_devptr(flux + lg_lo_flux, "flux", "kernels/solver.c", 60) - lg_lo_flux,
                  lg_hi_pred < lg_lo_pred ? (float *)0 : (float *)lg_devptr(pred + lg_lo_pred, "pred", "kernels/solver.c", 60) - lg_lo_pred);
        lg_launch_check("solve_k3", "kernels/solver.c", 60);
        lg_exit((void *)(pred + lg_lo_pred), lg_hi_pred >= lg_lo_pred ? (size_t)(lg_hi_pred - lg_lo_pred + 1) * sizeof(float) : 0, LG_COPYIN, "pred", "kernels/solver.c", 60);
        lg_exit((void *)(flux + lg_lo_flux), lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0, LG_COPY, "flux", "kernels/solver.c", 60);
        lg_region_end();
      }
    }
#line 61 "kernels/solver.c"

// #pragma loopgpu reduction(max : change)
    { /* solve_k4 */
      long long lg_trip0 = n > 0 ? (long long)n : 0;
      if (lg_trip0 > 0) {
        long long lg_lo_u = 0;
        long long lg_hi_u = (long long)n - 1;
        long long lg_lo_k1 = 0;
        long long lg_hi_k1 = (long long)n - 1;
        long long lg_lo_flux = 0;
        long long lg_hi_flux = (long long)n;
        dim3 lg_block(256, 1, 1);
        dim3 lg_grid(lg_grid_1d(lg_trip0, 256, 1024), 1, 1);
        lg_region_begin("solve_k4", "kernels/solver.c", 63, (lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0) + (lg_hi_k1 >= lg_lo_k1 ? (size_t)(lg_hi_k1 - lg_lo_k1 + 1) * sizeof(float) : 0) + (lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0) + 1024 * sizeof(double), 1024 * sizeof(double), lg_trip0);
        lg_region_paged(lg_pages((lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_k1 >= lg_lo_k1 ? (size_t)(lg_hi_k1 - lg_lo_k1 + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0)) + lg_pages(1024 * sizeof(double)));
        lg_enter((void *)(u + lg_lo_u), lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0, LG_COPY, "u", "kernels/solver.c", 63);
        lg_enter((void *)(k1 + lg_lo_k1), lg_hi_k1 >= lg_lo_k1 ? (size_t)(lg_hi_k1 - lg_lo_k1 + 1) * sizeof(float) : 0, LG_COPYIN, "k1", "kernels/solver.c", 63);
        lg_enter((void *)(flux + lg_lo_flux), lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0, LG_COPYIN, "flux", "kernels/solver.c", 63);
        double *lg_part_change = (double *)lg_dmalloc(1024 * sizeof(double), "change", "kernels/solver.c", 63);
        LG_LAUNCH_RECORD(solve_k4, lg_grid, lg_block, 0, "kernels/solver.c", 63);
        LG_LAUNCH(solve_k4, lg_grid, lg_block, 0, lg_trip0, n, dt,
                  lg_hi_u < lg_lo_u ? (float *)0 : (float *)lg_devptr(u + lg_lo_u, "u", "kernels/solver.c", 63) - lg_lo_u,
                  lg_hi_k1 < lg_lo_k1 ? (float *)0 : (float *)lg_devptr(k1 + lg_lo_k1, "k1", "kernels/solver.c", 63) - lg_lo_k1,
                  lg_hi_flux < lg_lo_flux ? (float *)0 : (float *)lg_devptr(flux + lg_lo_flux, "flux", "kernels/solver.c", 63) - lg_lo_flux, lg_part_change);
        lg_launch_check("solve_k4", "kernels/solver.c", 63);
        {
          double lg_h_change[1024];
          unsigned lg_nb = lg_grid.x * lg_grid.y * lg_grid.z;
          lg_memcpy_d2h(lg_h_change, lg_part_change, lg_nb * sizeof(double), "kernels/solver.c", 63);
          for (unsigned lg_b = 0; lg_b < lg_nb; lg_b++)
            change = lg_h_change[lg_b] > change ? lg_h_change[lg_b] : change;
        }
        lg_dfree(lg_part_change, "kernels/solver.c", 63);
        lg_exit((void *)(flux + lg_lo_flux), lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0, LG_COPYIN, "flux", "kernels/solver.c", 63);
        lg_exit((void *)(k1 + lg_lo_k1), lg_hi_k1 >= lg_lo_k1 ? (size_t)(lg_hi_k1 - lg_lo_k1 + 1) * sizeof(float) : 0, LG_COPYIN, "k1", "kernels/solver.c", 63);
        lg_exit((void *)(u + lg_lo_u), lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0, LG_COPY, "u", "kernels/solver.c", 63);
        lg_region_end();
      }
    }
#line 67 "kernels/solver.c"

    /* hoisted: 'pred' is released after the loop */
    /* hoisted: 'k1' is released after the loop */
  }
    lg_scratch_release(&lg_hs41_0);
    lg_scratch_release(&lg_hs41_1);
    lg_scratch_release(&lg_hs41_2);
  }
#line 70 "kernels/solver.c"

    lg_exit((void *)(lg_dp_u + lg_dlo_u), lg_dhi_u >= lg_dlo_u ? (size_t)(lg_dhi_u - lg_dlo_u + 1) * sizeof(float) : 0, LG_COPY, "u", "kernels/solver.c", 41);
    lg_region_end();
  }
#line 70 "kernels/solver.c"

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
  float *u = (float *)malloc(sizeof(float) * (size_t)n);
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
