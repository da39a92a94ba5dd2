// The body of the annotated loop changes a variable its bound reads: C reads
// the bound again at every iteration (here the loop stops after i == 3), so
// the iterations are not known before it and cannot be threads. Before this
// error the translation made m a thread's private copy and its .cu did not
// compile (exit 0). No output file is written.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, float *a)
{
  int m = n;
#pragma loopgpu
  for (int i = 0; i < m; i++) {
    a[i] = a[i] * 2 + 1;
    if (i == 3)
      m = 5;
  }
}

// CHECK: {{.*}}bound-written.c:17:7: error: 'm', which the bound of the loop at line 14 reads, is changed in its body: C reads the bound again at every iteration, so the iterations are not known before the loop
// CHECK-NEXT: {{^}}      m = 5;
// CHECK-NOT: error:
