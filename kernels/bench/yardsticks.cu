// yardsticks.cu — what the benchmark compares loopgpu's kernels with, on the
// same device and at the same sizes: cuBLAS (SGEMM, SSYRK, SGEMV, FP32, no
// tensor cores: CUBLAS_DEFAULT_MATH) and the device-to-device copy bandwidth.
//
// usage: yardsticks [--reps R] TEST...   each TEST one of
//   copy BYTES          cudaMemcpy device to device; GB/s = 2*BYTES/time
//   sgemm M N K         C = A*B (col-major), 2*M*N*K flops
//   sgemm2 NI NJ NK NL  two SGEMMs, the 2mm benchmark's shapes
//   ssyrk N K           C = A*A^T on one triangle, N*(N+1)*K flops
//   sgemv2 M N          tmp = A*x, y = A^T*tmp (atax), 4*M*N flops, 8*M*N bytes
// Prints one JSON object per test on stdout:
//   {"test": "sgemm", "args": [4096, 4096, 4096], "ms": 2.1, "flops": ...,
//    "bytes": ..., "gflops": ..., "gbps": ..., "check": "pass"}
// Timing: CUDA events around each call, 3 warm-up calls, the median of R
// (default 20). Inputs are filled on the device with values in [0.5, 1.5).
// Build: nvcc -O3 -arch=sm_90 yardsticks.cu -lcublas -o yardsticks
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CK(call)                                                               \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "yardsticks: %s:%d: %s: %s\n", __FILE__, __LINE__,       \
              #call, cudaGetErrorString(e_));                                  \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)
#define CB(call)                                                               \
  do {                                                                         \
    cublasStatus_t s_ = (call);                                                \
    if (s_ != CUBLAS_STATUS_SUCCESS) {                                         \
      fprintf(stderr, "yardsticks: %s:%d: %s: cuBLAS status %d\n", __FILE__,  \
              __LINE__, #call, (int)s_);                                       \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static int reps = 20;
static cublasHandle_t handle;

__global__ void fill_k(float *p, size_t n, unsigned seed) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)gridDim.x * blockDim.x) {
    unsigned h = (unsigned)i * 2654435761u ^ seed;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    p[i] = 0.5f + (float)(h & 0xFFFFFF) / 16777216.0f;
  }
}

static float *dev_array(size_t n, unsigned seed) {
  float *p;
  CK(cudaMalloc(&p, n * sizeof(float)));
  fill_k<<<1024, 256>>>(p, n, seed);
  CK(cudaGetLastError());
  return p;
}

template <class F> static double time_median_ms(F f) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  for (int i = 0; i < 3; i++)
    f();
  CK(cudaDeviceSynchronize());
  std::vector<double> t;
  for (int i = 0; i < reps; i++) {
    CK(cudaEventRecord(a));
    f();
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    float ms;
    CK(cudaEventElapsedTime(&ms, a, b));
    t.push_back(ms);
  }
  CK(cudaEventDestroy(a));
  CK(cudaEventDestroy(b));
  std::sort(t.begin(), t.end());
  size_t n = t.size();
  return n % 2 ? t[n / 2] : 0.5 * (t[n / 2 - 1] + t[n / 2]);
}

static void emit(const char *test, const std::vector<long long> &args,
                 double ms, double flops, double bytes, const char *check) {
  printf("{\"test\": \"%s\", \"args\": [", test);
  for (size_t i = 0; i < args.size(); i++)
    printf("%s%lld", i ? ", " : "", args[i]);
  printf("], \"ms\": %.6g, \"flops\": %.17g, \"bytes\": %.17g, "
         "\"gflops\": %.6g, \"gbps\": %.6g, \"reps\": %d, \"check\": \"%s\"}\n",
         ms, flops, bytes, flops / ms / 1e6, bytes / ms / 1e6, reps, check);
  fflush(stdout);
}

