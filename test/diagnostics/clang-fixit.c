// clang's fix-its, under the caret line as clang prints them, and clang's
// notes after their error; in JSON the fix-it's range and text, the note in
// the error's "notes".
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu --diagnostics-format=json 2>&1 | FileCheck --check-prefix=JSON %s

struct point { int x, y; };

int f(struct point *p)
{
  int x = p->x
  return x;
}
int g(int);
double g(int);
// CHECK: clang-fixit.c:11:15: error: expected ';' at end of declaration
// CHECK-NEXT: {{^  int x = p->x$}}
// CHECK-NEXT: {{^              \^$}}
// CHECK-NEXT: {{^              ;$}}
// CHECK: clang-fixit.c:15:8: error: conflicting types for 'g'
// CHECK-NEXT: {{^double g\(int\);$}}
// CHECK-NEXT: {{^       \^$}}
// CHECK-NEXT: clang-fixit.c:14:5: note: previous declaration is here
// CHECK: 2 errors generated.
// JSON: {"file":"{{.*}}clang-fixit.c","line":11,"column":15,"severity":"error","message":"expected ';' at end of declaration",{{.*}}"fixits":[{"file":"{{.*}}clang-fixit.c","line":11,"column":15,"end_line":11,"end_column":15,"text":";"}],"notes":[]}
// JSON-NEXT: "line":15,"column":8,"severity":"error","message":"conflicting types for 'g'",{{.*}}"notes":[{"file":"{{.*}}clang-fixit.c","line":14,"column":5,"severity":"note","message":"previous declaration is here"
