// The shared memory a block may use depends on --arch (transforms/arch.c, the
// opt-in maximum): 16x601 + 600x17 floats of staging (79264 bytes) fit an
// sm_70 block (96 KiB) but not a Turing one (sm_75: 64 KiB); with S=1000
// (132064 bytes) an sm_80 block (163 KiB) but not an sm_86 or sm_89 one
// (99 KiB), nor sm_88's, sm_120's or sm_121's (99 KiB); sm_103's and
// sm_110's (227 KiB, as sm_100) hold it. A list of architectures is checked
// against the most restrictive, which the message names.
// RUN: %loopgpu --arch=sm_70 -DS=600 %s -o %t70.cu
// RUN: %expect-exit 1 %loopgpu --arch=sm_75 -DS=600 %s -o %t.cu 2>&1 | FileCheck --check-prefix=SM75 %s
// RUN: %loopgpu --arch=sm_80 -DS=1000 %s -o %t80.cu
// RUN: %expect-exit 1 %loopgpu --arch sm_86 -DS=1000 %s -o %t.cu 2>&1 | FileCheck --check-prefix=SM86 %s
// RUN: %expect-exit 1 %loopgpu --arch=sm_89 -DS=1000 %s -o %t.cu 2>&1 | FileCheck --check-prefix=SM89 %s
// RUN: %expect-exit 1 %loopgpu --arch=sm_90,sm_80,sm_75 -DS=600 %s -o %t.cu 2>&1 | FileCheck --check-prefix=SM75 %s
// RUN: %loopgpu --arch=sm_90,sm_100 -DS=1000 %s -o %t90.cu
// RUN: %loopgpu --arch=sm_103,sm_110 -DS=1000 %s -o %t103.cu
// RUN: %expect-exit 1 %loopgpu --arch=sm_88 -DS=1000 %s -o %t.cu 2>&1 | FileCheck --check-prefix=SM88 %s
// RUN: %expect-exit 1 %loopgpu --arch=sm_100,sm_120 -DS=1000 %s -o %t.cu 2>&1 | FileCheck --check-prefix=SM120 %s
// RUN: %expect-exit 1 %loopgpu --arch=sm_121a -DS=1000 %s -o %t.cu 2>&1 | FileCheck --check-prefix=SM121 %s
// SM75: arch-limits.c:[[@LINE+13]]:17: error: tile needs 79264 bytes of shared memory per block (A 16x601 (38464 bytes), B 600x17 (40800 bytes)); sm_75 allows at most 65536
// SM86: error: tile needs 132064 bytes of shared memory per block ({{.*}}); sm_86 allows at most 101376
// SM89: error: tile needs 132064 bytes of shared memory per block ({{.*}}); sm_89 allows at most 101376
// SM88: error: tile needs 132064 bytes of shared memory per block ({{.*}}); sm_88 allows at most 101376
// SM120: error: tile needs 132064 bytes of shared memory per block ({{.*}}); sm_120 allows at most 101376
// SM121: error: tile needs 132064 bytes of shared memory per block ({{.*}}); sm_121a allows at most 101376

void mm(int n, int k, float C[n][n], float A[n][k], float B[k][n])
{
#pragma loopgpu tile(16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float acc = 0.0f;
#pragma loopgpu tile(S)
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}
