// '#pragma loopgpu' in a header the input includes is an error that says
// what to do: loopgpu translates the loops of the file it is given, and the
// directive was ignored without a word. One in a skipped '#if 0' block, and
// a system header's, are not looked at.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#include <stdio.h>
#include "Inputs/header-directive.h"
void g(int n, float *a) { twice(n, a); }
// CHECK: header-directive.h:4:1: error: '#pragma loopgpu' in an included header is not translated (loopgpu translates the loops of the file it is given): move the function into '{{.*}}header-directive.c', or translate a .c file that holds it
// CHECK-NOT: error:
