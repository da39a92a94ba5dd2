// A misspelt clause name is an error that names the clause meant (the
// nearest by edit distance: a transposition, a letter missing or extra);
// a name far from every clause gets no suggestion (unknown-clause.c).
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: %expect-exit 1 %loopgpu -DSECOND %s -o %t.cu 2>&1 | FileCheck --check-prefix=SECOND %s
// RUN: %expect-exit 1 %loopgpu -DTHIRD %s -o %t.cu 2>&1 | FileCheck --check-prefix=THIRD %s

void f(int n, float *x)
{
#if !defined(SECOND) && !defined(THIRD)
// CHECK: unknown-clause-suggest.c:[[@LINE+3]]:17: error: unknown clause 'tlie' in '#pragma loopgpu'; did you mean 'tile'?{{$}}
// CHECK-NEXT: {{^#pragma loopgpu tlie\(16\)$}}
// CHECK-NEXT: {{^ {16}\^}}
#pragma loopgpu tlie(16)
  for (int i = 0; i < n; i++)
    x[i] = 0;
#elif defined(SECOND)
// SECOND: unknown-clause-suggest.c:[[@LINE+1]]:30: error: unknown clause 'indepedent' in '#pragma loopgpu'; did you mean 'independent'?
#pragma loopgpu copy(x[0:n]) indepedent
  for (int i = 0; i < n; i++)
    x[i] = 0;
#else
// THIRD: unknown-clause-suggest.c:[[@LINE+1]]:17: error: unknown clause 'copyinn' in '#pragma loopgpu'; did you mean 'copyin'?
#pragma loopgpu copyinn(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = 0;
#endif
}
