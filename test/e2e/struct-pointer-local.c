// A pointer local to an element of an array of structs (`P *q = p + i`,
// `&p[i]`) in a kernel body: `q->x` is `p[i].x` to every analysis, and the
// struct's declaration reaches the CUDA half (a typedef of an unnamed
// struct). End to end.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  float x, y, vx, vy;
} P;

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100;
  P *p = malloc(n * sizeof(P));
  for (int i = 0; i < n; i++) {
    p[i].x = i;
    p[i].y = -i;
    p[i].vx = 1 + i % 3;
    p[i].vy = 0.5f;
  }
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    P *q = p + i;
    q->x += q->vx;
    q->y += p[i].vy;
  }
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    P *q = &p[i];
    q->vx = q->x * 0.5f - (*q).y;
  }
  double s = 0;
  for (int i = 0; i < n; i++)
    s += p[i].x + 2 * p[i].y + 3 * p[i].vx + (i % 7) * p[i].vy;
  printf("%.9g\n", s);
  free(p);
  return 0;
}
