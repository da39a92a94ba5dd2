// Macros and the preprocessor around directives: a loop header written by a
// macro is an error that names the macro (it was misread as a loop without
// initialization; a function-like one too), a directive in a block the preprocessor skips is ignored
// (it was attached to the next token, '#'), one in a block it keeps works,
// and a macro for the keyword alone is fine.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// RUN: %loopgpu -DNO_MACRO_LOOP %s -o %t2.cu 2>&1 | FileCheck --allow-empty --check-prefix=OK %s
// RUN: grep -c '^static __global__' %t2.cu | FileCheck --check-prefix=COUNT %s
// OK-NOT: error:
// COUNT: 2
#define LOOP for (int i = 0; i < n; i++)
#define FOR for
#define FOR_N(i, n) for (int i = 0; i < (n); i++)

void f(int n, float *x)
{
#if 0
#pragma loopgpu tile(8)
#endif
  for (int i = 0; i < n; i++)
    x[i] = 0;
#ifndef NO_MACRO_LOOP
// CHECK: macro-loops.c:[[@LINE+2]]:3: error: the header of this loop comes from the expansion of macro 'LOOP': write 'for (...)' out in the source
#pragma loopgpu
  LOOP x[i] = 1;
// A function-like macro: its parenthesis holds the macro's arguments, not
// the loop's header (it was "the initialization is missing").
// CHECK: macro-loops.c:[[@LINE+2]]:3: error: the header of this loop comes from the expansion of macro 'FOR_N': write 'for (...)' out in the source
#pragma loopgpu
  FOR_N(i, n) x[i] = 4;
#endif
#ifdef __STDC__
#pragma loopgpu tile(8)
  for (int i = 0; i < n; i++)
    x[i] += 2;
#endif
#pragma loopgpu
  FOR (int i = 0; i < n; i++)
    x[i] += 3;
}
