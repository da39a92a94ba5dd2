// The host half is the input's own C, compiled by a C compiler: constructs
// that C++ rejects or reads differently pass through untouched and keep
// their C meaning by construction (variably modified types and `sizeof` on
// them, `restrict`, implicit `void *` conversions, C++ keywords as names,
// enum arithmetic, sizeof('a'), library calls whose C++ overloads differ).
// Only the region's loop is replaced (by the call of its function in the
// CUDA half), and the directive kept as a comment.
// RUN: %loopgpu %s -o %t.cu
// RUN: %strip-checks %t.host.c | FileCheck %s
// RUN: FileCheck --check-prefix=CUCHECK %s < %t.cu
// CUCHECK: static __global__ void shift_k0(long long lg_trip0, int lg_v_new, float *__restrict__ x)
// CUCHECK: int lg_v_template = i % 2;
// CUCHECK: x[i] += lg_v_new + lg_v_template;
// RUN: %cc -Wall -Wextra -Werror -Wno-absolute-value -c -I %srcroot/runtime/include %t.host.c -o %t.o
// RUN: %e2e -w %t/e %s 5 3
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum color { RED, GREEN, BLUE };

// CHECK: void fill(int n, int m, float A[n][m], const float *restrict v)
void fill(int n, int m, float A[n][m], const float *restrict v)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
// CHECK: A[i][j] = v[j] + (float)abs(v[i % m]);
      A[i][j] = v[j] + (float)abs(v[i % m]);
}

// CHECK: double root(float f)
double root(float f)
{
// CHECK: return sqrt(f);
  return sqrt(f);
}

void scale(int n, float *x)
{
// CHECK: // #pragma loopgpu
// CHECK-NEXT: { /* scale_k0: lines [[@LINE+2]]-[[@LINE+3]] run on the device (lg_host_half_is_c_scale_k0) */
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] = 2 * x[i];
}

// A C++ keyword as the name of a variable a kernel uses: lg_v_new in the CUDA
// half, `new` in the host half.
// CHECK: lg_host_half_is_c_shift_k0(n, x, new, {{.*}});
void shift(int n, float *x, int new)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int template = i % 2;
    x[i] += new + template;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 3, m = argc > 2 ? atoi(argv[2]) : 4;
// CHECK: float *v = malloc(sizeof(float) * m);
  float *v = malloc(sizeof(float) * m);
// CHECK: float (*B)[m] = calloc(n * m, sizeof(float));
  float (*B)[m] = calloc(n * m, sizeof(float));
  int new = (int)sizeof('a');
  enum color class = RED;
  class++;
  for (int j = 0; j < m; j++)
    v[j] = j + 0.5f;
  fill(n, m, B, v);
  scale(m, v);
  shift(m, v, 3);
  printf("sizeof_row %zu\n", sizeof *B);
  printf("rows_apart %td\n", (B + 2) - B);
  printf("new %d\n", new);
  printf("class %d\n", (int)class);
  printf("root %.9g\n", root(B[n - 1][m - 1]));
  printf("v %.9g\n", v[m - 1]);
  free(B);
  free(v);
  return 0;
}
