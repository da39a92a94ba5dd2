// reschedule.c leaves lu's nest as written (and depend.c refuses it,
// naming the dependence) when the code after the nest reads a loop
// variable (the new loops have their own), when the matrix is a flat
// pointer (`A[i * n + j]` split into rows holds only while `j < n`, which
// isl would assume; depend.c then keeps the nest on the CPU, since the
// subscripts meet only for some sizes), when a statement calls a function
// of the file (the math library's may be called) or writes a scalar, or when
// the directive has a clause, or when the nest has more than 24 statements
// (isl's scheduler grows fast with them: 40 take 12 s), or when a
// subscript computes in unsigned arithmetic (it wraps; isl's integers do
// not). A recurrence that no order makes parallel
// (a running prefix: isl's order would be a host loop of one-thread
// kernels, a launch per element) is refused as before.
// RUN: rm -f %t.cu
// RUN: not %loopgpu -DLIVE %s -o %t.cu 2>&1 | FileCheck --check-prefix=LIVE %s
// RUN: %loopgpu -DPOINTER %s -o %t-ptr.cu 2>&1 | FileCheck --check-prefix=POINTER %s
// RUN: not grep lg_i0 %t-ptr.cu
// RUN: not %loopgpu -DCALL %s -o %t.cu 2>&1 | FileCheck --check-prefix=CALL %s
// RUN: not %loopgpu -DSCALAR %s -o %t.cu 2>&1 | FileCheck --check-prefix=SCALAR %s
// RUN: not %loopgpu -DCLAUSE %s -o %t.cu 2>&1 | FileCheck --check-prefix=CLAUSE %s
// RUN: not %loopgpu -DPREFIX %s -o %t.cu 2>&1 | FileCheck --check-prefix=PREFIX %s
// RUN: not %loopgpu -DMANY=25 %s -o %t.cu 2>&1 | FileCheck --check-prefix=MANY %s
// RUN: %loopgpu -DMANY=24 --remarks %s -o %t-24.cu 2>&1 | FileCheck --check-prefix=MANY24 %s
// RUN: not %loopgpu -DUNSIGNED %s -o %t.cu 2>&1 | FileCheck --check-prefix=UNSIGNED %s
// RUN: not test -e %t.cu

#ifdef LIVE
int lu_live(int n, double A[n][n])
{
  int i, j, k;
#pragma loopgpu
  // LIVE: refused.c:[[@LINE+1]]:3: error: loop 'i' carries a dependence
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (j = i; j < n; j++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
  return k;
}
// LIVE: note: no order of the nest's statements was found that runs in parallel (isl's scheduler, transforms/reschedule.c, not tried or not usable: the code after the nest reads loop variable 'k')
#endif

#ifdef POINTER
void lu_pointer(int n, double *A)
{
#pragma loopgpu
  // POINTER: refused.c:[[@LINE+1]]:3: warning: cannot prove that loop 'i' carries no dependence: {{.*}} the loop stays on the CPU
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
      A[i * n + j] /= A[j * n + j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
  }
}
// POINTER: note: no order of the nest's statements was found that runs in parallel (isl's scheduler, transforms/reschedule.c, not tried or not usable: 'A[i * n + j]' (line [[#]]) is a flat subscript split into rows, which holds only while the column stays below the row length (a parameter 'A[n][m]' has rows))
#endif

#ifdef CALL
static double scale(double x) { return 0.5 * x; }
void lu_call(int n, double A[n][n])
{
#pragma loopgpu
  // CALL: refused.c:[[@LINE+1]]:3: error: loop 'i' carries a dependence
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] = scale(A[i][j] / A[j][j]);
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}
// CALL: note: no order of the nest's statements was found that runs in parallel (isl's scheduler, transforms/reschedule.c, not tried or not usable: line [[#]]: it calls 'scale')
#endif

#ifdef SCALAR
void lu_scalar(int n, double A[n][n])
{
#pragma loopgpu
  // SCALAR: refused.c:[[@LINE+1]]:3: error: loop 'i' carries a dependence
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      double w = A[i][j];
      for (int k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}
// SCALAR: note: no order of the nest's statements was found that runs in parallel (isl's scheduler, transforms/reschedule.c, not tried or not usable: line [[#]] declares 'w' (a scalar of each iteration))
#endif

#ifdef CLAUSE
void lu_clause(int n, double A[n][n])
{
#pragma loopgpu tile(16)
  // CLAUSE: refused.c:[[@LINE+1]]:3: error: loop 'i' carries a dependence
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}
// CLAUSE: note: no order of the nest's statements was found that runs in parallel (isl's scheduler, transforms/reschedule.c, not tried or not usable: the directive has clauses)
#endif

#ifdef PREFIX
void prefix(int n, float a[n])
{
#pragma loopgpu
  // PREFIX: refused.c:[[@LINE+1]]:3: error: loop 'i' carries a dependence: 'a[i]' written at line [[#@LINE+2]] and 'a[i - 1]' read at line [[#@LINE+2]]
  for (int i = 1; i < n; i++)
    a[i] += a[i - 1];
}
// PREFIX: note: no order of the nest's statements was found that runs in parallel (isl's scheduler, transforms/reschedule.c, not tried or not usable: isl's order of its statements is not loops that run in parallel and host loops of them)
#endif

#ifdef MANY
/* a row recurrence, MANY times: one kernel over the columns (isl's
   interchange) up to 24 statements, refused above */
void many(int n, double A[n][n])
{
#pragma loopgpu
  // MANY: refused.c:[[@LINE+2]]:3: error: loop 'i' carries a dependence
  // MANY24: remark: {{.*}}isl's scheduler reorders its statements into 1 kernel
  for (int i = 1; i < n; i++) {
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 0;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 1;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 2;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 3;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 4;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 5;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 6;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 7;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 8;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 9;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 10;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 11;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 12;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 13;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 14;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 15;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 16;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 17;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 18;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 19;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 20;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 21;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 22;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 23;
#if MANY > 24
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 24;
// MANY: note: no order of the nest's statements was found that runs in parallel (isl's scheduler, transforms/reschedule.c, not tried or not usable: the nest has 25 statements (at most 24))
#endif
  }
}
#endif

#ifdef UNSIGNED
/* `n - 1` in unsigned wraps at n = 0, where isl's integer is -1 */
void lu_unsigned(unsigned n, double A[64][64])
{
#pragma loopgpu
  // UNSIGNED: refused.c:[[@LINE+1]]:3: error: loop 'i' carries a dependence
  for (int i = 0; i < 64; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (int j = i; j < 64; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j + n - n];
  }
}
// UNSIGNED: note: no order of the nest's statements was found that runs in parallel (isl's scheduler, transforms/reschedule.c, not tried or not usable: line [[#]]: a subscript computes in unsigned arithmetic, which wraps)
#endif
