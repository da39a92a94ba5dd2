/* cuda_runtime_api.h — the emulation build's stand-in for the CUDA toolkit's header (the
 * include directory of loopgpu-emu.pc and loopgpu::emu puts it first): a
 * host half that calls the CUDA runtime itself (cudaMalloc in a host loop)
 * includes the toolkit's header unchanged, and gets C stand-ins over the
 * emulated device here, real CUDA in the GPU build. */
#include "../loopgpu_cudart.h"
