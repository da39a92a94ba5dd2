// The operators & | ^ && || end to end, on types from char to unsigned long
// long and bool, with the + and * of narrow integers: each variable starts
// from a value that is not the operator's identity (&& and || from 5 and 7:
// C keeps them when no update runs, and makes them 0 or 1 when one does).
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  int *v = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++)
    v[i] = (i * 2654435761u) >> 7;
  unsigned char band = 0xF7;
  unsigned short bor = 0x100;
  unsigned long long bxor = 0x123456789ULL, band64 = ~0ULL;
  int all = 5, any = 7, never_all = 5, never_any = 7, any_set = 9, all_cleared = 3;
  char small_all = 2;
  bool ball = true, bany = false, band_b = true, bor_b = false;
  signed char csum = -3;
  short sprod = 1;
  unsigned usum = 4000000000u;
#pragma loopgpu reduction(&:band, band64, band_b) reduction(|:bor, bor_b) reduction(^:bxor) \
    reduction(&&:all, never_all, all_cleared, small_all, ball) reduction(||:any, never_any, any_set, bany) \
    reduction(+:csum, usum) reduction(*:sprod)
  for (int i = 0; i < n; i++) {
    band &= (unsigned char)(v[i] | 0x81);
    band64 = band64 & ((unsigned long long)v[i] << 20 | 0xFFFFF);
    band_b &= v[i] % 5 != 0;
    bor |= (unsigned short)(1u << (v[i] % 12));
    bor_b = bor_b | (v[i] % 97 == 3);
    bxor ^= (unsigned long long)v[i] * 0x9E3779B97F4A7C15ULL;
    all = all && v[i] >= 0;
    if (v[i] < 0)
      never_all = 0;
    if (v[i] % 113 == 0)
      all_cleared = 0;
    small_all = v[i] % 3 != 7 && small_all;
    ball = ball && v[i] % 1000 != 999;
    any = any || v[i] % 7 == 3;
    if (v[i] < -1)
      never_any = 1;
    if (v[i] % 5 == 1)
      any_set = 1;
    bany = v[i] % 2 == 0 || bany;
    csum += (signed char)(v[i] % 19);
    usum += (unsigned)v[i];
    if (i % 64 == 0)
      sprod *= (short)(v[i] % 3 + 1);
  }
  printf("band %u band64 %llu band_b %d\n", band, band64, band_b);
  printf("bor %u bor_b %d bxor %llu\n", bor, bor_b, bxor);
  printf("all %d never_all %d all_cleared %d small_all %d ball %d\n", all, never_all,
         all_cleared, small_all, ball);
  printf("any %d never_any %d any_set %d bany %d\n", any, never_any, any_set, bany);
  printf("csum %d usum %u sprod %d\n", csum, usum, sprod);
  free(v);
  return 0;
}
