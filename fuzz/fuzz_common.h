/* fuzz_common.h — what the libFuzzer harnesses share: run the translator's
 * driver (tool/main.c, compiled with main renamed lg_tool_main) on files of
 * a private temporary folder. */
#ifndef LOOPGPU_FUZZ_COMMON_H
#define LOOPGPU_FUZZ_COMMON_H

#include <stddef.h>

int lg_tool_main(int argc, char **argv);

/* The private temporary folder (created once, under /dev/shm when it can
 * be); standard output goes to /dev/null from the first call on. */
const char *lg_fuzz_dir(void);

/* dir/name, in a static buffer that the next call overwrites. */
const char *lg_fuzz_path(const char *name);

/* Writes data[0, n) to dir/name (aborts on failure). */
void lg_fuzz_write(const char *name, const char *data, size_t n);

/* Runs the driver on argv (argc entries); aborts when the exit status is
 * not 0 or 1: an input never makes the translator fail with anything but a
 * diagnostic. Returns the status. */
int lg_fuzz_run(int argc, char **argv);

/* Writes data[0, n) to a private temporary .c file and translates it with
 * `loopgpu FILE -o -` (lg_fuzz_run). */
void lg_fuzz_translate(const char *data, size_t n);

#endif
