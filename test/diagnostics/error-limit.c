// clang's other fatal error, "too many errors emitted", ends the errors as
// with clang, its option named as clang names it ([-ferror-limit=], not
// [-W-ferror-limit=]); the summary counts it.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu -- -ferror-limit=2 2>&1 | FileCheck %s

// CHECK: error-limit.c:[[@LINE+6]]:23: error: use of undeclared identifier 'u1'
// CHECK: error-limit.c:[[@LINE+6]]:23: error: use of undeclared identifier 'u2'
// CHECK: loopgpu: error: too many errors emitted, stopping now [-ferror-limit=]
// CHECK-NEXT: 3 errors generated.
// CHECK-NOT: u3
// CHECK-NOT: u4
int f1(void) { return u1; }
int f2(void) { return u2; }
int f3(void) { return u3; }
int f4(void) { return u4; }
