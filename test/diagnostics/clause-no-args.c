// host, independent, hoist and nohoist take no arguments.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
// CHECK: clause-no-args.c:[[@LINE+1]]:21: error: clause 'host' takes no arguments
#pragma loopgpu host(2)
  for (int i = 0; i < n; i++)
    x[i] = 0;
}
