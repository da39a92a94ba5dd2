// jacobi-shapes.cu — hand-written kernel shapes for one 5-point Jacobi sweep
// (B from A, n x n floats), to learn which shape loopgpu's tile/unroll should
// emit for a stencil (issue #7). Not generated code: a study, kept so that the
// numbers in docs/perf.md can be reproduced.
//   nvcc -O3 -arch=sm_90 -o js jacobi-shapes.cu && ./js 16384
// Bytes counted: A read once + B written once = 8 n^2. Yardstick: cudaMemcpy
// D2D of the same n^2 floats (read + write).
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cmath>

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

// 1. naive: one point per thread, exact grid, plain pointers
__global__ void k_naive(int n, float *B, float *A) {
  int j = 1 + blockIdx.x * blockDim.x + threadIdx.x;
  int i = 1 + blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n - 1 && j < n - 1)
    B[i * n + j] = 0.2f * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] + A[(i + 1) * n + j] + A[(i - 1) * n + j]);
}
// 2. naive with restrict (read-only path)
__global__ void k_restrict(int n, float *__restrict__ B, const float *__restrict__ A) {
  int j = 1 + blockIdx.x * blockDim.x + threadIdx.x;
  int i = 1 + blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n - 1 && j < n - 1)
    B[i * n + j] = 0.2f * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] + A[(i + 1) * n + j] + A[(i - 1) * n + j]);
}
// 3. the base kernel as loopgpu prints it today: 64-bit grid-stride loops
__global__ void k_stride(long long t0, long long t1, int n, float *B, float *A) {
  for (long long a = blockIdx.y * (long long)blockDim.y + threadIdx.y; a < t0; a += (long long)gridDim.y * blockDim.y) {
    int i = 1 + (int)a;
    for (long long b = blockIdx.x * (long long)blockDim.x + threadIdx.x; b < t1; b += (long long)gridDim.x * blockDim.x) {
      int j = 1 + (int)b;
      B[i * n + j] = 0.2f * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] + A[(i + 1) * n + j] + A[(i - 1) * n + j]);
    }
  }
}
// 4. coarsened in i: R consecutive rows per thread (rows kept in registers
//    rolling), restrict
template <int R>
__global__ void k_rows(int n, float *__restrict__ B, const float *__restrict__ A) {
  int j = 1 + blockIdx.x * blockDim.x + threadIdx.x;
  int i0 = 1 + (blockIdx.y * blockDim.y + threadIdx.y) * R;
  if (j >= n - 1) return;
  float up = A[(i0 - 1) * n + j];
  float c = i0 < n ? A[i0 * n + j] : 0.f;
#pragma unroll
  for (int r = 0; r < R; r++) {
    int i = i0 + r;
    if (i >= n - 1) break;
    float dn = A[(i + 1) * n + j];
    B[i * n + j] = 0.2f * (c + A[i * n + j - 1] + A[i * n + j + 1] + dn + up);
    up = c; c = dn;
  }
}
// 5. coarsened in i, R rows, U = 4 columns per thread, the columns strided
//    by the block width (coalesced scalar accesses, several loads in flight)
template <int R, int U>
__global__ void k_rows_cols(int n, float *__restrict__ B, const float *__restrict__ A) {
  int jb = 1 + blockIdx.x * blockDim.x * U + threadIdx.x;
  int i0 = 1 + (blockIdx.y * blockDim.y + threadIdx.y) * R;
#pragma unroll
  for (int r = 0; r < R; r++) {
    int i = i0 + r;
    if (i < n - 1) {
#pragma unroll
      for (int u = 0; u < U; u++) {
        int j = jb + u * blockDim.x;
        if (j < n - 1)
          B[i * n + j] = 0.2f * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] + A[(i + 1) * n + j] + A[(i - 1) * n + j]);
      }
    }
  }
}
// 6. shared-memory tile (TY x TX outputs, halo 1) loaded with 16-byte
//    vectors where aligned; R rows per thread
template <int TX, int TY>
__global__ void __launch_bounds__(256) k_smem(int n, float *__restrict__ B, const float *__restrict__ A) {
  // tile covers rows i in [bi, bi+TY), cols j in [bj, bj+TX); staged
  // rows bi-1..bi+TY, cols bj-4..bj+TX+3 (aligned to 4 for float4)
  __shared__ float s[TY + 2][TX + 8];
  int bi = 1 + blockIdx.y * TY, bj = blockIdx.x * TX; // bj multiple of 4
  const int W4 = (TX + 8) / 4;
  int tid = threadIdx.x + blockDim.x * threadIdx.y;
  for (int e = tid; e < (TY + 2) * W4; e += blockDim.x * blockDim.y) {
    int r = e / W4, c4 = e % W4;
    int gi = bi - 1 + r, gj = bj - 4 + 4 * c4;
    float4 v = make_float4(0.f, 0.f, 0.f, 0.f);
    if (gi < n && gj >= 0 && gj + 3 < n && (n % 4) == 0)
      v = *reinterpret_cast<const float4 *>(A + (size_t)gi * n + gj);
    else if (gi < n) {
      if (gj >= 0 && gj < n) v.x = A[(size_t)gi * n + gj];
      if (gj + 1 >= 0 && gj + 1 < n) v.y = A[(size_t)gi * n + gj + 1];
      if (gj + 2 >= 0 && gj + 2 < n) v.z = A[(size_t)gi * n + gj + 2];
      if (gj + 3 >= 0 && gj + 3 < n) v.w = A[(size_t)gi * n + gj + 3];
    }
    s[r][4 * c4] = v.x; s[r][4 * c4 + 1] = v.y; s[r][4 * c4 + 2] = v.z; s[r][4 * c4 + 3] = v.w;
  }
  __syncthreads();
  for (int r = threadIdx.y; r < TY; r += blockDim.y) {
    int i = bi + r;
    for (int c = threadIdx.x; c < TX; c += blockDim.x) {
      int j = bj + c;
      if (i < n - 1 && j >= 1 && j < n - 1)
        B[(size_t)i * n + j] = 0.2f * (s[r + 1][c + 4] + s[r + 1][c + 3] + s[r + 1][c + 5] + s[r + 2][c + 4] + s[r][c + 4]);
    }
  }
}
// 7. vector: each thread 4 consecutive columns (float4 center rows, neighbours
//    from shuffles), R rows rolling
template <int R>
__global__ void k_vec(int n, float *__restrict__ B, const float *__restrict__ A) {
  int j4 = (blockIdx.x * blockDim.x + threadIdx.x) * 4; // first column of the 4
  int i0 = 1 + (blockIdx.y * blockDim.y + threadIdx.y) * R;
  if (j4 >= n) return;
  const float4 *A4 = reinterpret_cast<const float4 *>(A);
  int n4 = n / 4;
  float4 up = A4[(size_t)(i0 - 1) * n4 + j4 / 4];
  float4 c = A4[(size_t)i0 * n4 + j4 / 4];
#pragma unroll
  for (int r = 0; r < R; r++) {
    int i = i0 + r;
    if (i >= n - 1) break;
    float4 dn = A4[(size_t)(i + 1) * n4 + j4 / 4];
    float left = __shfl_up_sync(0xffffffff, c.w, 1);
    float right = __shfl_down_sync(0xffffffff, c.x, 1);
    if (threadIdx.x == 0) left = j4 > 0 ? A[(size_t)i * n + j4 - 1] : 0.f;
    if (threadIdx.x == 31) right = j4 + 4 < n ? A[(size_t)i * n + j4 + 4] : 0.f;
    float o[4];
    o[0] = 0.2f * (c.x + left + c.y + up.x + dn.x);
    o[1] = 0.2f * (c.y + c.x + c.z + up.y + dn.y);
    o[2] = 0.2f * (c.z + c.y + c.w + up.z + dn.z);
    o[3] = 0.2f * (c.w + c.z + right + up.w + dn.w);
    float *Bi = B + (size_t)i * n;
#pragma unroll
    for (int u = 0; u < 4; u++) {
      int j = j4 + u;
      if (j >= 1 && j < n - 1) Bi[j] = o[u];
    }
    up = c; c = dn;
  }
}
__global__ void k_copy(int n, float *__restrict__ A, const float *__restrict__ B) {
  int j = 1 + blockIdx.x * blockDim.x + threadIdx.x;
  int i = 1 + blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n - 1 && j < n - 1) A[i * n + j] = B[i * n + j];
}

