// Staging above 48 KB per block becomes dynamic shared memory: the kernel
// carves its buffers out of one 16-byte-aligned extern array, and the host
// opts the kernel in (cudaFuncSetAttribute through lg_kernel_smem) and
// launches with those bytes. A 32x32 tile with k strips of 256: A 32x257 +
// B 256x33 floats = 32896 + 33792 = 66688 bytes.
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s

void mm(int n, int k, float C[n][n], float A[n][k], float B[k][n])
{
// CHECK: __global__ void __launch_bounds__(1024) mm_k0(
// CHECK-NEXT: {
// CHECK-NEXT: /* loopgpu: mm_k0 {{.*}} staged: A[32][256] per p strip, B[256][32] per p strip; p in strips of 256 */
// CHECK-NEXT: LG_DYNAMIC_SHARED(char, lg_smem);
// CHECK-NEXT: float (*lg_sA)[257] = (float (*)[257])(lg_smem + 0);
// CHECK-NEXT: float (*lg_sB)[33] = (float (*)[33])(lg_smem + 32896);
// CHECK: lg_kernel_smem((const void *)mm_k0, 66688, "mm_k0",
// CHECK-NEXT: LG_LAUNCH_RECORD(mm_k0, lg_grid, lg_block, 66688,
// CHECK-NEXT: LG_LAUNCH(mm_k0, lg_grid, lg_block, 66688,
#pragma loopgpu tile(32)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float acc = 0.0f;
#pragma loopgpu tile(256)
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}
