// Names under loopgpu's reserved prefix would collide with generated code.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

// CHECK: reserved-prefix.c:[[@LINE+1]]:5: error: 'lg_count': identifiers starting with 'lg_' or 'LG_' are reserved for loopgpu's generated code
int lg_count;
