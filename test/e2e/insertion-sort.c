// Every loop form as the sequential code of a thread: each thread sorts a
// window of 7 values around its element by insertion sort, once with a
// 'while' whose condition has '&&', once with a 'for' that is not canonical
// ('for (; j > 0 && s[j - 1] > v; j--)', no initialization), and counts with
// a 'do ... while' and a 'for' whose body moves its own variable (which
// thus is not canonical either); 'continue' in that for runs its increment.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

#define W 7

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float *x = malloc(sizeof(float) * n), *med = malloc(sizeof(float) * n);
  float *lo = malloc(sizeof(float) * n);
  int *steps = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++)
    x[i] = (float)((i * 7919 + 13) % 101) * 0.5f - 20.0f;
#pragma loopgpu copyin(x[0:n])
  for (int i = 0; i < n; i++) {
    float s[W], t[W];
    int m = 0;
    for (int k = -W / 2; k <= W / 2; k++) {
      int q = i + k;
      if (q < 0 || q >= n)
        continue;
      s[m] = x[q];
      t[m] = x[q];
      m++;
    }
    /* insertion sort with while */
    for (int a = 1; a < m; a++) {
      float v = s[a];
      int j = a;
      while (j > 0 && s[j - 1] > v) {
        s[j] = s[j - 1];
        j--;
      }
      s[j] = v;
    }
    /* the same with a for that is not canonical */
    int moves = 0;
    for (int a = 1; a < m; a++) {
      float v = t[a];
      int j = a;
      for (; j > 0 && t[j - 1] > v; j--, moves++)
        t[j] = t[j - 1];
      t[j] = v;
    }
    /* do ... while: how many leading values are below zero */
    int neg = 0;
    do {
      if (t[neg] >= 0)
        break;
      neg++;
    } while (neg < m);
    /* a for whose body moves its variable; continue runs the increment */
    int odd = 0;
    for (int a = 0; a < m; a++) {
      if (a % 2 == 0) {
        a += 0; /* written in the body: not canonical */
        continue;
      }
      odd += (int)t[a];
    }
    med[i] = s[m / 2] == t[m / 2] ? s[m / 2] : -1000;
    lo[i] = s[0];
    steps[i] = moves * 100 + neg * 10 + odd;
  }
  double cs = 0;
  long st = 0;
  for (int i = 0; i < n; i++) {
    cs += med[i] * (i % 5 + 1) + lo[i];
    st += steps[i] * (i % 3 + 1);
  }
  printf("med %.9g\nsteps %ld\n", cs, st);
  free(x);
  free(med);
  free(lo);
  free(steps);
  return 0;
}