// Element (i, j) of col-major C = A*B (A m×k, B k×n), recomputed on the host
// in double from the device inputs, against the device's C.
static const char *check_gemm(const float *dA, const float *dB, const float *dC,
                              int m, int k, int i, int j, bool at = false) {
  std::vector<float> a(k), b(k);
  if (!at)
    CK(cudaMemcpy2D(a.data(), sizeof(float), dA + i, (size_t)m * sizeof(float),
                    sizeof(float), k, cudaMemcpyDeviceToHost));
  else // A^T: row i of A^T is column i of A (A stored k... as lda=m rows)
    CK(cudaMemcpy(a.data(), dA + (size_t)i * k, k * sizeof(float),
                  cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(b.data(), dB + (size_t)j * k, k * sizeof(float),
                cudaMemcpyDeviceToHost));
  double ref = 0;
  for (int p = 0; p < k; p++)
    ref += (double)a[p] * b[p];
  float got;
  CK(cudaMemcpy(&got, dC + (size_t)j * m + i, sizeof(float),
                cudaMemcpyDeviceToHost));
  return std::fabs(got - ref) <= 1e-4 * std::fabs(ref) ? "pass" : "FAIL";
}

static void t_copy(long long bytes) {
  size_t n = (size_t)bytes / sizeof(float);
  float *a = dev_array(n, 1), *b;
  CK(cudaMalloc(&b, n * sizeof(float)));
  double ms = time_median_ms([&] {
    CK(cudaMemcpy(b, a, n * sizeof(float), cudaMemcpyDeviceToDevice));
  });
  float x, y;
  CK(cudaMemcpy(&x, a + n / 3, 4, cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(&y, b + n / 3, 4, cudaMemcpyDeviceToHost));
  emit("copy", {bytes}, ms, 0, 2.0 * (double)n * sizeof(float),
       x == y ? "pass" : "FAIL");
  CK(cudaFree(a));
  CK(cudaFree(b));
}

static void t_sgemm(int m, int n, int k) {
  float *A = dev_array((size_t)m * k, 2), *B = dev_array((size_t)k * n, 3);
  float *C = dev_array((size_t)m * n, 4);
  const float one = 1.0f, zero = 0.0f;
  double ms = time_median_ms([&] {
    CB(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, A, m, B, k,
                   &zero, C, m));
  });
  CK(cudaDeviceSynchronize());
  emit("sgemm", {m, n, k}, ms, 2.0 * m * n * k,
       4.0 * ((double)m * k + (double)k * n + 2.0 * m * n),
       check_gemm(A, B, C, m, k, m / 3, n / 2));
  CK(cudaFree(A));
  CK(cudaFree(B));
  CK(cudaFree(C));
}

static void t_sgemm2(int ni, int nj, int nk, int nl) {
  // tmp (ni×nj) = A (ni×nk) * B (nk×nj); D (ni×nl) = tmp * C (nj×nl) + D
  float *A = dev_array((size_t)ni * nk, 5), *B = dev_array((size_t)nk * nj, 6);
  float *C = dev_array((size_t)nj * nl, 7), *D = dev_array((size_t)ni * nl, 8);
  float *T = dev_array((size_t)ni * nj, 9);
  const float one = 1.0f, zero = 0.0f, half = 0.5f;
  double ms = time_median_ms([&] {
    CB(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, ni, nj, nk, &one, A, ni,
                   B, nk, &zero, T, ni));
    CB(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, ni, nl, nj, &one, T, ni,
                   C, nj, &half, D, ni));
  });
  CK(cudaDeviceSynchronize());
  emit("sgemm2", {ni, nj, nk, nl}, ms, 2.0 * ni * nj * nk + 2.0 * ni * nl * nj,
       4.0 * ((double)ni * nk + (double)nk * nj + (double)nj * nl + 2.0 * ni * nl),
       check_gemm(A, B, T, ni, nk, ni / 3, nj / 2));
  for (float *p : {A, B, C, D, T})
    CK(cudaFree(p));
}

