// Constant expressions in clause arguments that overflow `long long` or nest
// absurdly deep are rejected with the clause's diagnostic, not evaluated
// (UBSan found -LLONG_MIN and LLONG_MIN / -1; 100000 parentheses or unary
// minus signs exhausted the stack).
// RUN: split-file %s %t
// RUN: %expect-exit 1 %loopgpu %t/neg.c -o %t/neg.cu 2>&1 | FileCheck --check-prefix=NEG %s
// NEG: neg.c:3:22: error: tile size must be a positive integer constant, got '-(-9223372036854775807-1)'
// RUN: %expect-exit 1 %loopgpu %t/div.c -o %t/div.cu 2>&1 | FileCheck --check-prefix=DIV %s
// DIV: div.c:3:22: error: tile size must be a positive integer constant, got '(-9223372036854775807-1)/-1'
// RUN: %expect-exit 1 %loopgpu %t/mod.c -o %t/mod.cu 2>&1 | FileCheck --check-prefix=MOD %s
// MOD: mod.c:3:22: error: tile size must be a positive integer constant, got '(-9223372036854775807-1)%-1'
// RUN: %python -c "print('void f(int n, float *x) {\n#pragma loopgpu tile(' + '(' * 100000 + '8' + ')' * 100000 + ')\n  for (int i = 0; i < n; i++) x[i] = 0;\n}')" > %t/parens.c
// RUN: %expect-exit 1 timeout 60 %loopgpu %t/parens.c -o %t/parens.cu 2>&1 | FileCheck --check-prefix=DEEP %s
// RUN: %python -c "print('void f(int n, float *x) {\n#pragma loopgpu tile(' + '- ' * 200000 + '8)\n  for (int i = 0; i < n; i++) x[i] = 0;\n}')" > %t/minus.c
// RUN: %expect-exit 1 timeout 60 %loopgpu %t/minus.c -o %t/minus.cu 2>&1 | FileCheck --check-prefix=DEEP %s
// DEEP: .c:2:22: error: tile size must be a positive integer constant, got '
// 256 levels are fine:
// RUN: %python -c "print('void f(int n, float *x) {\n#pragma loopgpu tile(' + '(' * 200 + '8' + ')' * 200 + ')\n  for (int i = 0; i < n; i++) x[i] = 0;\n}')" > %t/ok.c
// RUN: %loopgpu %t/ok.c -o %t/ok.cu
// RUN: grep -q __global__ %t/ok.cu
//--- neg.c
void f(int n, float *x) {
  // one of the checks above
#pragma loopgpu tile(-(-9223372036854775807-1))
  for (int i = 0; i < n; i++) x[i] = 0;
}
//--- div.c
void f(int n, float *x) {
  // one of the checks above
#pragma loopgpu tile((-9223372036854775807-1)/-1)
  for (int i = 0; i < n; i++) x[i] = 0;
}
//--- mod.c
void f(int n, float *x) {
  // one of the checks above
#pragma loopgpu tile((-9223372036854775807-1)%-1)
  for (int i = 0; i < n; i++) x[i] = 0;
}
