/* loopgpu_emu.h — CUDA on the CPU: what a generated .cu file needs to compile
 * with a plain C++ compiler (g++/clang++, C++14 or later) and run its kernels
 * on the emulation scheduler of libloopgpu-emu. loopgpu.h includes it when
 * __CUDACC__ is not defined; do not include it directly.
 *
 * Model (details in docs/runtime.md):
 *  - a launch runs to completion before LG_LAUNCH returns (no streams);
 *  - blocks run concurrently on a pool of OS threads (LG_EMU_THREADS), one
 *    block at a time per thread, so __shared__ is `static thread_local`;
 *  - the threads of a block are fibers switched ONLY at __syncthreads(),
 *    __syncwarp() and warp shuffles: thread 0 runs up to its first barrier
 *    before thread 1 starts, so a missing barrier gives a wrong result;
 *  - __syncwarp() is a barrier over the warp (32 consecutive threads);
 *  - atomics are real atomics (blocks run concurrently).
 *
 * The C part (below) is also what the library's own C files see.
 */
#ifndef LOOPGPU_EMU_H
#define LOOPGPU_EMU_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct lg_uint3 {
  unsigned x, y, z;
} lg_uint3;

/* What threadIdx, blockIdx, blockDim and gridDim read: the running fiber's
 * coordinates, one record per worker thread, updated at each switch. */
typedef struct lg_emu_ctx {
  lg_uint3 thread_idx, block_idx, block_dim, grid_dim;
} lg_emu_ctx;

extern __thread lg_emu_ctx *lg_emu_cur;
static inline lg_emu_ctx *lg_emu_self(void) { return lg_emu_cur; }

typedef void (*lg_emu_body)(void *closure);
/* Run body(closure) as every thread of a grid x block launch; returns when
 * all have finished. Launch-limit violations stop the program with the
 * message a GPU launch would give, naming the kernel and FILE:LINE. */
void lg_emu_launch(lg_emu_body body, void *closure, const void *kernel_fn,
                   lg_uint3 grid, lg_uint3 block, size_t shmem,
                   const char *kernel, const char *file, int line);
/* lg_kernel_smem in emulation: remembers that kernel_fn may launch with up to
 * `bytes` of dynamic shared memory (the GPU's opt-in, with its 227 KB limit),
 * so that a launch above 48 KB without it fails as on the GPU. */
void lg_emu_smem_optin(const void *kernel_fn, size_t bytes, const char *kernel,
                       const char *file, int line);
void lg_emu_syncthreads(void);
void lg_emu_syncwarp(void);
/* The running block's dynamic shared memory (the launch's `shmem` bytes). */
void *lg_emu_dyn_shared(void);
/* One 8-byte exchange slot per thread of the running block (warp shuffles). */
unsigned long long *lg_emu_lane_slots(void);

/* cudart stand-ins for user code that calls them itself. Their memory
 * counts as the emulated device's (cudaMemGetInfo, the report's
 * meminfo_bytes), not as the runtime's own buffers. */
void lg_check_cuda(int err, const char *call, const char *file, int line);
int lg_emu_cuda_malloc(void **p, size_t bytes);
int lg_emu_cuda_free(void *p);

#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
#include <math.h>
#include <string.h>

#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

/* ---- keywords ------------------------------------------------------------ */
#define __global__
#define __device__
#define __host__
#define __constant__
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...)
#define __align__(n) __attribute__((aligned(n)))
/* per block: a worker thread runs one block at a time */
#define __shared__ static thread_local
/* __restrict__ is a g++/clang++ keyword already */

#define warpSize 32

/* ---- vector types -------------------------------------------------------- */
typedef lg_uint3 uint3;

/* CUDA's 16-byte vectors (the vectorized kernels' loads, print_vector.c) */
struct alignas(16) float4 {
  float x, y, z, w;
};
struct alignas(16) int4 {
  int x, y, z, w;
};
struct alignas(16) double2 {
  double x, y;
};
inline float4 make_float4(float x, float y, float z, float w) { return float4{x, y, z, w}; }
inline int4 make_int4(int x, int y, int z, int w) { return int4{x, y, z, w}; }
inline double2 make_double2(double x, double y) { return double2{x, y}; }

