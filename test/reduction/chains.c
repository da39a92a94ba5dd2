// Updates whose right side is a chain of the reduction's operators leaning
// left to the variable (s = s + a - b, ok = ok && a && b, any = any || a ||
// b, with && and || from non-bool starting values: the sentinel).
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/1000 %s 1000
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int *v = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++)
    v[i] = (int)((i * 2654435761u) >> 9) % 1000;
  long s = 7, p = 1;
  unsigned x = 0x55, o = 0, a = ~0u;
  int ok = 5, any = 7, none = 3;
#pragma loopgpu reduction(+:s) reduction(*:p) reduction(^:x) reduction(|:o) reduction(&:a) \
    reduction(&&:ok) reduction(||:any, none)
  for (int i = 0; i < n; i++) {
    s = s + v[i] - 3 * i + 1;
    if (i % 100 == 0)
      p = p * 2 * (v[i] % 3 + 1);
    x = x ^ (unsigned)v[i] ^ (unsigned)i;
    o = o | (1u << (v[i] % 16)) | 0x10000u;
    a = a & ~(1u << (v[i] % 31)) & 0x7FFFFFFFu;
    ok = ok && v[i] >= 0 && v[i] < 1000;
    any = any || v[i] == 17 || v[i] == 999;
    none = none || v[i] < 0 || v[i] > 5000;
  }
  printf("s %ld p %ld x %u o %u a %u\n", s, p, x, o, a);
  printf("ok %d any %d none %d\n", ok, any, none);
  free(v);
  return 0;
}
