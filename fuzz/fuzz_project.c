/* fuzz_project.c — libFuzzer harness: a C file, a header it may include
 * and a choice of options, translated in-process to real output files
 * (docs/robustness.md). The contract it checks besides "exit 0 or 1":
 *   - the inputs are never modified;
 *   - on exit 1 nothing is written: each output (-o FILE.cu and its
 *     FILE.host.c, --report, --depfile) is absent, or holds what it held
 *     before when it existed;
 *   - on exit 0 each one asked for is there, written anew.
 *
 * Input layout: byte 0 chooses the options (bits below); the rest is
 * main.c, split at the first line `//--- h.h` into main.c and the header
 * h.h (found beside main.c, or in inc/ through -I or through -p's
 * compile_commands.json). */
#define _GNU_SOURCE /* memmem */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz_common.h"

enum {
  OUT_FILE = 1,     /* -o out/x.cu (else -o -) */
  REPORT = 2,       /* --report=out/r.json */
  DEPFILE = 4,      /* --depfile=out/d.d */
  HEADER_INC = 8,   /* h.h in inc/ ... */
  THROUGH_P = 16,   /* ... found through -p (else -I inc) */
  OLD_OUTPUTS = 32, /* the outputs exist beforehand */
  JSON_DIAG = 64,   /* --diagnostics-format=json */
  WERROR = 128      /* -Werror */
};

static const char old_text[] = "OLD\n";
static const char *outputs[] = {"out/x.cu", "out/x.host.c", "out/r.json", "out/d.d"};

static char *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  char *buf = NULL;
  size_t cap = 0, len = 0, got;
  if (!f)
    return NULL;
  do {
    if (len == cap) {
      cap = cap ? 2 * cap : 4096;
      buf = realloc(buf, cap + 1);
      if (!buf)
        abort();
    }
    got = fread(buf + len, 1, cap - len, f);
    len += got;
  } while (got);
  fclose(f);
  buf[len] = 0;
  *n = len;
  return buf;
}

static void fail(const char *what, const char *file) {
  fprintf(stderr, "loopgpu fuzz_project: %s: %s\n", file, what);
  abort();
}

static void same_as(const char *name, const char *want, size_t n) {
  size_t got_n = 0;
  char *got = slurp(lg_fuzz_path(name), &got_n);
  if (!got || got_n != n || memcmp(got, want, n))
    fail("an input was modified", name);
  free(got);
}

/* absent, or "OLD\n" when it existed */
static void untouched(const char *name, int existed) {
  struct stat st;
  if (!existed) {
    if (stat(lg_fuzz_path(name), &st) == 0)
      fail("written although the translation failed", name);
    return;
  }
  same_as(name, old_text, sizeof old_text - 1);
}

static void written(const char *name) {
  size_t n = 0;
  char *got = slurp(lg_fuzz_path(name), &n);
  if (!got)
    fail("missing although the translation succeeded", name);
  if (n == sizeof old_text - 1 && !memcmp(got, old_text, n))
    fail("left as it was although the translation succeeded", name);
  free(got);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n) {
  static const char sep[] = "\n//--- h.h\n";
  static char path[6][4400];
  if (n < 1 || n > 1 << 16)
    return -1;
  unsigned flags = data[0];
  const char *text = (const char *)data + 1, *split = memmem(text, n - 1, sep, sizeof sep - 1);
  size_t main_n = split ? (size_t)(split - text) : n - 1;
  const char *hdr = split ? split + sizeof sep - 1 : "";
  size_t hdr_n = split ? n - 1 - main_n - (sizeof sep - 1) : 0;
  const char *hname = flags & HEADER_INC ? "inc/h.h" : "h.h";

  const char *dir = lg_fuzz_dir();
  mkdir(lg_fuzz_path("out"), 0700);
  mkdir(lg_fuzz_path("inc"), 0700);
  unlink(lg_fuzz_path("h.h"));
  unlink(lg_fuzz_path("inc/h.h"));
  for (size_t i = 0; i < sizeof outputs / sizeof *outputs; i++) {
    unlink(lg_fuzz_path(outputs[i]));
    if (flags & OLD_OUTPUTS)
      lg_fuzz_write(outputs[i], old_text, sizeof old_text - 1);
  }
  lg_fuzz_write("main.c", text, main_n);
  lg_fuzz_write(hname, hdr, hdr_n);

  char *argv[16];
  int argc = 0;
  snprintf(path[0], sizeof path[0], "%s/main.c", dir);
  snprintf(path[1], sizeof path[1], "%s/out/x.cu", dir);
  snprintf(path[2], sizeof path[2], "--report=%s/out/r.json", dir);
  snprintf(path[3], sizeof path[3], "--depfile=%s/out/d.d", dir);
  snprintf(path[4], sizeof path[4], "%s/inc", dir);
  snprintf(path[5], sizeof path[5], "%s", dir);
  argv[argc++] = "loopgpu";
  argv[argc++] = path[0];
  argv[argc++] = "-o";
  argv[argc++] = flags & OUT_FILE ? path[1] : "-";
  if (flags & REPORT)
    argv[argc++] = path[2];
  if (flags & DEPFILE)
    argv[argc++] = path[3];
  if ((flags & HEADER_INC) && (flags & THROUGH_P)) {
    char json[10000];
    int len = snprintf(json, sizeof json,
                       "[{\"directory\": \"%s\", \"file\": \"%s/main.c\", \"arguments\": "
                       "[\"cc\", \"-I%s/inc\", \"-DLG_FUZZ_P=1\", \"-c\", \"%s/main.c\"]}]\n",
                       dir, dir, dir, dir);
    lg_fuzz_write("compile_commands.json", json, (size_t)len);
    argv[argc++] = "-p";
    argv[argc++] = path[5];
  } else if (flags & HEADER_INC) {
    argv[argc++] = "-I";
    argv[argc++] = path[4];
  }
  if (flags & JSON_DIAG)
    argv[argc++] = "--diagnostics-format=json";
  if (flags & WERROR)
    argv[argc++] = "-Werror";
  argv[argc] = NULL;

  int status = lg_fuzz_run(argc, argv);

  same_as("main.c", text, main_n);
  same_as(hname, hdr, hdr_n);
  int asked[4] = {flags & OUT_FILE, flags & OUT_FILE, flags & REPORT, flags & DEPFILE};
  for (int i = 0; i < 4; i++) {
    if (status != 0)
      untouched(outputs[i], flags & OLD_OUTPUTS);
    else if (asked[i])
      written(outputs[i]);
    else
      untouched(outputs[i], flags & OLD_OUTPUTS);
  }
  return 0;
}