struct dim3 {
  unsigned x, y, z;
  constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1)
      : x(vx), y(vy), z(vz) {}
  constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  constexpr operator uint3() const { return uint3{x, y, z}; }
};

#define threadIdx (lg_emu_self()->thread_idx)
#define blockIdx (lg_emu_self()->block_idx)
#define blockDim (lg_emu_self()->block_dim)
#define gridDim (lg_emu_self()->grid_dim)

/* ---- barriers ------------------------------------------------------------ */
inline void __syncthreads() { lg_emu_syncthreads(); }
inline void __syncwarp(unsigned mask = 0xffffffffu) {
  (void)mask;
  lg_emu_syncwarp();
}
inline void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
inline void __threadfence_block() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }

/* Dynamic shared memory: the launch's shmem bytes, per block. */
#define LG_DYNAMIC_SHARED(type, name) type *name = (type *)lg_emu_dyn_shared()

/* ---- loads --------------------------------------------------------------- */
template <class T> inline T __ldg(const T *p) { return *p; }

/* ---- atomics: real ones, blocks run concurrently ------------------------- */
namespace lg_emu {
template <class T, class F> inline T atomic_update(T *p, F f) {
  T old, upd;
  __atomic_load(p, &old, __ATOMIC_RELAXED);
  do
    upd = f(old);
  while (!__atomic_compare_exchange(p, &old, &upd, true, __ATOMIC_SEQ_CST,
                                    __ATOMIC_RELAXED));
  return old;
}
} // namespace lg_emu

#define LG_EMU_INT_ATOMICS(T)                                                  \
  inline T atomicAdd(T *p, T v) { return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); } \
  inline T atomicSub(T *p, T v) { return __atomic_fetch_sub(p, v, __ATOMIC_SEQ_CST); } \
  inline T atomicAnd(T *p, T v) { return __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST); } \
  inline T atomicOr(T *p, T v) { return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST); }   \
  inline T atomicXor(T *p, T v) { return __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST); } \
  inline T atomicExch(T *p, T v) { return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST); } \
  inline T atomicCAS(T *p, T cmp, T v) {                                       \
    __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_SEQ_CST,           \
                                __ATOMIC_SEQ_CST);                             \
    return cmp;                                                                \
  }
LG_EMU_INT_ATOMICS(int)
LG_EMU_INT_ATOMICS(unsigned)
LG_EMU_INT_ATOMICS(unsigned long long)
LG_EMU_INT_ATOMICS(long long)
#undef LG_EMU_INT_ATOMICS

#define LG_EMU_MINMAX_ATOMICS(T)                                               \
  inline T atomicMin(T *p, T v) {                                              \
    return lg_emu::atomic_update(p, [v](T o) { return v < o ? v : o; });       \
  }                                                                            \
  inline T atomicMax(T *p, T v) {                                              \
    return lg_emu::atomic_update(p, [v](T o) { return v > o ? v : o; });       \
  }
LG_EMU_MINMAX_ATOMICS(int)
LG_EMU_MINMAX_ATOMICS(unsigned)
LG_EMU_MINMAX_ATOMICS(unsigned long long)
LG_EMU_MINMAX_ATOMICS(long long)
/* CUDA has no float/double atomicMin/Max; the emulation accepts them, and
 * lg_atomic_min/lg_atomic_max (loopgpu.h) work in both builds. */
LG_EMU_MINMAX_ATOMICS(float)
LG_EMU_MINMAX_ATOMICS(double)
#undef LG_EMU_MINMAX_ATOMICS

inline float atomicAdd(float *p, float v) {
  return lg_emu::atomic_update(p, [v](float o) { return o + v; });
}
inline double atomicAdd(double *p, double v) {
  return lg_emu::atomic_update(p, [v](double o) { return o + v; });
}
inline float atomicExch(float *p, float v) {
  float old;
  __atomic_exchange(p, &v, &old, __ATOMIC_SEQ_CST);
  return old;
}

