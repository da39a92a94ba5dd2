// A region whose outermost loop carries a dependence (a time loop) is an
// error that suggests host (docs/directives.md §2), when the loop inside it
// carries one too (a[i - 1]) and isl's scheduler cannot reorder the nest
// (here a scalar temporary; without it the planes 2s + i become a
// host loop of kernels: test/reschedule/time-loop.c); where the inner loop
// carries none whatever the time step, the two are swapped instead
// (test/interchange/swap.c, timeloop).
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int t, int n, float *a)
{
#pragma loopgpu
  for (int s = 0; s < t; s++)
    for (int i = 1; i < n; i++) {
      float d = a[i - 1] * s;
      a[i] = a[i] + d;
    }
}

// CHECK: {{.*}}time-loop.c:15:3: error: loop 's' carries a dependence: 'a[i]' written at line 18 by two of its iterations
// CHECK-NEXT: {{^}}  for (int s = 0; s < t; s++)
// CHECK-NEXT: {{^}}  ^
// CHECK-NEXT: {{.*}}time-loop.c:14:1: note: a loop that cannot run in parallel stays on the CPU with '#pragma loopgpu host'; annotate the loops inside it instead
// CHECK-NEXT: {{^}}#pragma loopgpu
// CHECK-NEXT: {{^}}^
// CHECK-NOT: error:
