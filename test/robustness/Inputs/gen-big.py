"""gen-big.py KIND — large inputs for big-inputs.test, on standard output.
  huge        about 5 MB: functions, every 50th with a kernel region
  deep        200 nested loops under one directive
  longline    a 1 MB line holding a string, a comment and a kernel region
  longpragma  a 1 MB directive line (tile(8) repeated: an error)"""
import sys

kind = sys.argv[1]
out = []
if kind == "huge":
    k = 0
    size = 0
    while size < 5 * 1024 * 1024:
        if k % 50 == 0:
            f = ("void f%d(int n, float *x, const float *y) {\n#pragma loopgpu\n"
                 "  for (int i = 0; i < n; i++)\n    x[i] = 2.0f * y[i] + %d.0f;\n}\n" % (k, k))
        else:
            f = ("static int g%d(int a, int b) {\n  int s = 0;\n  for (int i = 0; i < a; i++)\n"
                 "    s += (i * %d) ^ b;\n  return s + a * b - %d;\n}\n" % (k, k, k))
        out.append(f)
        size += len(f)
        k += 1
elif kind == "deep":
    d = 200
    out.append("void f(int n, float x[2][2]) {\n#pragma loopgpu collapse(2)\n")
    for i in range(d):
        out.append("  " * (i // 20) + "for (int i%d = 0; i%d < 2; i%d++)\n" % (i, i, i))
    out.append("    x[i0][i1] += 1.0f;\n}\n")
elif kind == "longline":
    # one 1 MB line: a string literal, a comment and a kernel region. (A 1 MB
    # *expression*, 80000 terms deep, overflows the stack of libclang's parser
    # thread: docs/robustness.md, known limits.)
    out.append("static const char big[] = \"" + "ab" * (256 * 1024) + "\"; /* " + "c" * (256 * 1024) +
               " */ void f(int n, float *x, const float *y) {\n#pragma loopgpu\n"
               "  for (int i = 0; i < n; i++) x[i] = y[i] + (float)big[i % 2] + " +
               "1.0f; }\n")
elif kind == "longpragma":
    out.append("void f(int n, float *x) {\n#pragma loopgpu tile(8) " +
               "tile(8) " * (1024 * 1024 // 8) +
               "\n  for (int i = 0; i < n; i++) x[i] = 0;\n}\n")
else:
    sys.exit("unknown kind " + kind)
sys.stdout.write("".join(out))
