// wavefront.c leaves a nest as written when no plane 0..4 t + 0..4 i + j = s
// has every dependence go forward (a point reads the row above five columns
// to the right: the plane would need i's coefficient 6; reschedule.c then
// has isl find the planes 6i + j, a host loop of kernels: test/reschedule/
// skew.c), and depend.c refuses it, naming the dependence, when the body writes a
// scalar (a running sum), or when an array is a pointer (its range would
// come from subscripts that only the plane's guard keeps inside it). A bound
// that reads an array element (C reads it again every iteration; the planes
// would take it once) leaves the nest to depend.c too, which keeps it on the
// CPU when the dependence holds only for some sizes.
// RUN: rm -f %t.cu
// RUN: %loopgpu -DFAR --remarks %s -o %t-far.cu 2>&1 | FileCheck --check-prefix=FAR %s
// RUN: not grep lg_wave %t-far.cu
// RUN: not %loopgpu -DRUNNING %s -o %t.cu 2>&1 | FileCheck --check-prefix=RUNNING %s
// RUN: not %loopgpu -DPOINTER %s -o %t.cu 2>&1 | FileCheck --check-prefix=POINTER %s
// RUN: %loopgpu -DBOUND %s -o %t-bound.cu 2>&1 | FileCheck --check-prefix=BOUND %s
// RUN: not grep lg_wave %t-bound.cu
// RUN: not test -e %t.cu

#ifdef FAR
void far(double A[64][69])
{
#pragma loopgpu
  // FAR: remark: {{.*}}isl's scheduler reorders its statements into a host loop (lg_i0 = 7; lg_i0 <= 441) of 1 kernel
  for (int i = 1; i < 64; i++)
    for (int j = 1; j < 64; j++)
      A[i][j] = A[i - 1][j + 5] + A[i][j - 1];
}

#endif
#ifdef RUNNING
void running(int n, double A[n][n], double *out)
{
  double s = 0;
#pragma loopgpu
  // RUNNING: refused.c:[[@LINE-2]]:10: error: scalar 's' carries a value from one iteration of loop 'j' to the next
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++) {
      A[i][j] = A[i - 1][j] + A[i][j - 1];
      s += A[i][j];
    }
  *out = s;
}

#endif
#ifdef POINTER
void pointer(int n, double *a)
{
#pragma loopgpu
  // POINTER: refused.c:[[@LINE+1]]:3: error: loop 'i' carries a dependence
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      a[i * n + j] = a[(i - 1) * n + j] + a[i * n + j - 1];
}
#endif
#ifdef BOUND
void bound(int n, double A[n][n], int lim[1])
{
#pragma loopgpu
  // BOUND: refused.c:[[@LINE+1]]:3: warning: cannot prove that loop 'i' carries no dependence: {{.*}} the loop stays on the CPU
  for (int i = 1; i < lim[0]; i++)
    for (int j = 0; j < n - 1; j++)
      A[i][j] = A[i][j] * 0.5 + A[i - 1][j + 1];
}
#endif
