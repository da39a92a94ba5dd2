// --dump-after=devices: the devices a region is spread over (its own
// clause, or a host loop's), each array's slice per device (whole when it
// does not depend on the split loop) and whether it stays on the devices
// after the region (kept: held by the data region of a host loop with
// devices). Integer constant expressions as counts.
// RUN: %loopgpu --dump-after=devices %s 2>&1 | FileCheck %s
#define NDEV 2

void smooth(int n, const float *x, float *y, const float *w)
{
// CHECK-LABEL: region smooth_k0
// CHECK: clause devices(3)
// CHECK: devices 3 of loop i
// CHECK: part y: [(long long)lg_cfirst, (long long)lg_clast]{{$}}
// CHECK: part w: whole{{$}}
// CHECK: part x: [(long long)lg_cfirst - 1, (long long)lg_clast + 1]{{$}}
#pragma loopgpu devices(NDEV + 1)
  for (int i = 1; i < n - 1; i++)
    y[i] = w[0] * x[i - 1] + w[1] * x[i] + w[2] * x[i + 1];
}

void steps(int t, int n, float *a, float *b)
{
// CHECK-LABEL: region steps_k0
// CHECK: devices all of loop i
// CHECK: part b: [(long long)lg_cfirst, (long long)lg_clast] kept
// CHECK: part a: [(long long)lg_cfirst - 1, (long long)lg_clast + 1] kept
#pragma loopgpu host devices(all)
  for (int s = 0; s < t; s++) {
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      b[i] = a[i - 1] + a[i + 1];
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      a[i] = 0.5f * b[i];
  }
}

// The compile-time report: the clause as written, the split among the
// transforms, the host loop's data region marked.
// RUN: %loopgpu %s -o %t.cu --report=%t.json
// RUN: %python -c "import json,sys; d=json.load(open(sys.argv[1])); print([(k['name'], k['clauses'], k['transforms'][-1]) for k in d['kernels']]); print([(r['line'], r['devices']) for r in d['data_regions']])" %t.json | FileCheck %s --check-prefix=REP
// REP: [('smooth_k0', ['devices(3)'], 'devices(3)'), ('steps_k0', [], 'devices(all)'), ('steps_k1', [], 'devices(all)')]
// REP: [(29, 'all')]