/* ---- warp shuffles: exchange through per-thread slots between two warp
 * barriers (so every lane has written before any reads, and has read before
 * any writes again) -------------------------------------------------------- */
namespace lg_emu {
inline unsigned linear_tid() {
  const lg_emu_ctx *c = lg_emu_self();
  return c->thread_idx.x +
         c->block_dim.x * (c->thread_idx.y + c->block_dim.y * c->thread_idx.z);
}
template <class T> inline T shfl(T v, int src_lane, int width) {
  static_assert(sizeof(T) <= 8, "shuffle of more than 8 bytes");
  unsigned long long *slot = lg_emu_lane_slots();
  const lg_emu_ctx *c = lg_emu_self();
  unsigned me = linear_tid();
  unsigned n = c->block_dim.x * c->block_dim.y * c->block_dim.z;
  unsigned lane = me % 32, seg = lane - lane % (unsigned)width;
  unsigned src = me - lane + seg + (unsigned)src_lane;
  T r = v;
  memcpy(&slot[me], &v, sizeof v);
  lg_emu_syncwarp();
  if (src_lane >= 0 && src_lane < width && src < n)
    memcpy(&r, &slot[src], sizeof r);
  lg_emu_syncwarp();
  return r;
}
} // namespace lg_emu

template <class T> inline T __shfl_sync(unsigned, T v, int lane, int width = 32) {
  return lg_emu::shfl(v, ((lane % width) + width) % width, width);
}
template <class T>
inline T __shfl_down_sync(unsigned, T v, unsigned d, int width = 32) {
  int lane = (int)(lg_emu::linear_tid() % 32) % width;
  return lg_emu::shfl(v, lane + (int)d < width ? lane + (int)d : lane, width);
}
template <class T>
inline T __shfl_up_sync(unsigned, T v, unsigned d, int width = 32) {
  int lane = (int)(lg_emu::linear_tid() % 32) % width;
  return lg_emu::shfl(v, lane - (int)d >= 0 ? lane - (int)d : lane, width);
}
template <class T>
inline T __shfl_xor_sync(unsigned, T v, int m, int width = 32) {
  int lane = (int)(lg_emu::linear_tid() % 32) % width;
  return lg_emu::shfl(v, (lane ^ m) < width ? lane ^ m : lane, width);
}

/* ---- math: the device functions and intrinsics nvcc provides ------------ */
inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
inline double rsqrt(double x) { return 1.0 / sqrt(x); }
inline float __fdividef(float a, float b) { return a / b; }
inline float __expf(float x) { return expf(x); }
inline float __logf(float x) { return logf(x); }
inline float __sinf(float x) { return sinf(x); }
inline float __cosf(float x) { return cosf(x); }
inline float __powf(float a, float b) { return powf(a, b); }
inline float __saturatef(float x) { return x < 0.f ? 0.f : x > 1.f ? 1.f : x; }
#define LG_EMU_MINMAX(T)                                                       \
  inline T min(T a, T b) { return a < b ? a : b; }                             \
  inline T max(T a, T b) { return a > b ? a : b; }
LG_EMU_MINMAX(int)
LG_EMU_MINMAX(unsigned)
LG_EMU_MINMAX(long)
LG_EMU_MINMAX(unsigned long)
LG_EMU_MINMAX(long long)
LG_EMU_MINMAX(unsigned long long)
LG_EMU_MINMAX(float)
LG_EMU_MINMAX(double)
#undef LG_EMU_MINMAX

