/* fuzz_compile.c — libFuzzer harness for the invariant behind every change:
 * exit 0 => the output compiles. The input bytes are a whole C file; when
 * it compiles itself (cc -fsyntax-only with the same flags: an input gcc
 * rejects says nothing about loopgpu) and loopgpu translates it with exit 0, both halves of the
 * translation must compile as the CPU emulation builds them (c++ -x c++ for
 * FILE.cu, cc for FILE.host.c, the runtime's headers from LG_FUZZ_EMU_CFLAGS,
 * set by fuzz/harnesses.cmake). A rejected half aborts, leaving the input
 * in the artifacts. Each success costs three compiler runs: this harness is
 * slow (a few executions a second) and meant for long runs. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fuzz_common.h"

#ifndef LG_FUZZ_EMU_CFLAGS
#error "LG_FUZZ_EMU_CFLAGS: the runtime's emulation flags (fuzz/harnesses.cmake)"
#endif

static int sh(const char *cmd) {
  int st = system(cmd);
  return st == 0 ? 0 : 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n) {
  char cmd[16384], in[4400], out[4400];
  if (n > 1 << 15)
    return -1;
  lg_fuzz_write("input.c", (const char *)data, n);
  snprintf(in, sizeof in, "%s", lg_fuzz_path("input.c"));
  snprintf(out, sizeof out, "%s", lg_fuzz_path("x.cu"));
  unlink(out);
  char *argv[] = {"loopgpu", in, "-o", out, NULL};
  if (lg_fuzz_run(4, argv) != 0)
    return 0;
  /* with the flags the host half gets: an input that defines cudart's
   * functions itself clashes with the emulation's cuda_runtime_api.h */
  snprintf(cmd, sizeof cmd, "cc -std=gnu11 -fsyntax-only -w %s %s >/dev/null 2>&1",
           LG_FUZZ_EMU_CFLAGS, in);
  if (sh(cmd))
    return 0; /* not C that gcc takes */
  snprintf(cmd, sizeof cmd, "c++ -fsyntax-only -w -x c++ %s %s >/dev/null 2>&1",
           LG_FUZZ_EMU_CFLAGS, out);
  if (sh(cmd)) {
    fprintf(stderr, "loopgpu fuzz_compile: exit 0, but the .cu does not compile: %s\n", cmd);
    abort();
  }
  snprintf(cmd, sizeof cmd, "cc -std=gnu11 -fsyntax-only -w %s %s/x.host.c >/dev/null 2>&1",
           LG_FUZZ_EMU_CFLAGS, lg_fuzz_dir());
  if (sh(cmd)) {
    fprintf(stderr, "loopgpu fuzz_compile: exit 0, but the .host.c does not compile: %s\n", cmd);
    abort();
  }
  return 0;
}
