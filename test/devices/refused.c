// What a split over devices would get wrong is refused, never miscompiled:
// an && or || reduction into array elements (an element no update reached
// keeps its value in C: combining the devices' results would make it 0 or
// 1), a value the last iteration leaves for the code after the region
// (a loop variable, a private scalar: on the device of the last part); also
// through the devices clause of a host loop around the region (named in the
// message).
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void all_pos(int n, const float *x, int *ok, const int *idx)
{
// CHECK: refused.c:[[@LINE+1]]:39: error: 'devices' cannot be combined with the '&&' reduction of the elements of 'ok' yet: an element no update reached keeps its value in C (5 stays 5), which combining the devices' results would turn into 0 or 1; use '&' or '|' on 0 and 1, or remove 'devices'
#pragma loopgpu reduction(&&:ok[0:8]) devices(2)
  for (int i = 0; i < n; i++)
    ok[idx[i] & 7] = ok[idx[i] & 7] && x[i] > 0.0f;
}

int last_j(int n, float *x)
{
  int j;
// CHECK: refused.c:[[@LINE+1]]:17: error: 'devices' cannot split a region whose last iteration leaves 'j' for the code after it: the device that runs the last part has it; declare 'j' in the loop
#pragma loopgpu devices(all)
  for (int i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      if (x[i * n + j] > 3.0f)
        break;
      x[i * n + j] = 1.0f;
    }
  return j;
}

void last_t(int n, float *x)
{
  float t;
// CHECK: refused.c:[[@LINE+1]]:17: error: 'devices' cannot split a region whose last iteration leaves 't' for the code after it: the device that runs the last part has it; give the value after the region separately
#pragma loopgpu devices(2)
  for (int i = 0; i < n; i++) {
    t = x[i] * 2;
    x[i] = t;
  }
  x[0] = t;
}

void host_any(int n, int steps, const float *x, int *y, const int *idx)
{
#pragma loopgpu host devices(2)
  for (int s = 0; s < steps; s++) {
// CHECK: refused.c:[[@LINE+2]]:3: error: 'devices' cannot be combined with the '||' reduction of the elements of 'y' yet (the 'devices' of the host loop at line [[@LINE-1]] spreads it): an element no update reached keeps its value in C (5 stays 5), which combining the devices' results would turn into 0 or 1; use '&' or '|' on 0 and 1, or remove 'devices'
#pragma loopgpu reduction(||:y[0:8])
  for (int i = 0; i < n; i++)
    y[idx[i] & 7] = y[idx[i] & 7] || x[i] > 1.0f;
  }
}

// CHECK-NOT: error:
