/* arch.h — what a thread block may use on each GPU architecture loopgpu
 * targets (--arch=sm_NN): the limits the translator checks a kernel against
 * (shared memory per block, threads per block) and the per-SM figures of the
 * same table, from the CUDA C++ Programming Guide's "Technical
 * Specifications per Compute Capability" (the same numbers as libcu++'s
 * cuda::arch_traits). One table, transforms/arch.c; the CMake package keeps
 * the list of names in step (cmake/loopgpuFunctions.cmake, checked by
 * test/ecosystem/arch-list.test). */
#ifndef LOOPGPU_ARCH_H
#define LOOPGPU_ARCH_H

#include <stdbool.h>
#include <stddef.h>

typedef struct lg_Arch {
  const char *name;          /* "sm_80" */
  int num;                   /* 80 */
  const char *gpus;          /* "A100", for --help and messages */
  long long smem_block_optin; /* bytes of shared memory a block may use after the
                                 cudaFuncSetAttribute opt-in (static alone: 48 KiB) */
  long long smem_sm;         /* bytes of shared memory per SM */
  int regs_sm;               /* 32-bit registers per SM (and per block) */
  int regs_thread;           /* registers per thread */
  int threads_block;         /* threads per block */
  int block_z;               /* threads per block along z */
  int threads_sm;            /* resident threads per SM */
  int blocks_sm;             /* resident blocks per SM */
  const char *variants;      /* the suffixes nvcc takes after the number
                                ("a": sm_90a; "af": sm_100a, sm_100f), or "" */
} lg_Arch;

/* Static shared memory per block, every architecture: above it a kernel's
 * staging is dynamic shared memory (tile.c). */
#define LG_STATIC_SMEM (48 * 1024)

/* The entry of compute capability `num` (75 for sm_75), or NULL. */
const lg_Arch *lg_arch_find(int num);
/* The table, oldest first; *n entries. */
const lg_Arch *lg_arch_table(int *n);
/* The default target, sm_90. */
const lg_Arch *lg_arch_default(void);

/* Parses one name: sm_NN, or with one of the entry's variant suffixes
 * (sm_90a). Returns the entry, or NULL with the message of the usage error
 * ("unknown architecture ...", "unsupported architecture ... (supported:
 * ...)") in buf, of size n. */
const lg_Arch *lg_arch_parse(const char *name, char *buf, size_t n);

/* "sm_70, sm_72, ..., sm_121": the names the table holds (not the older
 * names it accepts, as sm_101 for sm_110). */
void lg_arch_list(char *buf, size_t n);

/* The program's target (--arch; the most restrictive of a list), the
 * default without options, and its name as given (sm_90a). */
typedef struct lg_Program lg_Program;
const lg_Arch *lg_target_arch(const lg_Program *p);
const char *lg_target_arch_name(const lg_Program *p);

#endif
