// A header that does not exist is clang's fatal error: it is the one error
// reported, in cc's format with its line and caret, and then the summary, as
// clang itself stops there. Not the cascade of errors a parse that carried on
// would add (the names the header would have declared: 'vec_t', 'vscale',
// 'VLEN'). Exit status 1, and neither half is written.
// RUN: rm -f %t.cu %t.host.c
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu
// RUN: not test -e %t.host.c
// With --diagnostics-format=json, the one object.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu --diagnostics-format=json 2>&1 | FileCheck --check-prefix=JSON %s
// RUN: not test -e %t.cu

// CHECK-NOT: {{error|warning}}
// CHECK: header-not-found.c:[[@LINE+5]]:10: error: 'loopgpu-no-such-header.h' file not found
// CHECK-NEXT: {{^#include "loopgpu-no-such-header.h"$}}
// CHECK-NEXT: {{^         \^~+$}}
// CHECK-NEXT: {{^1 error generated.$}}
// CHECK-NOT: {{.}}
#include "loopgpu-no-such-header.h"

// JSON: {"file":"{{.*}}header-not-found.c","line":[[@LINE-2]],"column":10,"severity":"error","message":"'loopgpu-no-such-header.h' file not found"
// JSON-NOT: "severity"

void scale(int n, vec_t *x, float a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] = vscale(x[i], a) + VLEN;
}
