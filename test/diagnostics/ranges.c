// As clang: a `~` under the rest of the token or expression a diagnostic is
// about, the caret at its first byte (a clause argument, an array access);
// a diagnostic about a loop keeps its caret alone. In the JSON form,
// end_column is one past the range's last byte.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: %loopgpu %s -o %t.cu --diagnostics-format=json 2>&1 | FileCheck --check-prefix=JSON %s

void smooth(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (x[i] < 0)
      y[i] = x[i];
    else
      y[i] = x[i - 2] + x[i + 2];
  }
}

float total(int n, float *y)
{
  float sum = 0;
#pragma loopgpu reduction(+:sum)
  for (int i = 0; i < n; i++)
    y[i] = 0;
  return sum;
}
// CHECK: ranges.c:22:29: warning: reduction(+:sum): the region never updates 'sum'; the clause has no effect [-Wloopgpu-reduction]
// CHECK-NEXT: {{^#pragma loopgpu reduction\(\+:sum\)$}}
// CHECK-NEXT: {{^                            \^~~$}}
// CHECK: ranges.c:15:14: warning: the range of 'x' is inferred from 'x[i - 2]', {{.*}} [-Wloopgpu-range]
// CHECK-NEXT: {{^      y\[i\] = x\[i - 2\] \+ x\[i \+ 2\];$}}
// CHECK-NEXT: {{^             \^~~~~~~~$}}
// CHECK: 2 warnings generated.
// JSON: "line":22,"column":29,"severity":"warning",{{.*}}"end_line":22,"end_column":32,"option":"-Wloopgpu-reduction"
// JSON: "line":15,"column":14,"severity":"warning",{{.*}}"end_line":15,"end_column":22,"option":"-Wloopgpu-range"
