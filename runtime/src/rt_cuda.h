/* rt_cuda.h — the checker every cudart call of the GPU library goes through.
 * Only the rt_*_cuda.c files include it. */
#ifndef LG_RT_CUDA_H
#define LG_RT_CUDA_H

#include <cuda_runtime_api.h>

/* Stops with "loopgpu: FILE:LINE: CALL failed: ERROR" when err is not
 * cudaSuccess. FILE:LINE is the user's (the loop the runtime works for),
 * RT_FILE:RT_LINE the runtime's own call site, printed as a suffix. */
void lg_cuda_check_at(cudaError_t err, const char *call, const char *what,
                      const char *file, int line, const char *rt_file,
                      int rt_line);

/* LG_CUDA(call, what, file, line): `what` names the buffer or kernel. */
#ifdef __FILE_NAME__
#define LG_RT_FILE __FILE_NAME__ /* the runtime's file, without the build's path */
#else
#define LG_RT_FILE __FILE__
#endif
#define LG_CUDA(call, what, file, line)                                        \
  lg_cuda_check_at((call), #call, (what), (file), (line), LG_RT_FILE, __LINE__)
/* LG_CUDA_NAMED(err, "cudaMalloc", what, file, line): for an error kept in a
 * variable, which the message must not call "err" */
#define LG_CUDA_NAMED(err, name, what, file, line)                             \
  lg_cuda_check_at((err), (name), (what), (file), (line), LG_RT_FILE, __LINE__)

/* Parallel host memcpy (rt_pmemcpy.c), for filling pinned staging buffers. */
void lg_pmemcpy(void *dst, const void *src, size_t bytes, int threads);

/* Copy strategies (rt_copy_cuda.c). */
void lg_copy_h2d(void *dev, const void *host, size_t bytes, const char *what,
                 const char *file, int line);
void lg_copy_d2h(void *host, const void *dev, size_t bytes, const char *what,
                 const char *file, int line);
void lg_copy_shutdown(void);
/* host pages of [host, host+bytes) faulted in before a copy, for writing or
   reading, when any is absent and the copy is large (rt_copy_cuda.c) */
void lg_copy_prefault(void *host, size_t bytes, int write);
/* The stream launches go to now (rt_backend_cuda.c): 0, or a chunk's. */
cudaStream_t lg_cuda_launch_stream(void);

#endif /* LG_RT_CUDA_H */