static void t_ssyrk(int n, int k) {
  float *A = dev_array((size_t)n * k, 10), *C = dev_array((size_t)n * n, 11);
  const float one = 1.0f, zero = 0.0f;
  double ms = time_median_ms([&] {
    CB(cublasSsyrk(handle, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, n, k, &one, A,
                   n, &zero, C, n));
  });
  CK(cudaDeviceSynchronize());
  // C = A*A^T: element (i, j), i >= j, of the lower triangle; B = A^T is
  // k×n col-major, whose column j is row j of A (stride n): use a copy.
  int i = n - 1, j = n / 3;
  std::vector<float> ai(k), aj(k);
  CK(cudaMemcpy2D(ai.data(), 4, A + i, (size_t)n * 4, 4, k, cudaMemcpyDeviceToHost));
  CK(cudaMemcpy2D(aj.data(), 4, A + j, (size_t)n * 4, 4, k, cudaMemcpyDeviceToHost));
  double ref = 0;
  for (int p = 0; p < k; p++)
    ref += (double)ai[p] * aj[p];
  float got;
  CK(cudaMemcpy(&got, C + (size_t)j * n + i, 4, cudaMemcpyDeviceToHost));
  emit("ssyrk", {n, k}, ms, (double)n * (n + 1.0) * k,
       4.0 * ((double)n * k + (double)n * (n + 1.0)),
       std::fabs(got - ref) <= 1e-4 * std::fabs(ref) ? "pass" : "FAIL");
  CK(cudaFree(A));
  CK(cudaFree(C));
}

static void t_sgemv2(int m, int n) {
  // A is m×n row-major = n×m col-major (lda n): tmp = A*x is op T on the
  // col-major view, y = A^T*tmp is op N.
  float *A = dev_array((size_t)m * n, 12), *x = dev_array(n, 13);
  float *tmp = dev_array(m, 14), *y = dev_array(n, 15);
  const float one = 1.0f, zero = 0.0f;
  double ms = time_median_ms([&] {
    CB(cublasSgemv(handle, CUBLAS_OP_T, n, m, &one, A, n, x, 1, &zero, tmp, 1));
    CB(cublasSgemv(handle, CUBLAS_OP_N, n, m, &one, A, n, tmp, 1, &zero, y, 1));
  });
  CK(cudaDeviceSynchronize());
  // tmp[i] = sum_j A[i][j] x[j], row i of the row-major A
  int i = m / 2;
  std::vector<float> row(n), xv(n);
  CK(cudaMemcpy(row.data(), A + (size_t)i * n, (size_t)n * 4, cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(xv.data(), x, (size_t)n * 4, cudaMemcpyDeviceToHost));
  double ref = 0;
  for (int j = 0; j < n; j++)
    ref += (double)row[j] * xv[j];
  float got;
  CK(cudaMemcpy(&got, tmp + i, 4, cudaMemcpyDeviceToHost));
  emit("sgemv2", {m, n}, ms, 4.0 * m * n, 8.0 * m * n + 4.0 * (2.0 * m + 2.0 * n),
       std::fabs(got - ref) <= 1e-4 * std::fabs(ref) ? "pass" : "FAIL");
  for (float *p : {A, x, tmp, y})
    CK(cudaFree(p));
}

int main(int argc, char **argv) {
  int i = 1;
  if (argc > 2 && !strcmp(argv[1], "--reps")) {
    reps = atoi(argv[2]);
    i = 3;
  }
  if (i >= argc || reps < 1) {
    fprintf(stderr, "usage: yardsticks [--reps R] (copy BYTES | sgemm M N K | "
                    "sgemm2 NI NJ NK NL | ssyrk N K | sgemv2 M N)...\n");
    return 2;
  }
  CB(cublasCreate(&handle));
  CB(cublasSetMathMode(handle, CUBLAS_DEFAULT_MATH));
  auto num = [&](int k) -> long long {
    if (i + k >= argc) {
      fprintf(stderr, "yardsticks: '%s' needs %d sizes\n", argv[i], k);
      exit(2);
    }
    return atoll(argv[i + k]);
  };
  while (i < argc) {
    const char *t = argv[i];
    if (!strcmp(t, "copy")) {
      t_copy(num(1));
      i += 2;
    } else if (!strcmp(t, "sgemm")) {
      t_sgemm((int)num(1), (int)num(2), (int)num(3));
      i += 4;
    } else if (!strcmp(t, "sgemm2")) {
      t_sgemm2((int)num(1), (int)num(2), (int)num(3), (int)num(4));
      i += 5;
    } else if (!strcmp(t, "ssyrk")) {
      t_ssyrk((int)num(1), (int)num(2));
      i += 3;
    } else if (!strcmp(t, "sgemv2")) {
      t_sgemv2((int)num(1), (int)num(2));
      i += 3;
    } else {
      fprintf(stderr, "yardsticks: unknown test '%s'\n", t);
      return 2;
    }
  }
  CB(cublasDestroy(handle));
  return 0;
}
