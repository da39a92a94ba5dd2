// `independent` is the promise about the annotated loop only: an inner loop
// that carries a dependence (a sum into s[j]) is not mapped to threads.
// RUN: %loopgpu %s --dump-after=map 2>&1 | FileCheck %s

void row_sums(int n, float a[n][n], float *s)
{
#pragma loopgpu independent
  for (int j = 0; j < n; j++)
    for (int k = 0; k < n; k++)
      s[j] += a[j][k];
}
// CHECK-LABEL: region row_sums_k0
// CHECK: loop j: independent
// CHECK-NEXT: loop k: dependent (s[j] line 10, s[j] line 10)
// CHECK: loop j: mapped x
// CHECK-NEXT: loop k: sequential
