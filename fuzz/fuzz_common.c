#define _DEFAULT_SOURCE /* mkdtemp */
/* fuzz_common.c — see fuzz_common.h. */
#include "fuzz_common.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[4000];

const char *lg_fuzz_dir(void) {
  if (dir[0])
    return dir;
  /* the translation to `-o -` goes to standard output: send it to
   * /dev/null once */
  int fd = open("/dev/null", O_WRONLY);
  if (fd >= 0) {
    dup2(fd, 1);
    close(fd);
  }
  const char *tmp = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : getenv("TMPDIR");
  snprintf(dir, sizeof dir, "%s/loopgpu-fuzz.XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    perror("loopgpu fuzz: mkdtemp");
    abort();
  }
  return dir;
}

const char *lg_fuzz_path(const char *name) {
  static char path[4096 + 256];
  snprintf(path, sizeof path, "%s/%s", lg_fuzz_dir(), name);
  return path;
}

void lg_fuzz_write(const char *name, const char *data, size_t n) {
  FILE *f = fopen(lg_fuzz_path(name), "wb");
  if (!f || fwrite(data, 1, n, f) != n || fclose(f) != 0) {
    perror("loopgpu fuzz: writing an input");
    abort();
  }
}

int lg_fuzz_run(int argc, char **argv) {
  int status = lg_tool_main(argc, argv);
  if (status != 0 && status != 1) {
    fprintf(stderr, "loopgpu fuzz: exit status %d\n", status);
    abort();
  }
  return status;
}

void lg_fuzz_translate(const char *data, size_t n) {
  lg_fuzz_write("input.c", data, n);
  char path[4096 + 256];
  snprintf(path, sizeof path, "%s", lg_fuzz_path("input.c"));
  char *argv[] = {"loopgpu", path, "-o", "-", NULL};
  lg_fuzz_run(4, argv);
}
