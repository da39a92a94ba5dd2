// The block trees of a region's reductions are static shared memory, one
// element per thread each: more than 48 KB per block is an error.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

void moments(int n, const double *x, double *out)
{
  double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0;
#pragma loopgpu tile(1024) reduction(+:s0, s1, s2, s3, s4, s5, s6)
  for (int i = 0; i < n; i++) {
    s0 += 1;
    s1 += x[i];
    s2 += x[i] * x[i];
    s3 += x[i] * x[i] * x[i];
    s4 += x[i] * x[i] * x[i] * x[i];
    s5 += x[i] * 5;
    s6 += x[i] * 6;
  }
  out[0] = s0 + s1 + s2 + s3 + s4 + s5 + s6;
}

// CHECK: {{.*}}diag-shared-limit.c:10:28: error: the 7 reductions need 57344 bytes of shared memory per block for their block trees (1024 threads each); a block has at most 49152: split the loop or use a smaller tile
// CHECK-NEXT: {{^}}#pragma loopgpu tile(1024) reduction(+:s0, s1, s2, s3, s4, s5, s6)
// CHECK-NEXT: {{^}}                           ^
// CHECK-NOT: {{error|warning}}:
