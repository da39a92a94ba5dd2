/* fuzz_translate's input of 2026-11-30 06:47 (a mutated kernels/heat3d.c),
 * cut down to the region with the LLONG_MIN subscript constant; translated
 * whole, it also reaches the printing of the extents (LLONG_MIN's magnitude). */
void step(int n, float *a, float *b)
{
#pragma loopgpu tile(4, 4, 32)
  for (int i = 1; i < n - 1; i++)
    for (int j = 0; j < n - 1; j++)
      for (int k = 1; k < n - 1; k++)
        b[(i * n + j) * n + k] =
            a[(i * n + j) * n + k] + a[((i - 1) * n + j-9223372036854775808) * n + k];
}
