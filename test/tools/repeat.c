/* repeat.c — loopgpu-repeat ARGS [--- ARGS]...: the translator's driver
 * (tool/main.c, built with main renamed lg_tool_main) run once per command
 * line in one process, as the fuzz harnesses run it. Prints `run K: status
 * S` after each; exits with the first nonzero status, else 0. For
 * test/robustness/in-process.test: a translation must leave nothing behind
 * that the next one reads. */
#undef main
#include <stdio.h>
#include <string.h>

int lg_tool_main(int argc, char **argv);

int main(int argc, char **argv) {
  int first_bad = 0, run = 0;
  for (int i = 1; i < argc;) {
    char *args[256];
    int n = 0;
    args[n++] = "loopgpu";
    for (; i < argc && strcmp(argv[i], "---"); i++)
      if (n < 255)
        args[n++] = argv[i];
    i++; /* past the "---" */
    args[n] = NULL;
    int st = lg_tool_main(n, args);
    fflush(stdout);
    fprintf(stderr, "run %d: status %d\n", ++run, st);
    if (st && !first_bad)
      first_bad = st;
  }
  return first_bad;
}
