/* fuzz_translate.c — libFuzzer harness: the input bytes are a whole C file,
 * translated in-process by the translator's driver (docs/robustness.md). */
#include <stddef.h>
#include <stdint.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n) {
  if (n > 1 << 16)
    return -1; /* keep iterations fast; huge files have their own lit tests */
  lg_fuzz_translate((const char *)data, n);
  return 0;
}
