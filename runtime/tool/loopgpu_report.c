/* loopgpu-report — the memory timeline page from JSON reports (issue #23,
 * docs/report.md):
 *
 *   loopgpu-report A.json [B.json] -o PAGE.html
 *
 * One report: the same page as LOOPGPU_REPORT=html:FILE (the template and
 * the writer are shared: lg_report_page.h, lg_page.h). Two: the comparison
 * view (A before, B after). The reports are embedded as they are (a report
 * of LOOPGPU_EVENTS=1 has the events the timeline needs); the page's script
 * reads them. Exit status 0, 1 for a file that cannot be read or written,
 * 2 for a usage error. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lg_page.h"
#include "lg_report_page.h"

static char *slurp(const char *path, size_t *len) {
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!f)
    return NULL;
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap);
  while (buf) {
    size_t got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (n < cap) {
      if (ferror(f)) {
        free(buf);
        buf = NULL;
      }
      break;
    }
    char *b = realloc(buf, cap * 2);
    if (!b) {
      free(buf);
      buf = NULL;
      break;
    }
    buf = b;
    cap *= 2;
  }
  if (f != stdin)
    fclose(f);
  *len = n;
  return buf;
}

/* The report's own test: its first non-blank character opens an object and
 * it names itself (a page is not a report). */
static int looks_like_report(const char *s, size_t n) {
  size_t i = 0;
  while (i < n && (s[i] == ' ' || s[i] == '\n' || s[i] == '\t' || s[i] == '\r'))
    i++;
  if (i == n || s[i] != '{')
    return 0;
  const char *key = "\"loopgpu_report\"";
  size_t k = strlen(key);
  for (size_t j = i; j + k <= n && j < i + 4096; j++)
    if (!memcmp(s + j, key, k))
      return 1;
  return 0;
}

static int usage(void) {
  fprintf(stderr, "usage: loopgpu-report A.json [B.json] -o PAGE.html\n"
                  "  one report: its memory timeline; two: the comparison of A and B\n");
  return 2;
}

int main(int argc, char **argv) {
  const char *in[2] = {NULL, NULL}, *out = NULL;
  int nin = 0;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "-o") && i + 1 < argc)
      out = argv[++i];
    else if (!strncmp(argv[i], "-o", 2) && argv[i][2])
      out = argv[i] + 2;
    else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      usage();
      return 0;
    }
    else if (argv[i][0] == '-' && argv[i][1])
      return usage();
    else if (nin < 2)
      in[nin++] = argv[i];
    else
      return usage();
  }
  if (nin == 0 || !out)
    return usage();
  char *json[2] = {NULL, NULL};
  size_t len[2] = {0, 0};
  int rc = 0;
  for (int i = 0; i < nin && !rc; i++) {
    json[i] = slurp(in[i], &len[i]);
    if (!json[i]) {
      fprintf(stderr, "loopgpu-report: cannot read '%s': %s\n", in[i], strerror(errno));
      rc = 1;
    } else if (!looks_like_report(json[i], len[i])) {
      fprintf(stderr, "loopgpu-report: '%s' is not a loopgpu JSON report "
                      "(LOOPGPU_REPORT=json:FILE writes one)\n", in[i]);
      rc = 1;
    }
  }
  if (!rc) {
    FILE *f = strcmp(out, "-") ? fopen(out, "w") : stdout;
    if (!f) {
      fprintf(stderr, "loopgpu-report: cannot write '%s': %s\n", out, strerror(errno));
      rc = 1;
    } else {
      const char *texts[2] = {json[0], json[1]};
      lg_page_write(f, lg_report_page_html, texts, len, in, nin);
      int bad = fflush(f) != 0 || ferror(f);
      if (f != stdout && fclose(f) != 0)
        bad = 1;
      if (bad) {
        fprintf(stderr, "loopgpu-report: writing '%s' failed\n", out);
        rc = 1;
      }
    }
  }
  free(json[0]);
  free(json[1]);
  return rc;
}
