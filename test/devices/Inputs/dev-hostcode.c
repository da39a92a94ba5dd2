/* dev-hostcode.c — a host loop with devices(all) whose host code reaches
 * the arrays through pointers of unknown extent (a helper reading v and
 * v + 1, a loop writing u), swaps its two grids, advances a pointer
 * (x += 1) and leaves by goto; its kernels touch v[1 .. n-2] only, so the
 * host's reads through v must bring back slices that do not contain v
 * itself (found by difftest programs with devices(all) added). The C
 * program (pragmas ignored) is the oracle.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define QUARTER 0.25f
static double c96_acc;
static float c96_u[45];
static float c96_v[45];
static float c96_x[61];
static unsigned long long lcg = 42;
static float next(void)
{
  lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg >> 40) & 0xFFFF) / 65536.0f;
}

static void fill(float *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = next();
}
static void show(const char *name, const float *a, int n)
{
  double s = 0, w = 0;
  for (int i = 0; i < n; i++) {
    s += a[i];
    w += a[i] * (double)(i % 13 + 1);
  }
  printf("%s_sum %.9g\n%s_wsum %.9g\n", name, s, name, w);
  for (int i = 0; i < n; i += 1 + n / 7)
    printf("%s[%d] %.9g\n", name, i, a[i]);
}
static double c96_dot(int n, const float *a, const float *b)
{
  double s = 0;
  for (int q = 0; q < n; q++)
    s += (double)a[q] * (double)b[q];
  return s;
}

static int c96(int n, int steps, int stop, float *u, float *v, const float *x)
{
  int t;
#pragma loopgpu host devices(all)
  for (t = 0; t < steps; t++) {
#pragma loopgpu devices(all)
    for (int i = 1; i < n - 1; i++)
      v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3.0f;
    float *tmp1 = u;
    u = v;
    v = tmp1;
    if (t == stop)
      goto c96_out;
    c96_acc += c96_dot(n - 1, v, v + 1);
    for (int q = 1; q < n; q += 2)
      u[q] = u[q] * 0.5f + 1.0f;
#pragma loopgpu devices(all)
    for (int i = 0; i < n; i++)
      v[i] = v[i] * 0.5f + x[i];
    x += 1;
    v[0] = u[1] * 0.5f;
    u[0] = v[0] * QUARTER;
  }
  return steps;
  c96_out:
  return 100 + t;
}
int main(void)
{
  fill(c96_u, 45); fill(c96_v, 45); fill(c96_x, 61);
  {
    int rc = c96(45, 4, 0, c96_u, c96_v, c96_x);
    printf("c96_rc1 %d\nc96_acc1 %.9g\n", rc, c96_acc);
    memset(c96_v, 0, sizeof c96_v);
    rc = c96(45, 4, 3, c96_u, c96_v, c96_x);
    printf("c96_rc2 %d\nc96_acc2 %.9g\n", rc, c96_acc);
  }
  show("c96_u", c96_u, 45);
  show("c96_v", c96_v, 45);
  return 0;
}
