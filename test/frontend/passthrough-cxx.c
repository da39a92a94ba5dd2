// The C outside kernel regions becomes valid CUDA C++ with its C meaning:
// casts for void * conversions, __restrict__, flat pointers for variably
// modified parameters (subscripts linearized, arguments cast), explicit
// conversions on library-call arguments, directives kept as comments.
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s
// RUN: %loopgpu %s -o %t.cu && c++ -x c++ -fsyntax-only -Wall -Werror -I %srcroot/runtime/include %t.cu
#include <math.h>
#include <stdlib.h>

// CHECK: void fill(int n, int m, float *A, const float *__restrict__ v)
void fill(int n, int m, float A[n][m], const float *restrict v)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
// CHECK: A[(i) * (m) + (j)] = v[j] + (float)abs((int)v[i]);
      A[i][j] = v[j] + (float)abs(v[i]);
}

double root(float f)
{
// CHECK: return sqrt((double)f);
  return sqrt(f);
}

void scale(int n, float *x)
{
// CHECK: // #pragma loopgpu
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] = 2 * x[i];
}

int main(void)
{
  int n = 3, m = 4;
// CHECK: float *v = (float *)malloc(sizeof(float) * m);
  float *v = malloc(sizeof(float) * m);
// CHECK: float *B = (float *)calloc(n * m, sizeof(float));
  float (*B)[m] = calloc(n * m, sizeof(float));
  v[0] = 1;
// CHECK: fill(n, m, B, v);
  fill(n, m, B, v);
  float g[3][4];
// CHECK: fill(3, 4, (float *)g, v);
  fill(3, 4, g, v);
  scale(m, v);
  free(B);
  free(v);
  return (int)root(g[0][0]);
}
