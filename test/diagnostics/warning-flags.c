// Named warnings: each ends with [-WNAME]; -Wno-NAME turns one off (its
// note too) and leaves the others; -Werror=NAME makes one an error
// ([-Werror,-WNAME], exit 1: its pass, before the dependence test, stops the
// translation); -Wno-error=NAME keeps one a warning under
// -Werror; the last flag for a name wins; a misspelt loopgpu name is a
// usage error that lists the names.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=BOTH %s
// RUN: %loopgpu %s -o %t.cu -Wno-loopgpu-dependence 2>&1 | FileCheck --check-prefix=NODEP %s
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu -Werror=loopgpu-reduction 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu -Werror -Wno-error=loopgpu-reduction 2>&1 | FileCheck --check-prefix=NOERR %s
// RUN: %loopgpu %s -o %t.cu -Wno-loopgpu-reduction -Wloopgpu-reduction 2>&1 | FileCheck --check-prefix=BOTH %s
// RUN: %expect-exit 2 %loopgpu %s -o %t.cu -Wno-loopgpu-reductoin 2>&1 | FileCheck --check-prefix=TYPO %s

float f(int n, float *a, const int *idx, const float *b)
{
  float s = 0;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[idx[i]] = 0;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  return s;
}
// BOTH: warning-flags.c:20:29: warning: reduction(+:s): the region never updates 's'; the clause has no effect [-Wloopgpu-reduction]{{$}}
// BOTH: warning-flags.c:18:3: warning: cannot prove that loop 'i' carries no dependence: {{.*}} [-Wloopgpu-dependence]{{$}}
// BOTH: note: if no two iterations
// BOTH: 2 warnings generated.
// NODEP: warning: reduction(+:s): {{.*}} [-Wloopgpu-reduction]{{$}}
// NODEP-NOT: cannot prove
// NODEP-NOT: note:
// NODEP: 1 warning generated.
// ERR: warning-flags.c:20:29: error: reduction(+:s): the region never updates 's'; the clause has no effect [-Werror,-Wloopgpu-reduction]{{$}}
// ERR-NOT: cannot prove
// ERR: 1 error generated.
// NOERR: warning-flags.c:20:29: warning: reduction(+:s): {{.*}} [-Wloopgpu-reduction]{{$}}
// NOERR: warning-flags.c:18:3: error: cannot prove {{.*}} [-Werror,-Wloopgpu-dependence]{{$}}
// TYPO: loopgpu: error: unknown warning option '-Wno-loopgpu-reductoin'; loopgpu's warnings are: loopgpu-dependence, {{.*}}loopgpu-reduction,
