// A computed goto ('goto *p', GNU C) in a kernel body is refused with a
// message of its own; so is the label's address it needs ('&&label').
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
void f(int n, float *a, int *which)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    static void *const targets[] = {&&neg, &&pos};
    goto *targets[which[i] & 1];
  neg:
    a[i] = -a[i];
  pos:
    a[i] += 1;
  }
}
// CHECK: goto-computed.c:11:5: error: computed 'goto' ('goto *p') in a kernel region is not supported: jump to a named label ('goto done;'), or use a 'switch'
// CHECK-NEXT: {{^}}    goto *targets[which[i] & 1];
