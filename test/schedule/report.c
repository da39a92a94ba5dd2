// The compile-time report records each region's schedule: the class of the
// nest, the effective clauses, who chose them, and the sentence --remarks
// prints.
// RUN: %loopgpu %s -o %t.cu --report=%t.json
// RUN: FileCheck %s < %t.json
// CHECK: "name": "mm_k0"
// CHECK: "schedule": {"class": "matrix product", "clauses": "tile(16) unroll(8) strip 32", "chosen_by": "no clause", "remark": "matrix product (i, j parallel, p reduction over A and B): register tiles: 16x16 threads, 8x8 per thread, p staged in strips of 32; chosen because no scheduling clause was given"}
// CHECK: "name": "scale_k0"
// CHECK: "schedule": {"class": "element-wise", "clauses": "unroll(4)", "chosen_by": "no clause"
// CHECK: "name": "tiled_k0"
// CHECK: "schedule": {"class": "matrix product", "clauses": "tile(16) unroll(8) strip 32", "chosen_by": "tile alone"

void mm(int n, float C[n][n], float A[n][n], float B[n][n])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float acc = 0.0f;
      for (int p = 0; p < n; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}

void scale(int n, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] *= 2.0f;
}

void tiled(int n, float C[n][n], float A[n][n], float B[n][n])
{
#pragma loopgpu tile(32)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float acc = 0.0f;
      for (int p = 0; p < n; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}
