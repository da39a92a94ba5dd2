// Reductions next to private scalars: a temporary each iteration assigns
// (privatized without a clause), one named in private(), a live one whose
// last value comes back, repeated reduction clauses around a private()
// clause (they merge), and an array reduction whose operand is a private
// temporary.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/300 %s 300
// RUN: %e2e -w %t/1001 %s 1001
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1001;
  float *a = malloc(sizeof(float) * n);
  int *hist = calloc(16, sizeof(int));
  for (int i = 0; i < n; i++)
    a[i] = (float)((i * 37) % 101) - 50.0f;
  float s = 0.5f, m = -1000.0f, t, u = 0.0f, last;
  int neg = 3, cnt = 0;
  unsigned bits = 0;
#pragma loopgpu reduction(+:s, cnt) private(u) reduction(max:m) reduction(||:neg) \
    reduction(|:bits) reduction(+:hist[0:16])
  for (int i = 0; i < n; i++) {
    t = a[i] * 0.5f;
    if (t > 0.0f)
      u = t;
    else
      u = -t;
    last = u + 1.0f;
    s += t;
    if (u > m)
      m = u;
    if (t > 10.0f)
      cnt++;
    neg = neg || t < -20.0f;
    bits |= 1u << ((int)u % 32);
    hist[(int)u % 16] += 1;
  }
  printf("s %g m %g neg %d cnt %d bits %u last %g\n", s, m, neg, cnt, bits, last);
  for (int k = 0; k < 16; k++)
    printf("%d ", hist[k]);
  printf("\n");
  free(a);
  free(hist);
  return 0;
}
