/* arch.c — the architecture table (arch.h). Figures: CUDA C++ Programming
 * Guide, "Technical Specifications per Compute Capability"; the opt-in
 * shared memory per block is the SM's less the 1 KiB the driver reserves
 * per block from sm_80 on (sm_80: 164 KiB an SM, 163 a block).
 *
 * The rows of the architectures CUDA 13 added (sm_88, sm_103, sm_110,
 * sm_120, sm_121): the guide's table itself was not at hand for them, so
 * their figures are NVIDIA's libcu++ cuda::arch_traits (NVIDIA/cccl,
 * cuda/__device/arch_traits.h: sm_88 as sm_86, sm_103 as sm_100, sm_110 as
 * sm_100 but 1536 threads and 24 blocks an SM, sm_120 100 KiB an SM, 1536
 * threads, 24 blocks, sm_121 as sm_120); their shared memory and blocks per
 * SM agree with CUDA 13.0's cuda_occupancy.h (cudaOccAlignUpShmemSizeVoltaPlus,
 * cudaOccMaxBlocksPerMultiprocessor: 8.8 100 KiB and 16 blocks, 10.3 228 and
 * 32, 11.0 228 and 24, 12.x 100 and 24), which has no threads per SM. */
#include "arch.h"
#include "ir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KiB 1024LL

static const lg_Arch table[] = {
    /* name   num  gpus                        optin     per SM  regs  reg/t thr/b z thr/SM blk/SM */
    {"sm_70", 70, "Volta: V100", 96 * KiB, 96 * KiB, 65536, 255, 1024, 64, 2048, 32, ""},
    {"sm_72", 72, "Volta: Jetson Xavier", 96 * KiB, 96 * KiB, 65536, 255, 1024, 64, 2048, 32, ""},
    {"sm_75", 75, "Turing: T4, RTX 20", 64 * KiB, 64 * KiB, 65536, 255, 1024, 64, 1024, 16, ""},
    {"sm_80", 80, "Ampere: A100, A30", 163 * KiB, 164 * KiB, 65536, 255, 1024, 64, 2048, 32, ""},
    {"sm_86", 86, "Ampere: A10, A40, RTX 30", 99 * KiB, 100 * KiB, 65536, 255, 1024, 64, 1536, 16,
     ""},
    {"sm_87", 87, "Ampere: Jetson Orin", 163 * KiB, 164 * KiB, 65536, 255, 1024, 64, 1536, 16, ""},
    {"sm_88", 88, "Ampere (CUDA 13; sm_86's figures)", 99 * KiB, 100 * KiB, 65536, 255, 1024, 64,
     1536, 16, ""},
    {"sm_89", 89, "Ada: L4, L40, RTX 40", 99 * KiB, 100 * KiB, 65536, 255, 1024, 64, 1536, 24, ""},
    {"sm_90", 90, "Hopper: H100, H200", 227 * KiB, 228 * KiB, 65536, 255, 1024, 64, 2048, 32, "a"},
    {"sm_100", 100, "Blackwell: B200, GB200", 227 * KiB, 228 * KiB, 65536, 255, 1024, 64, 2048, 32,
     "af"},
    {"sm_103", 103, "Blackwell Ultra: B300, GB300", 227 * KiB, 228 * KiB, 65536, 255, 1024, 64,
     2048, 32, "af"},
    {"sm_110", 110, "Blackwell: Jetson Thor (sm_101 before CUDA 13)", 227 * KiB, 228 * KiB, 65536,
     255, 1024, 64, 1536, 24, "af"},
    {"sm_120", 120, "Blackwell: RTX 50, RTX PRO", 99 * KiB, 100 * KiB, 65536, 255, 1024, 64, 1536,
     24, "af"},
    {"sm_121", 121, "Blackwell: GB10 (DGX Spark)", 99 * KiB, 100 * KiB, 65536, 255, 1024, 64, 1536,
     24, "af"},
};

/* Names an older CUDA gave an entry, accepted for it (not listed): CUDA 13
 * renamed Jetson Thor's sm_101 to sm_110 (the CUDA 13.0 release notes of
 * cuRANDDx and nvCOMPDx; CUDA 13's nvcc rejects sm_101). */
static const struct {
  int num, to;
} aliases[] = {{101, 110}};

#define NTABLE ((int)(sizeof table / sizeof table[0]))

const lg_Arch *lg_arch_find(int num) {
  for (int i = 0; i < NTABLE; i++)
    if (table[i].num == num)
      return &table[i];
  return NULL;
}

/* The entry of `num`, or of the number it was renamed to. */
static const lg_Arch *find_or_alias(long num) {
  const lg_Arch *a = num >= 0 && num <= 1000 ? lg_arch_find((int)num) : NULL;
  for (size_t i = 0; !a && i < sizeof aliases / sizeof aliases[0]; i++)
    if (aliases[i].num == num)
      a = lg_arch_find(aliases[i].to);
  return a;
}

const lg_Arch *lg_arch_table(int *n) {
  *n = NTABLE;
  return table;
}

const lg_Arch *lg_arch_default(void) { return lg_arch_find(90); }

void lg_arch_list(char *buf, size_t n) {
  size_t at = 0;
  buf[0] = 0;
  for (int i = 0; i < NTABLE && at < n; i++) {
    int w = snprintf(buf + at, n - at, "%s%s", i ? ", " : "", table[i].name);
    if (w < 0)
      break;
    at += (size_t)w;
  }
}

const lg_Arch *lg_arch_parse(const char *name, char *buf, size_t n) {
  char list[256];
  lg_arch_list(list, sizeof list);
  const char *digits = !strncmp(name, "sm_", 3)        ? name + 3
                       : !strncmp(name, "compute_", 8) ? name + 8
                                                        : name;
  char *end = NULL;
  long num = *digits >= '0' && *digits <= '9' ? strtol(digits, &end, 10) : -1;
  bool suffix_ok = end && (!*end || (end[0] >= 'a' && end[0] <= 'z' && !end[1]));
  if (num < 0 || !suffix_ok || num > 1000) {
    snprintf(buf, n, "unknown architecture '%s' (expected sm_NN, e.g. sm_90)", name);
    return NULL;
  }
  if (digits != name + 3 && find_or_alias(num)) {
    /* 80, compute_80: CMake's spelling, or nvcc's virtual architecture */
    snprintf(buf, n, "unknown architecture '%s' (expected sm_NN: did you mean 'sm_%ld%s'?)",
             name, num, end);
    return NULL;
  }
  const lg_Arch *a = find_or_alias(num);
  if (!a) {
    snprintf(buf, n, "unsupported architecture '%s' (supported: %s)", name, list);
    return NULL;
  }
  if (*end && !strchr(a->variants, *end)) {
    snprintf(buf, n, "unknown architecture '%s' (%s has %s)", name, a->name,
             !*a->variants ? "no variants" : !strcmp(a->variants, "a") ? "the variant 'a'"
                                                                       : "the variants 'a' and 'f'");
    return NULL;
  }
  return a;
}

const lg_Arch *lg_target_arch(const lg_Program *p) {
  const lg_Arch *a = p && p->opts ? lg_arch_find(p->opts->arch_num) : NULL;
  return a ? a : lg_arch_default();
}

const char *lg_target_arch_name(const lg_Program *p) {
  return p && p->opts && p->opts->arch ? p->opts->arch : lg_target_arch(p)->name;
}
