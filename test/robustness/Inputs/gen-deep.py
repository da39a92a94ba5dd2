#!/usr/bin/env python3
"""gen-deep.py loops N | terms N — a C program whose kernel region is nested
N levels deep: N sequential loops of one iteration each inside the mapped
loop, or one statement of N terms (a left-leaning tree N levels deep). With
the pragmas ignored it is a correct CPU program (the oracle)."""
import sys

kind, n = sys.argv[1], int(sys.argv[2])
print("#include <stdio.h>\n#include <stdlib.h>")
print("void f(int n, float *a) {")
print("#pragma loopgpu")
print("  for (int i = 0; i < n; i++) {")
if kind == "loops":
    for k in range(n):
        print("for (int j%d = 0; j%d < 1; j%d++)" % (k, k, k))
    print("a[i] += 1.5f;")
else:
    print("a[i] = a[i] + " + " + ".join("0.5f" for _ in range(n)) + ";")
print("  }\n}")
print("""int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float *a = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n; i++)
    a[i] = (float)(i % 13);
  f(n, a);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * (i % 7 + 1);
  printf("%.9g\\n", s);
  free(a);
  return 0;
}""")
