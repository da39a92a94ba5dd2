/* fuzz_common.h — what both libFuzzer harnesses share: run the translator's
 * driver (tool/main.c, compiled with main renamed lg_tool_main) on a file. */
#ifndef LOOPGPU_FUZZ_COMMON_H
#define LOOPGPU_FUZZ_COMMON_H

#include <stddef.h>

int lg_tool_main(int argc, char **argv);

/* Writes data[0, n) to a private temporary .c file and translates it with
 * `loopgpu FILE -o -` (standard output goes to /dev/null). Aborts when the
 * exit status is not 0 or 1: an input never makes the translator fail with
 * anything but a diagnostic. */
void lg_fuzz_translate(const char *data, size_t n);

#endif
