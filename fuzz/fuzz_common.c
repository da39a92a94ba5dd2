#define _DEFAULT_SOURCE /* mkdtemp */
/* fuzz_common.c — see fuzz_common.h. */
#include "fuzz_common.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char path[4096];

static void setup(void) {
  if (path[0])
    return;
  /* the translation goes to standard output: send it to /dev/null once */
  int fd = open("/dev/null", O_WRONLY);
  if (fd >= 0) {
    dup2(fd, 1);
    close(fd);
  }
  const char *tmp = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : getenv("TMPDIR");
  char dir[4000];
  snprintf(dir, sizeof dir, "%s/loopgpu-fuzz.XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    perror("loopgpu fuzz: mkdtemp");
    abort();
  }
  snprintf(path, sizeof path, "%s/input.c", dir);
}

void lg_fuzz_translate(const char *data, size_t n) {
  setup();
  FILE *f = fopen(path, "wb");
  if (!f || fwrite(data, 1, n, f) != n || fclose(f) != 0) {
    perror("loopgpu fuzz: writing the input");
    abort();
  }
  char *argv[] = {"loopgpu", path, "-o", "-", NULL};
  int status = lg_tool_main(4, argv);
  if (status != 0 && status != 1) {
    fprintf(stderr, "loopgpu fuzz: exit status %d\n", status);
    abort();
  }
}
