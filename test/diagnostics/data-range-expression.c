// A range's start and length are expressions of C where the directive
// stands: clang checks them in the second parse that folds clause constants
// (tool/pragma.c). They were pasted into the host half unchecked, which then
// did not compile after exit 0: `copy(a[0:n,])` (found by fuzz_compile),
// an undeclared name, two names in a row.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// What is valid stays valid: a macro, an expression, a cast, a member.
// RUN: %loopgpu -DVALID_ONLY %s -o %t.ok.cu
// RUN: %emu-cxx -fsyntax-only %t.ok.cu

#include <stddef.h>
#define N 64
struct grid { int n; };

#ifndef VALID_ONLY
void comma(int n, float *a, const int *idx)
{
// CHECK: data-range-expression.c:[[@LINE+1]]:26: error: the length 'n,' of 'a[0:n,]' is no expression here: expected expression
#pragma loopgpu copy(a[0:n,]) independent
  for (int i = 0; i < n; i++)
    a[idx[i]] = 1;
}

void undeclared(int n, float *a, const int *idx)
{
// CHECK: data-range-expression.c:[[@LINE+1]]:26: error: the length 'nn' of 'a[0:nn]' is no expression here: use of undeclared identifier 'nn'
#pragma loopgpu copy(a[0:nn]) independent
  for (int i = 0; i < n; i++)
    a[idx[i]] = 1;
}

void start(int n, float *a, const int *idx)
{
// CHECK: data-range-expression.c:[[@LINE+1]]:24: error: the start 'lo' of 'a[lo:n]' is no expression here: use of undeclared identifier 'lo'
#pragma loopgpu copy(a[lo:n]) independent
  for (int i = 0; i < n; i++)
    a[idx[i]] = 1;
}

void two_names(int n, int m, float *a, const int *idx)
{
// CHECK: data-range-expression.c:[[@LINE+1]]:28: error: the length 'n m' of 'a[0:n m]' is no expression here: expected ')'
#pragma loopgpu copyin(a[0:n m]) copy(a[0:n]) independent
  for (int i = 0; i < n; i++)
    a[idx[i]] = 1;
}
#endif

void valid(int n, float *a, const float *b, const int *idx, struct grid g)
{
#pragma loopgpu copy(a[0:N * 2]) copyin(b[(long)0:(size_t)g.n + n]) independent
  for (int i = 0; i < n; i++)
    a[idx[i]] = b[i];
}