static float median(std::vector<float> v) { std::sort(v.begin(), v.end()); return v[v.size() / 2]; }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 16384;
  size_t nn = (size_t)n * n, bytes = nn * 4;
  std::vector<float> h(nn);
  unsigned s = 7;
  for (size_t k = 0; k < nn; k++) { s = s * 1103515245u + 12345u; h[k] = 0.5f + (float)((s >> 8) & 0xffff) / 65536.f; }
  float *A, *B, *C;
  CK(cudaMalloc(&A, bytes)); CK(cudaMalloc(&B, bytes)); CK(cudaMalloc(&C, bytes));
  CK(cudaMemcpy(A, h.data(), bytes, cudaMemcpyHostToDevice));
  // reference: naive into C
  cudaEvent_t e0, e1; CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
  std::vector<float> ref(nn), out(nn);
  auto timeit = [&](const char *name, auto launch, bool check) {
    CK(cudaMemset(B, 0xff, bytes));
    for (int w = 0; w < 3; w++) launch();
    CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
    std::vector<float> t;
    for (int r = 0; r < 15; r++) {
      CK(cudaEventRecord(e0)); launch(); CK(cudaEventRecord(e1)); CK(cudaEventSynchronize(e1));
      float ms; CK(cudaEventElapsedTime(&ms, e0, e1)); t.push_back(ms);
    }
    CK(cudaGetLastError());
    float ms = median(t);
    double gbs = 2.0 * bytes / (ms * 1e-3) / 1e9;
    long bad = -1;
    if (check) {
      CK(cudaMemcpy(out.data(), B, bytes, cudaMemcpyDeviceToHost));
      bad = 0;
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++) {
          size_t k = (size_t)i * n + j;
          if (!(fabsf(out[k] - ref[k]) <= 1e-6f * fabsf(ref[k]))) bad++;
        }
    }
    printf("%-22s %8.3f ms %7.0f GB/s bad %ld\n", name, ms, gbs, bad);
    return gbs;
  };
  // CPU reference
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) {
      size_t k = (size_t)i * n + j;
      ref[k] = 0.2f * (h[k] + h[k - 1] + h[k + 1] + h[k + n] + h[k - n]);
    }
  double copy = timeit("memcpy D2D", [&] { CK(cudaMemcpyAsync(C, A, bytes, cudaMemcpyDeviceToDevice)); }, false);
  dim3 b328(32, 8), g328((n - 2 + 31) / 32, (n - 2 + 7) / 8);
  auto rep = [&](const char *name, double g) { printf("   -> %.2f of copy\n", g / copy); };
  rep("naive", timeit("naive 32x8", [&] { k_naive<<<g328, b328>>>(n, B, A); }, true));
  rep("restrict", timeit("restrict 32x8", [&] { k_restrict<<<g328, b328>>>(n, B, A); }, true));
  {
    dim3 b(32, 4), g((n - 2 + 31) / 32, (n - 2 + 3) / 4);
    rep("", timeit("restrict 32x4", [&] { k_restrict<<<g, b>>>(n, B, A); }, true));
    dim3 b2(64, 4), g2((n - 2 + 63) / 64, (n - 2 + 3) / 4);
    rep("", timeit("restrict 64x4", [&] { k_restrict<<<g2, b2>>>(n, B, A); }, true));
    dim3 b3(128, 2), g3((n - 2 + 127) / 128, (n - 2 + 1) / 2);
    rep("", timeit("restrict 128x2", [&] { k_restrict<<<g3, b3>>>(n, B, A); }, true));
  }
  {
    long long t = n - 2;
    dim3 g((unsigned)((t + 31) / 32), (unsigned)std::min<long long>((t + 7) / 8, 65535));
    rep("", timeit("stride (today base)", [&] { k_stride<<<g, b328>>>(t, t, n, B, A); }, true));
  }
  {
    dim3 b(32, 8), g((n - 2 + 31) / 32, (n - 2 + 8 * 4 - 1) / (8 * 4));
    rep("", timeit("rows R4 32x8", [&] { k_rows<4><<<g, b>>>(n, B, A); }, true));
    dim3 g8((n - 2 + 31) / 32, (n - 2 + 8 * 8 - 1) / (8 * 8));
    rep("", timeit("rows R8 32x8", [&] { k_rows<8><<<g8, b>>>(n, B, A); }, true));
    dim3 b2(64, 4), g2((n - 2 + 63) / 64, (n - 2 + 4 * 8 - 1) / (4 * 8));
    rep("", timeit("rows R8 64x4", [&] { k_rows<8><<<g2, b2>>>(n, B, A); }, true));
  }
  {
    dim3 b(32, 8), g((n - 2 + 127) / 128, (n - 2 + 31) / 32);
    rep("", timeit("rows4 cols4 32x8", [&] { k_rows_cols<4, 4><<<g, b>>>(n, B, A); }, true));
    dim3 g2((n - 2 + 127) / 128, (n - 2 + 15) / 16);
    rep("", timeit("rows2 cols4 32x8", [&] { k_rows_cols<2, 4><<<g2, b>>>(n, B, A); }, true));
    dim3 g3((n - 2 + 63) / 64, (n - 2 + 15) / 16);
    rep("", timeit("rows2 cols2 32x8", [&] { k_rows_cols<2, 2><<<g3, b>>>(n, B, A); }, true));
  }
  {
    dim3 b(32, 8), g((n + 127) / 128, (n - 2 + 31) / 32);
    rep("", timeit("smem 128x32", [&] { k_smem<128, 32><<<g, b>>>(n, B, A); }, true));
    dim3 g2((n + 31) / 32, (n - 2 + 31) / 32);
    rep("", timeit("smem 32x32", [&] { k_smem<32, 32><<<g2, b>>>(n, B, A); }, true));
  }
  if (n % 4 == 0) {
    dim3 b(32, 4), g((n / 4 + 31) / 32, (n - 2 + 4 * 8 - 1) / (4 * 8));
    rep("", timeit("vec4 R8 32x4", [&] { k_vec<8><<<g, b>>>(n, B, A); }, true));
    dim3 g4((n / 4 + 31) / 32, (n - 2 + 4 * 4 - 1) / (4 * 4));
    rep("", timeit("vec4 R4 32x4", [&] { k_vec<4><<<g4, b>>>(n, B, A); }, true));
    dim3 b8(32, 8), g16((n / 4 + 31) / 32, (n - 2 + 8 * 16 - 1) / (8 * 16));
    rep("", timeit("vec4 R16 32x8", [&] { k_vec<16><<<g16, b8>>>(n, B, A); }, true));
  }
  {
    CK(cudaMemcpy(B, A, bytes, cudaMemcpyDeviceToDevice));
    float *tmp = B; B = C; C = tmp; // write into C-as-B: copy kernel A<-B: use (C as dst)
    dim3 g((n - 2 + 31) / 32, (n - 2 + 7) / 8);
    rep("", timeit("copy kernel 32x8", [&] { k_copy<<<g, b328>>>(n, B, C); }, false));
  }
  return 0;
}
