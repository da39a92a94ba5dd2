#include <stdio.h>
void scale(int n, float *x);
int main(void)
{
  float x[4] = {1, 2, 3, 4};
  scale(4, x);
  printf("%g %g\n", x[0], x[3]);
  return 0;
}
