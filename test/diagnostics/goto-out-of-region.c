// A goto must stay in its kernel body: a jump out of the region (the label
// after the loop) and a jump into it from the code around it are refused,
// each naming the label.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
void out(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      goto fail;
    a[i] = a[i] * 2;
  }
  return;
fail:
  a[0] = 0;
}
// CHECK: goto-out-of-region.c:12:7: error: 'goto fail' jumps out of the kernel region: its label is outside it, and a thread cannot leave the kernel for the code around it; end the iteration instead ('continue', or a label at the end of the loop's body)
// CHECK-NEXT: {{^}}      goto fail;

void in(int n, float *a)
{
  if (n > 100)
    goto middle;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    a[i] = a[i] * 2;
  middle:
    a[i] += 1;
  }
}
// CHECK: goto-out-of-region.c:25:5: error: 'goto middle' jumps into the kernel region at line 29: a kernel region is entered by its loop only

// CHECK-NOT: error:
