/* fuzz_pragma.c — libFuzzer harness for the directive grammar (tool/pragma.c):
 * the input bytes are the clauses of one `#pragma loopgpu` line, placed
 * before a canonical 2-deep loop nest that uses arrays, scalars and a
 * reduction variable the clauses can name; the file is translated by the
 * translator's driver in-process (docs/robustness.md). Newlines in the input
 * become spaces, except after a backslash, so that continuations are fuzzed
 * too; NUL bytes are kept. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

static const char head[] = "#define T 16\n"
                           "#define N (T * 4)\n"
                           "void f(int n, int m, float A[n][m], float *x, float *y) {\n"
                           "  float s = 0;\n"
                           "#pragma loopgpu ";
static const char tail[] = "\n"
                           "  for (int i = 0; i < n; i++)\n"
                           "    for (int j = 1; j < m; j++) {\n"
                           "      A[i][j] = x[i] * y[j] + A[i][j];\n"
                           "      s += x[i];\n"
                           "    }\n"
                           "  y[0] = s;\n"
                           "}\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n) {
  if (n > 4096)
    return -1;
  size_t len = sizeof head - 1 + n + sizeof tail - 1;
  char *src = malloc(len);
  if (!src)
    return 0;
  memcpy(src, head, sizeof head - 1);
  char *p = src + sizeof head - 1;
  for (size_t i = 0; i < n; i++) {
    char c = (char)data[i];
    if ((c == '\n' || c == '\r') && !(i > 0 && data[i - 1] == '\\'))
      c = ' ';
    p[i] = c;
  }
  memcpy(p + n, tail, sizeof tail - 1);
  lg_fuzz_translate(src, len);
  free(src);
  return 0;
}
