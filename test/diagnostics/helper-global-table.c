// A helper that reads a file-scope table the host may change (not const, of
// known size): no longer refused. The table is an array of the region,
// copied in whole before it, and the device copy of the helper gets it as
// an added parameter named as the table (test/e2e/file-array-helper.c runs
// such programs). An unknown size or a file-scope pointer stays an error
// (helper-global-unsized.c, helper-global-pointer.c).
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=DIAG --allow-empty %s
// RUN: FileCheck %s < %t.cu
// DIAG-NOT: {{error|warning}}:

float weights[4] = {1, 2, 3, 4};

static float w(int k) { return weights[k & 3]; }

void f(int n, float *x) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] *= w(i);
}

// CHECK: static __device__ float lg_fn_w(int k, float *weights)
// CHECK: return weights[k & 3];
// CHECK: __global__ void f_k0(long long lg_trip0, float *__restrict__ x, float *__restrict__ weights)
// CHECK: x[i] *= lg_fn_w(i, weights);
// CHECK: LG_COPYIN, "weights"
