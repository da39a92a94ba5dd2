// Dynamic shared memory carves each stage at a 16-byte boundary; the launch
// must count that padding. Here the first stage, B (255 x 33 floats = 33660
// bytes), is not a multiple of 16: A starts at 33664 and ends at 66432, the
// bytes the kernel is launched with (the sum of the stages, 66428, would
// leave A's last 4 bytes outside the block's shared memory).
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s
// RUN: %loopgpu %s -o /dev/null --dump-after=tile | FileCheck --check-prefix=DUMP %s

// DUMP: tile shared 66432 bytes dynamic
// DUMP: stage B: {{.*}}, 33660 bytes at byte 0
// DUMP: stage A: {{.*}}, 32768 bytes at byte 33664

void mm(int n, int k, float C[n][n], float A[n][k], float B[k][n])
{
// CHECK: float (*lg_sB)[33] = (float (*)[33])(lg_smem + 0);
// CHECK-NEXT: float (*lg_sA)[256] = (float (*)[256])(lg_smem + 33664);
// CHECK: lg_kernel_smem((const void *)mm_k0, 66432, "mm_k0",
// CHECK-NEXT: LG_LAUNCH_RECORD(mm_k0, lg_grid, lg_block, 66432,
// CHECK-NEXT: LG_LAUNCH(mm_k0, lg_grid, lg_block, 66432,
#pragma loopgpu tile(32)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float acc = 0.0f;
#pragma loopgpu tile(255)
      for (int p = 0; p < k; p++)
        acc += B[p][j] * A[i][p];
      C[i][j] = acc;
    }
}
