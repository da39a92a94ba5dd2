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
/* loopgpu: the loops of solve() that run on the device */
void lg_solver_solve_k0(float *, int, long long, long long);
void lg_solver_solve_k1(int, float *, float, float *, float, long long, long long, long long, long long);
void lg_solver_solve_k2(int, float *, float *, float *, float *, float, long long, long long, long long, long long, long long, long long, long long, long long);
void lg_solver_solve_k3(int, float *, float, float *, float, long long, long long, long long, long long);
void lg_solver_solve_k4(int, float *, float, float *, float *, double *, long long, long long, long long, long long, long long, long long);
#line 36 "kernels/solver.c"
static double solve(int n, int tsteps, float *u)
{
  const float dif = 0.25f, adv = 0.1f, dt = 0.5f;
  double change = 0.0;
// #pragma loopgpu host
  { /* loopgpu: data region of the host loop at line 41 */
    long long lg_dlo_u = 0, lg_dhi_u = (long long)n - 1;
    lg_data_entry lg_de41[1];
    lg_data_region lg_dr41 LG_CLEANUP(lg_data_close) = {lg_de41, 0, 1, "kernels/solver.c", 41, 1, 0, 0};
    lg_region_begin("solve_data_41", "kernels/solver.c", 41, (lg_dhi_u >= lg_dlo_u ? (size_t)(lg_dhi_u - lg_dlo_u + 1) * sizeof(float) : 0) + (size_t)((size_t)(n + 1) * sizeof(float)) + (size_t)((size_t)n * sizeof(float)) + (size_t)((size_t)n * sizeof(float)), (lg_dhi_u >= lg_dlo_u ? (size_t)(lg_dhi_u - lg_dlo_u + 1) * sizeof(float) : 0) + (size_t)((size_t)(n + 1) * sizeof(float)) + (size_t)((size_t)n * sizeof(float)) + (size_t)((size_t)n * sizeof(float)), 0);
    lg_data_enter(&lg_dr41, (const void *)(u), (void *)(u + lg_dlo_u), lg_dhi_u >= lg_dlo_u ? (size_t)(lg_dhi_u - lg_dlo_u + 1) * sizeof(float) : 0, LG_COPY, "u");
#line 41 "kernels/solver.c"
  { /* loopgpu: allocations hoisted out of the loop at line 41 */
    lg_scratch lg_hs41_0 LG_CLEANUP(lg_scratch_release);
    lg_scratch_init(&lg_hs41_0, 0, 0, "flux", "kernels/solver.c", 42);
    lg_scratch_leaks(&lg_hs41_0); /* never freed by the loop */
    lg_scratch lg_hs41_1 LG_CLEANUP(lg_scratch_release);
    lg_scratch_init(&lg_hs41_1, 0, 0, "k1", "kernels/solver.c", 43);
    lg_scratch lg_hs41_2 LG_CLEANUP(lg_scratch_release);
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
    float *flux = lg_scratch_get(&lg_hs41_0, (size_t)((size_t)(n + 1) * sizeof(float)));
    float *k1 = lg_scratch_get(&lg_hs41_1, (size_t)((size_t)n * sizeof(float)));
    float *pred = lg_scratch_get(&lg_hs41_2, (size_t)((size_t)n * sizeof(float)));
    /* stage 1: the fluxes through the faces (none through the two ends),
       the slope, the predicted state */
// #pragma loopgpu independent
    { /* loopgpu: data region of the kernel regions of lines 48-67: their arrays stay on the device from the first to the last */
      long long lg_dlo_flux = lg_min_ll(lg_min_ll(0, (long long)n), 1), lg_dhi_flux = lg_max_ll(lg_max_ll(0, (long long)n), (long long)n - 1);
      long long lg_dlo_k1 = 0, lg_dhi_k1 = (long long)n - 1;
      long long lg_dlo_pred = 0, lg_dhi_pred = (long long)n - 1;
      lg_data_entry lg_de48[3];
      lg_data_region lg_dr48 LG_CLEANUP(lg_data_close) = {lg_de48, 0, 3, "kernels/solver.c", 48, 1, 0, 0};
      lg_region_begin("solve_data_48", "kernels/solver.c", 48, (lg_dhi_flux >= lg_dlo_flux ? (size_t)(lg_dhi_flux - lg_dlo_flux + 1) * sizeof(float) : 0) + (lg_dhi_k1 >= lg_dlo_k1 ? (size_t)(lg_dhi_k1 - lg_dlo_k1 + 1) * sizeof(float) : 0) + (lg_dhi_pred >= lg_dlo_pred ? (size_t)(lg_dhi_pred - lg_dlo_pred + 1) * sizeof(float) : 0), (lg_dhi_flux >= lg_dlo_flux ? (size_t)(lg_dhi_flux - lg_dlo_flux + 1) * sizeof(float) : 0) + (lg_dhi_k1 >= lg_dlo_k1 ? (size_t)(lg_dhi_k1 - lg_dlo_k1 + 1) * sizeof(float) : 0) + (lg_dhi_pred >= lg_dlo_pred ? (size_t)(lg_dhi_pred - lg_dlo_pred + 1) * sizeof(float) : 0), 0);
      lg_data_enter(&lg_dr48, (const void *)(flux), (void *)(flux + lg_dlo_flux), lg_dhi_flux >= lg_dlo_flux ? (size_t)(lg_dhi_flux - lg_dlo_flux + 1) * sizeof(float) : 0, LG_COPY, "flux");
      lg_data_enter(&lg_dr48, (const void *)(k1), (void *)(k1 + lg_dlo_k1), lg_dhi_k1 >= lg_dlo_k1 ? (size_t)(lg_dhi_k1 - lg_dlo_k1 + 1) * sizeof(float) : 0, (lg_dhi_k1 - lg_dlo_k1 + 1 == (n > 0 ? (long long)n : 0)) ? LG_COPYOUT : LG_COPY, "k1");
      lg_data_enter(&lg_dr48, (const void *)(pred), (void *)(pred + lg_dlo_pred), lg_dhi_pred >= lg_dlo_pred ? (size_t)(lg_dhi_pred - lg_dlo_pred + 1) * sizeof(float) : 0, (lg_dhi_pred - lg_dlo_pred + 1 == (n > 0 ? (long long)n : 0)) ? LG_COPYOUT : LG_COPY, "pred");
#line 48 "kernels/solver.c"
    { /* solve_k0: lines 48-49 run on the device (lg_solver_solve_k0) */
      long long lg_lo_flux = lg_min_ll(0, (long long)n), lg_hi_flux = lg_max_ll(0, (long long)n);
      lg_solver_solve_k0(flux, n, lg_lo_flux, lg_hi_flux);
    }
#line 49 "kernels/solver.c"
 /* faces 0 and n: distinct, as n >= 2 */
// #pragma loopgpu
    { /* solve_k1: lines 51-52 run on the device (lg_solver_solve_k1) */
      long long lg_lo_flux = 1, lg_hi_flux = (long long)n - 1;
      long long lg_lo_u = 0, lg_hi_u = (long long)n - 1;
      size_t lg_nb_flux = (lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0);
      size_t lg_nb_u = (lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0);
      const char *lg_ov =
        lg_overlap((const void *)(flux + lg_lo_flux), lg_nb_flux, (const void *)(u + lg_lo_u), lg_nb_u) ? "'flux' and 'u'" : (const char *)0;
      if (lg_ov) { /* they share memory: the loop as written, on the CPU */
        lg_on_host(lg_ov, "solve_k1", "kernels/solver.c", 51);
        if (lg_nb_flux)
          lg_update_host((const void *)(flux + lg_lo_flux), lg_nb_flux, "flux", "kernels/solver.c", 51);
        if (lg_nb_u)
          lg_update_host((const void *)(u + lg_lo_u), lg_nb_u, "u", "kernels/solver.c", 51);
#line 51 "kernels/solver.c"
    for (int i = 1; i < n; i++)
      flux[i] = dif * (u[i] - u[i - 1]) - adv * 0.5f * (u[i] + u[i - 1]);
        if (lg_nb_flux)
          lg_update_device((const void *)(flux + lg_lo_flux), lg_nb_flux, "flux", "kernels/solver.c", 51);
      } else {
        lg_solver_solve_k1(n, flux, dif, u, adv, lg_lo_flux, lg_hi_flux, lg_lo_u, lg_hi_u);
      }
    }
#line 52 "kernels/solver.c"

// #pragma loopgpu
    { /* solve_k2: lines 54-57 run on the device (lg_solver_solve_k2) */
      long long lg_lo_k1 = 0, lg_hi_k1 = (long long)n - 1;
      long long lg_lo_flux = 0, lg_hi_flux = (long long)n;
      long long lg_lo_pred = 0, lg_hi_pred = (long long)n - 1;
      long long lg_lo_u = 0, lg_hi_u = (long long)n - 1;
      size_t lg_nb_k1 = (lg_hi_k1 >= lg_lo_k1 ? (size_t)(lg_hi_k1 - lg_lo_k1 + 1) * sizeof(float) : 0);
      size_t lg_nb_flux = (lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0);
      size_t lg_nb_pred = (lg_hi_pred >= lg_lo_pred ? (size_t)(lg_hi_pred - lg_lo_pred + 1) * sizeof(float) : 0);
      size_t lg_nb_u = (lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0);
      const char *lg_ov =
        lg_overlap((const void *)(k1 + lg_lo_k1), lg_nb_k1, (const void *)(flux + lg_lo_flux), lg_nb_flux) ? "'k1' and 'flux'" :
        lg_overlap((const void *)(k1 + lg_lo_k1), lg_nb_k1, (const void *)(pred + lg_lo_pred), lg_nb_pred) ? "'k1' and 'pred'" :
        lg_overlap((const void *)(k1 + lg_lo_k1), lg_nb_k1, (const void *)(u + lg_lo_u), lg_nb_u) ? "'k1' and 'u'" :
        lg_overlap((const void *)(pred + lg_lo_pred), lg_nb_pred, (const void *)(flux + lg_lo_flux), lg_nb_flux) ? "'pred' and 'flux'" :
        lg_overlap((const void *)(pred + lg_lo_pred), lg_nb_pred, (const void *)(u + lg_lo_u), lg_nb_u) && (const void *)pred != (const void *)u ? "'pred' and 'u'" : (const char *)0;
      if (lg_ov) { /* they share memory: the loop as written, on the CPU */
        lg_on_host(lg_ov, "solve_k2", "kernels/solver.c", 54);
        if (lg_nb_k1)
          lg_update_host((const void *)(k1 + lg_lo_k1), lg_nb_k1, "k1", "kernels/solver.c", 54);
        if (lg_nb_flux)
          lg_update_host((const void *)(flux + lg_lo_flux), lg_nb_flux, "flux", "kernels/solver.c", 54);
        if (lg_nb_pred)
          lg_update_host((const void *)(pred + lg_lo_pred), lg_nb_pred, "pred", "kernels/solver.c", 54);
        if (lg_nb_u)
          lg_update_host((const void *)(u + lg_lo_u), lg_nb_u, "u", "kernels/solver.c", 54);
#line 54 "kernels/solver.c"
    for (int i = 0; i < n; i++) {
      k1[i] = flux[i + 1] - flux[i];
      pred[i] = u[i] + dt * k1[i];
    }
        if (lg_nb_k1)
          lg_update_device((const void *)(k1 + lg_lo_k1), lg_nb_k1, "k1", "kernels/solver.c", 54);
        if (lg_nb_pred)
          lg_update_device((const void *)(pred + lg_lo_pred), lg_nb_pred, "pred", "kernels/solver.c", 54);
      } else {
        lg_solver_solve_k2(n, k1, flux, pred, u, dt, lg_lo_k1, lg_hi_k1, lg_lo_flux, lg_hi_flux, lg_lo_pred, lg_hi_pred, lg_lo_u, lg_hi_u);
      }
    }
#line 57 "kernels/solver.c"

    /* stage 2: the fluxes of the prediction, then the average slope */
// #pragma loopgpu
    { /* solve_k3: lines 60-61 run on the device (lg_solver_solve_k3) */
      long long lg_lo_flux = 1, lg_hi_flux = (long long)n - 1;
      long long lg_lo_pred = 0, lg_hi_pred = (long long)n - 1;
      size_t lg_nb_flux = (lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0);
      size_t lg_nb_pred = (lg_hi_pred >= lg_lo_pred ? (size_t)(lg_hi_pred - lg_lo_pred + 1) * sizeof(float) : 0);
      const char *lg_ov =
        lg_overlap((const void *)(flux + lg_lo_flux), lg_nb_flux, (const void *)(pred + lg_lo_pred), lg_nb_pred) ? "'flux' and 'pred'" : (const char *)0;
      if (lg_ov) { /* they share memory: the loop as written, on the CPU */
        lg_on_host(lg_ov, "solve_k3", "kernels/solver.c", 60);
        if (lg_nb_flux)
          lg_update_host((const void *)(flux + lg_lo_flux), lg_nb_flux, "flux", "kernels/solver.c", 60);
        if (lg_nb_pred)
          lg_update_host((const void *)(pred + lg_lo_pred), lg_nb_pred, "pred", "kernels/solver.c", 60);
#line 60 "kernels/solver.c"
    for (int i = 1; i < n; i++)
      flux[i] = dif * (pred[i] - pred[i - 1]) - adv * 0.5f * (pred[i] + pred[i - 1]);
        if (lg_nb_flux)
          lg_update_device((const void *)(flux + lg_lo_flux), lg_nb_flux, "flux", "kernels/solver.c", 60);
      } else {
        lg_solver_solve_k3(n, flux, dif, pred, adv, lg_lo_flux, lg_hi_flux, lg_lo_pred, lg_hi_pred);
      }
    }
#line 61 "kernels/solver.c"

// #pragma loopgpu reduction(max : change)
    { /* solve_k4: lines 63-67 run on the device (lg_solver_solve_k4) */
      long long lg_lo_u = 0, lg_hi_u = (long long)n - 1;
      long long lg_lo_k1 = 0, lg_hi_k1 = (long long)n - 1;
      long long lg_lo_flux = 0, lg_hi_flux = (long long)n;
      size_t lg_nb_u = (lg_hi_u >= lg_lo_u ? (size_t)(lg_hi_u - lg_lo_u + 1) * sizeof(float) : 0);
      size_t lg_nb_k1 = (lg_hi_k1 >= lg_lo_k1 ? (size_t)(lg_hi_k1 - lg_lo_k1 + 1) * sizeof(float) : 0);
      size_t lg_nb_flux = (lg_hi_flux >= lg_lo_flux ? (size_t)(lg_hi_flux - lg_lo_flux + 1) * sizeof(float) : 0);
      const char *lg_ov =
        lg_overlap((const void *)(u + lg_lo_u), lg_nb_u, (const void *)(k1 + lg_lo_k1), lg_nb_k1) ? "'u' and 'k1'" :
        lg_overlap((const void *)(u + lg_lo_u), lg_nb_u, (const void *)(flux + lg_lo_flux), lg_nb_flux) ? "'u' and 'flux'" : (const char *)0;
      if (lg_ov) { /* they share memory: the loop as written, on the CPU */
        lg_on_host(lg_ov, "solve_k4", "kernels/solver.c", 63);
        if (lg_nb_u)
          lg_update_host((const void *)(u + lg_lo_u), lg_nb_u, "u", "kernels/solver.c", 63);
        if (lg_nb_k1)
          lg_update_host((const void *)(k1 + lg_lo_k1), lg_nb_k1, "k1", "kernels/solver.c", 63);
        if (lg_nb_flux)
          lg_update_host((const void *)(flux + lg_lo_flux), lg_nb_flux, "flux", "kernels/solver.c", 63);
#line 63 "kernels/solver.c"
    for (int i = 0; i < n; i++) {
      float next = u[i] + 0.5f * dt * (k1[i] + flux[i + 1] - flux[i]);
      change = fmax(change, fabs((double)(next - u[i])));
      u[i] = next;
    }
        if (lg_nb_u)
          lg_update_device((const void *)(u + lg_lo_u), lg_nb_u, "u", "kernels/solver.c", 63);
      } else {
        lg_solver_solve_k4(n, u, dt, k1, flux, &change, lg_lo_u, lg_hi_u, lg_lo_k1, lg_hi_k1, lg_lo_flux, lg_hi_flux);
      }
    }
#line 67 "kernels/solver.c"

    } /* loopgpu: the data region of line 48 closes */
#line 67 "kernels/solver.c"

    /* hoisted: 'pred' is released after the loop */
    /* hoisted: 'k1' is released after the loop */
  }
  } /* loopgpu: the hoisted buffers are released */
#line 70 "kernels/solver.c"

  } /* loopgpu: the data region of line 41 closes */
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