/* ---- cudart stand-ins (host side) ---------------------------------------- */
typedef int cudaError_t;
enum { cudaSuccess = 0, cudaErrorMemoryAllocation = 2 };
enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};
typedef struct lg_emu_stream *cudaStream_t; /* launches and copies are synchronous */
template <class T> inline cudaError_t cudaMalloc(T **p, size_t bytes) {
  void *v;
  cudaError_t e = lg_emu_cuda_malloc(&v, bytes);
  *p = (T *)v;
  return e;
}
inline cudaError_t cudaFree(void *p) { return lg_emu_cuda_free(p); }
template <class T>
inline cudaError_t cudaMallocAsync(T **p, size_t bytes, cudaStream_t) {
  return cudaMalloc(p, bytes);
}
inline cudaError_t cudaFreeAsync(void *p, cudaStream_t) { return lg_emu_cuda_free(p); }
inline cudaError_t cudaStreamCreate(cudaStream_t *s) {
  *s = (cudaStream_t)0;
  return cudaSuccess;
}
inline cudaError_t cudaStreamDestroy(cudaStream_t) { return cudaSuccess; }
inline cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
inline cudaError_t cudaMemcpy(void *d, const void *s, size_t n, cudaMemcpyKind) {
  memmove(d, s, n);
  return cudaSuccess;
}
inline cudaError_t cudaMemset(void *d, int v, size_t n) {
  memset(d, v, n);
  return cudaSuccess;
}
inline cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n, cudaMemcpyKind,
                                   cudaStream_t = 0) {
  memmove(d, s, n);
  return cudaSuccess;
}
inline cudaError_t cudaMemsetAsync(void *d, int v, size_t n, cudaStream_t = 0) {
  memset(d, v, n);
  return cudaSuccess;
}
template <class T>
inline cudaError_t cudaMemcpyToSymbol(T &sym, const void *s, size_t n,
                                      size_t off = 0,
                                      cudaMemcpyKind = cudaMemcpyHostToDevice) {
  memcpy((char *)&sym + off, s, n);
  return cudaSuccess;
}
inline cudaError_t cudaDeviceSynchronize() { return cudaSuccess; }
inline cudaError_t cudaGetLastError() { return cudaSuccess; }
inline cudaError_t cudaPeekAtLastError() { return cudaSuccess; }
inline const char *cudaGetErrorString(cudaError_t e) {
  return e == cudaSuccess ? "no error" : "emulated CUDA error";
}
#define LG_CHECK(call) lg_check_cuda((int)(call), #call, __FILE__, __LINE__)

/* ---- launches ------------------------------------------------------------ */
namespace lg_emu {
/* The kernel and a copy of its arguments, converted to the parameter types
 * once at the launch; each emulated thread calls the kernel with its own
 * copies (parameters are by value, as on the GPU). */
template <class... P> struct closure {
  void (*kernel)(P...);
  std::tuple<typename std::decay<P>::type...> args;
  template <std::size_t... I> void call(std::index_sequence<I...>) {
    kernel(std::get<I>(args)...); /* copies: parameters are by value */
  }
  static void run(void *self) {
    static_cast<closure *>(self)->call(std::index_sequence_for<P...>());
  }
};

template <class... P, class... A>
inline void launch(const char *name, const char *file, int line,
                   void (*kernel)(P...), dim3 grid, dim3 block, size_t shmem,
                   A &&...args) {
  static_assert(sizeof...(P) == sizeof...(A),
                "LG_LAUNCH: wrong number of kernel arguments");
  closure<P...> c{kernel, std::tuple<typename std::decay<P>::type...>(
                              std::forward<A>(args)...)};
  lg_emu_launch(&closure<P...>::run, &c, (const void *)kernel, grid, block, shmem,
                name, file, line);
}
} // namespace lg_emu

static inline void lg_kernel_smem(const void *kernel, size_t bytes, const char *name,
                                  const char *file, int line) {
  lg_emu_smem_optin(kernel, bytes, name, file, line);
}
#define LG_LAUNCH(kernel, grid, block, shmem, ...)                             \
  lg_emu::launch(#kernel, __FILE__, __LINE__, kernel, (grid), (block),         \
                 (size_t)(shmem), ##__VA_ARGS__)
/* chunk(): the emulation has no streams; a launch completes before it returns */
#define LG_LAUNCH_STREAM(kernel, grid, block, shmem, stream, ...)              \
  do {                                                                         \
    (void)(stream);                                                            \
    LG_LAUNCH(kernel, grid, block, shmem, ##__VA_ARGS__);                      \
  } while (0)

#endif /* __cplusplus */
#endif /* LOOPGPU_EMU_H */
