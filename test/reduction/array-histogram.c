// Array-element reductions with indirect subscripts (a histogram, whose
// range the clause gives) and with every operator that has an atomic:
// counts by ++ and --, per-bin max and min by comparison (NaN never taken,
// a NaN bin kept) and by fmaxf (a NaN bin replaced), * on doubles, & | ^ on
// unsigned and 64-bit bins, && and || on int bins that start from values
// other than 0 and 1, all against C.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define B 16

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  int *key = malloc(sizeof(int) * n);
  float *val = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    key[i] = (int)((i * 2654435761u) >> 12) % B;
    val[i] = i % 11 == 5 ? NAN : (float)((i * 29) % 83) - 41.0f;
  }
  int *hist = malloc(sizeof(int) * B);
  long long down[B];
  float hmax[B], hmin[B], hfmax[B];
  double prod[B];
  unsigned hor[B], hand[B];
  unsigned long long hxor[B];
  int hall[B], hany[B];
  for (int b = 0; b < B; b++) {
    hist[b] = b;
    down[b] = 1000 + b;
    hmax[b] = b == 3 ? NAN : -100.0f;
    hmin[b] = 100.0f + b;
    hfmax[b] = b == 4 ? NAN : -100.0f;
    prod[b] = 1.0 + b;
    hor[b] = 1u << b;
    hand[b] = ~0u;
    hxor[b] = 0x5555ULL * b;
    hall[b] = 5;
    hany[b] = 7;
  }
#pragma loopgpu reduction(+:hist[0:B], down) reduction(max:hmax, hfmax) reduction(min:hmin) \
    reduction(*:prod) reduction(|:hor) reduction(&:hand) reduction(^:hxor) \
    reduction(&&:hall) reduction(||:hany)
  for (int i = 0; i < n; i++) {
    int k = key[i];
    hist[k]++;
    if (val[i] < 0)
      down[k]--;
    if (val[i] > hmax[k])
      hmax[k] = val[i];
    if (hmin[key[i]] > val[i])
      hmin[key[i]] = val[i];
    hfmax[k] = fmaxf(hfmax[k], val[i]);
    if (i % 50 == 0)
      prod[k] *= 1.0 + 1.0 / (i + 1);
    hor[k] |= 1u << (i % 32);
    hand[k] = hand[k] & ~(1u << (i % 20));
    hxor[k] ^= (unsigned long long)i * 0x100000001ULL;
    hall[k] = hall[k] && i % 97 != 96;
    if (i % 89 == 88)
      hany[k] = 1;
  }
  for (int b = 0; b < B; b++) {
    printf("bin %d hist %d down %lld", b, hist[b], down[b]);
    printf(isnan(hmax[b]) ? " hmax is-nan" : " hmax %.9g", hmax[b]);
    printf(isnan(hfmax[b]) ? " hfmax is-nan" : " hfmax %.9g", hfmax[b]);
    printf(" hmin %.9g prod %.15g hor %u hand %u hxor %llu hall %d hany %d\n", hmin[b], prod[b],
           hor[b], hand[b], hxor[b], hall[b], hany[b]);
  }
  free(key);
  free(val);
  free(hist);
  return 0;
}
