// A data clause whose direction throws the region's work away: copyin on an
// array the region writes (its writes are lost), copyout on one it reads
// (it reads uninitialised device memory). OpenACC's meaning is kept, with a
// warning that names the array; copy is fine.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: %expect-exit 1 %loopgpu -Werror %s -o %t2.cu

void f(int n, float *a, float *b, float *c)
{
// CHECK: clause-direction.c:[[@LINE+1]]:24: warning: 'a' is written by the kernel region but its clause is copyin: the writes stay on the device and are lost (use copy)
#pragma loopgpu copyin(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2;
// CHECK: clause-direction.c:[[@LINE+1]]:25: warning: 'b' is read by the kernel region but its clause is copyout: what it reads before writing is not the host's data (use copy)
#pragma loopgpu copyout(b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = b[i] + 1;
// CHECK-NOT: warning:
#pragma loopgpu copy(c[0:n])
  for (int i = 0; i < n; i++)
    c[i] = c[i] + 1;
}
