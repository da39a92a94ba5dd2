// Invariant subexpressions are atoms by value (lg_expr_equal), not by their
// printed text: `m / n` with n converted to long by C and `m / (long)n` with
// the conversion written out are one value, so the write and the read below
// touch the same element in each iteration and loop i is independent (when
// atoms were told apart by their text, these were two unknowns and the loop
// stayed on the CPU with a warning).
// RUN: %loopgpu %s --dump-after=depend 2>&1 | FileCheck %s
// RUN: %loopgpu %s --dump-after=extent 2>&1 | FileCheck --check-prefix=EXT %s

void shift(int n, long m, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i + m / n] = a[i + m / (long)n] + 1.0f;
}
// CHECK-LABEL: region shift_k0
// CHECK: access a[i + m / n] write line 14: [(m / n) + i]
// CHECK: access a[i + m / (long)n] read line 14: [(m / n) + i]
// CHECK: loop i: independent
// CHECK-NOT: warning:
// one group of subscripts: a single range, no lg_min_ll of two unknowns
// EXT: array a: inout [(long long)(m / n), (long long)n + (long long)(m / n) - 1]
