// A matrix kept as an array of row pointers (`double **A`, each row its own
// malloc) cannot be one range of one array on the device: the error says so
// and how to allocate it instead. Nothing is written.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

double total(int n, double **A)
{
  double s = 0;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += A[i][j];
  return s;
}

// CHECK: {{.*}}row-pointers.c:14:12: error: this pointer value is an element of an array of pointers (rows allocated one by one), which a kernel region cannot use: the device needs the data as one block; allocate it as one array, 'double (*A)[n] = malloc(m * sizeof *A)', or one malloc indexed 'A[i * n + j]'
// CHECK-NEXT: {{^}}      s += A[i][j];
