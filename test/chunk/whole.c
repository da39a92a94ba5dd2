// Arrays of a chunked region that its chunks do not slice are entered whole,
// as without chunk: a coefficient vector every iteration reads (w, its slice
// does not depend on i) and a table read through an index that does not
// involve i (t[k[j]], its range from the clause). The streamed ones get
// slices, halo included (x[i - 1], x[i + 1]).
// RUN: %loopgpu %s --dump-after=chunk | FileCheck %s
// RUN: %loopgpu %s -o %t.cu
// RUN: %strip-checks %t.cu | FileCheck --check-prefix=HOST %s

void smooth(int n, float *y, const float *x, const float *w, const float *t, const int *k)
{
#pragma loopgpu chunk(32) copyin(t[0:16])
  for (int i = 1; i < n - 1; i++)
    for (int j = 0; j < 4; j++)
      y[i] += w[j] * (x[i - 1] + x[i + 1]) + t[k[j]];
}

// CHECK: chunk 32 of loop i
// CHECK-DAG: slice y: [(long long)lg_cfirst, (long long)lg_clast]
// CHECK-DAG: slice x: [(long long)lg_cfirst - 1, (long long)lg_clast + 1]
// CHECK-DAG: slice w: whole
// CHECK-DAG: slice t: whole
// CHECK-DAG: slice k: whole
// HOST: lg_enter((void *)(w + lg_lo_w)
// HOST: lg_chunk_begin({{.*}}, 2, LG_CHUNK_SLICES(lg_slices));
// HOST: lg_chunk_end(lg_ck);
// HOST: lg_exit((void *)(w + lg_lo_w)
