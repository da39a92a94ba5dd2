// The output is CUDA C++: C identifiers that are C++ keywords must change.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

// CHECK: cxx-keyword.c:[[@LINE+1]]:19: error: 'new' is a C++ keyword and the output is CUDA C++: rename it
float scale(float new)
{
  return 2 * new;
}
