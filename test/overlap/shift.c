// Two pointers into one array, the written one a step ahead: `b[i] = f(a[i])`
// called as shift(n, a, a + 1) is a recurrence in C (each element from the
// one before it, as updated). The kernel takes a and b for two arrays, so the
// host code tests their ranges before the call and, as they share memory,
// runs the loop as written on the CPU and says so once on stderr. Called
// with two arrays, the kernel runs and nothing is said.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopgpu --dump-after=overlap %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu %s -o %t/p.cu
// RUN: %strip-checks %t/p.host.c | FileCheck --check-prefix=HOSTCHECK %s
// RUN: %emu-cxx -O1 -o %t/p %t/p.cu
// RUN: %t/p 257 > %t/out 2> %t/err
// RUN: FileCheck --check-prefix=ERR --input-file %t/err %s
// RUN: env LOOPGPU_QUIET=1 %t/p 257 2>&1 >/dev/null | count 0
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007

// DUMP: region shift_k0
// DUMP: may overlap b, a (kernel at one base)

// HOSTCHECK: const char *lg_ov =
// HOSTCHECK-NEXT: lg_overlap((const void *)(b + lg_lo_b), lg_nb_b, (const void *)(a + lg_lo_a), lg_nb_a) && (const void *)b != (const void *)a ? "'b' and 'a'" : (const char *)0;
// HOSTCHECK-NEXT: if (lg_ov) {
// HOSTCHECK-NEXT: lg_on_host(lg_ov, "shift_k0", "{{.*}}shift.c", [[#LINE:]]);
// HOSTCHECK: lg_update_host((const void *)(b + lg_lo_b), lg_nb_b, "b",
// HOSTCHECK: lg_update_host((const void *)(a + lg_lo_a), lg_nb_a, "a",
// HOSTCHECK: #line [[#LINE]]
// HOSTCHECK-NEXT: for (int i = 0; i < n; i++)
// HOSTCHECK-NEXT: b[i] = a[i] * 0.5 + 1;
// HOSTCHECK: lg_update_device((const void *)(b + lg_lo_b), lg_nb_b, "b",
// HOSTCHECK: } else {
// HOSTCHECK-NEXT: lg_shift_shift_k0(

// ERR: loopgpu: {{.*}}shift.c:[[#@LINE+6]]: 'b' and 'a' share memory in this call, and the kernel (shift_k0) takes them for two arrays: the loop ran as written, on the CPU
// ERR-NOT: loopgpu:
#include <stdio.h>
#include <stdlib.h>
static void shift(int n, double *a, double *b) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    b[i] = a[i] * 0.5 + 1;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  double *a = malloc((n + 1) * sizeof *a), *c = malloc(n * sizeof *c);
  for (int k = 0; k <= n; k++)
    a[k] = k % 7 + 1;
  for (int t = 0; t < 3; t++)
    shift(n, a, a + 1); /* said once, not each time */
  shift(n, a, c);       /* two arrays: the kernel */
  double s = 0;
  for (int k = 0; k <= n; k++)
    s += a[k] * (k % 5 + 1);
  for (int k = 0; k < n; k++)
    s += c[k];
  printf("%.12g\n", s);
  for (int k = 0; k <= n; k += 16)
    printf("%.12g\n", a[k]);
  free(a);
  free(c);
  return 0;
}
