// After the diagnostics, clang's summary line: "N warnings generated.",
// "N errors generated.", "N warning(s) and M error(s) generated." (under
// -Werror the first error stops the translation: 1 error); none under -w
// with only warnings, or in the JSON format.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu -Werror=loopgpu-dependence 2>&1 | FileCheck --check-prefix=MIXED %s
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu -Werror 2>&1 | FileCheck --check-prefix=ERRORS %s
// RUN: %loopgpu %s -o %t.cu -w 2>&1 | count 0
// RUN: %loopgpu %s -o %t.cu -Wno-loopgpu-dependence 2>&1 | FileCheck --check-prefix=ONE %s
// RUN: %loopgpu %s -o %t.cu --diagnostics-format=json 2>&1 | FileCheck --check-prefix=JSON %s

float f(int n, float *a, const int *idx, const float *b)
{
  float s = 0;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[idx[i]] = 0;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  return s;
}
// WARN: warning: reduction(+:s)
// WARN: warning: cannot prove
// WARN: note: if no two iterations
// WARN: {{^2 warnings generated\.$}}
// MIXED: {{^1 warning and 1 error generated\.$}}
// ERRORS: {{^1 error generated\.$}}
// ONE: {{^1 warning generated\.$}}
// JSON-NOT: generated
