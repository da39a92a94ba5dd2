#define _DEFAULT_SOURCE /* getpid, stat */
/* main.c — the loopgpu command line and the driver, which reads as the list
 * of passes (`passes` below; transforms/passes.h says what each decides):
 *
 *   frontend -> private -> check -> depend -> map -> tile -> extent
 *            -> hoist -> unroll -> chunk -> finals -> print
 *
 * `--dump-after=PASS` prints the IR after PASS and stops, so that each pass
 * can be tested alone. The output file is written whole (to a temporary file
 * renamed over it) or not at all.
 */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "compdb.h"
#include "depfile.h"
#include "edit.h"
#include "frontend.h"
#include "output.h"
#include "passes.h"
#include "phases.h"
#include "report.h"
#include "schedule.h"

#define LOOPGPU_VERSION "0.1.0"

static const char usage[] =
    "usage: loopgpu [options] INPUT.c -o OUTPUT.cu [-- extra parser flags]\n"
    "\n"
    "Translates the loops of INPUT.c annotated with '#pragma loopgpu' into CUDA\n"
    "kernels and the host code that moves their data and launches them.\n"
    "\n"
    "options:\n"
    "  -o FILE.cu           the CUDA half (kernels and the functions that run them);\n"
    "                       the host half, C, goes to FILE.host.c beside it ('-':\n"
    "                       both to standard output, the CUDA half under __cplusplus)\n"
    "  --host-output=FILE   write the host half to FILE instead\n"
    "  -I DIR, -D NAME[=V], -U NAME, -std=STD\n"
    "                       passed to the C parser, as with cc\n"
    "  -p BUILD_DIR         read INPUT's flags from BUILD_DIR/compile_commands.json\n"
    "  --arch=sm_NN         target architecture for limits (default sm_90)\n"
    "  --report=FILE.json   also write the compile-time report\n"
    "  --depfile=FILE       also write a Makefile-style dependency file: the\n"
    "                       output depends on INPUT.c and every header it includes\n"
    "  --diagnostics-format=text|json\n"
    "                       json: one JSON object per line on stderr (file, line,\n"
    "                       column, severity, message); default text\n"
    "  --dump-after=PASS    print the IR after PASS (frontend, check, depend, map,\n"
    "                       schedule, tile, extent, hoist, unroll, chunk) and stop\n"
    "  --remarks, -Rpass=loopgpu\n"
    "                       a remark per kernel region: the schedule chosen and why\n"
    "  -Werror              treat warnings as errors\n"
    "  -w                   silence warnings\n"
    "  --help, --version\n"
    "\n"
    "directives (one line before a 'for'):\n"
    "  #pragma loopgpu [tile(T1[,T2[,T3]])] [collapse(N)] [reduction(OP:var)]\n"
    "                  [copyin|copyout|copy|create(a[lo:len], ...)] [host]\n"
    "                  [independent] [nohoist] [unroll(U)] [hoist] [chunk(C)]\n"
    "                  [private(t, ...)]\n"
    "  reduction OP: + * min max & | ^ && ||; var: a scalar, or an array with a\n"
    "  range y[lo:len] (its elements); reduction(+:s, max:m) or repeated clauses\n"
    "\n"
    "exit status: 0 success, 1 errors in the input, 2 usage or unreadable input.\n";

/* main's arena: the early returns (usage errors, --help, --version) free it
   too, so that LeakSanitizer runs stay clean (docs/robustness.md). */
static lg_Arena *main_arena;

static int usage_error(const char *fmt, const char *arg) {
  lg_arena_free(main_arena);
  main_arena = NULL;
  fprintf(stderr, "loopgpu: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\n(run 'loopgpu --help' for usage)\n");
  return 2;
}

/* Reads a whole regular file; NULL with errno set otherwise. */
static char *read_file(const char *path, size_t *len) {
  struct stat st;
  if (stat(path, &st) != 0)
    return NULL;
  if (S_ISDIR(st.st_mode)) {
    errno = EISDIR;
    return NULL;
  }
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = st.st_size > 0 ? (size_t)st.st_size + 1 : 4096, n = 0;
  char *buf = malloc(cap);
  if (!buf) {
    fclose(f);
    return NULL;
  }
  for (;;) {
    if (n + 1 >= cap) {
      char *b = realloc(buf, cap *= 2);
      if (!b) {
        free(buf);
        fclose(f);
        return NULL;
      }
      buf = b;
    }
    size_t r = fread(buf + n, 1, cap - n - 1, f);
    if (r == 0)
      break;
    n += r;
  }
  int err = ferror(f);
  fclose(f);
  if (err) {
    free(buf);
    errno = EIO;
    return NULL;
  }
  buf[n] = 0;
  *len = n;
  return buf;
}


typedef struct Pass {
  const char *name;
  bool (*run)(lg_Program *p);
} Pass;

static const Pass passes[] = {
    {"private", lg_pass_private},
    {"check", lg_pass_check},
    {"depend", lg_pass_depend},
    {"map", lg_pass_map},
    {"schedule", lg_pass_schedule},
    {"tile", lg_pass_tile},
    {"extent", lg_pass_extent},
    {"hoist", lg_pass_hoist},
    {"unroll", lg_pass_unroll},
    {"chunk", lg_pass_chunk},
    {"finals", lg_pass_finals},
};

/* LOOPGPU_TIME_PHASES=1 (phases.h): phase times on stderr at exit */
double lg_phase_parse_ms;
static const char *phase_names[16];
static double phase_ms[16];
static int nphases;

static void phase_add(const char *name, double *t0) {
  double now = lg_phase_now_ms();
  if (nphases < 16) {
    phase_names[nphases] = name;
    phase_ms[nphases++] = now - *t0;
  }
  *t0 = now;
}

static void phases_report(double t_main) {
  const char *s = getenv("LOOPGPU_TIME_PHASES");
  if (!s || !*s || !strcmp(s, "0"))
    return;
  fprintf(stderr, "loopgpu: phase parse %.3f\n", lg_phase_parse_ms);
  for (int i = 0; i < nphases; i++)
    fprintf(stderr, "loopgpu: phase %s %.3f\n", phase_names[i],
            phase_ms[i] - (i == 0 ? lg_phase_parse_ms : 0.0));
  fprintf(stderr, "loopgpu: phase total %.3f\n", lg_phase_now_ms() - t_main);
  /* the process's CPU time since it started (libclang's parse included:
     it runs on the translation thread): what a loaded machine does not
     inflate, unlike the wall-clock phases above */
  struct timespec cpu;
  if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu) == 0)
    fprintf(stderr, "loopgpu: phase cpu-total %.3f\n",
            (double)cpu.tv_sec * 1e3 + (double)cpu.tv_nsec * 1e-6);
}

/* The watchdog of the front end. libclang can fail to return on some broken
 * inputs (`(::int)` in C: see paren_coloncolon in frontend.c; the same in a
 * header is not caught there), and a build must not hang on a translator: after
 * LOOPGPU_TIMEOUT seconds (default 600, 0: none) of front end, the process
 * says so and exits 1; nothing has been written yet (the output is written
 * whole at the end). Not in the fuzz harnesses (main renamed), where
 * libFuzzer owns SIGALRM. */
#ifndef main
static char watchdog_msg[512];

static void watchdog_fire(int sig) {
  (void)sig;
  ssize_t w = write(2, watchdog_msg, strlen(watchdog_msg));
  (void)w;
  _exit(1);
}

static void watchdog_arm(const char *input) {
  long secs = 600;
  const char *e = getenv("LOOPGPU_TIMEOUT");
  if (e && *e) {
    char *end;
    long v = strtol(e, &end, 10);
    if (!*end && v >= 0)
      secs = v;
  }
  if (secs == 0)
    return;
  snprintf(watchdog_msg, sizeof watchdog_msg,
           "loopgpu: error: reading and parsing '%s' did not finish within %ld s "
           "(LOOPGPU_TIMEOUT): a pipe nobody writes to, or an input libclang does not "
           "return on; nothing written\n",
           input, secs);
  signal(SIGALRM, watchdog_fire);
  alarm((unsigned)(secs > 100000 ? 100000 : secs));
}
#endif

/* The host half's path: OUTPUT.cu -> OUTPUT.host.c (OUTPUT.host.c beside
 * any other name), unless --host-output says. */
static const char *host_path(lg_Arena *a, const lg_Options *o) {
  if (o->host_output)
    return o->host_output;
  size_t n = strlen(o->output);
  if (n > 3 && !strcmp(o->output + n - 3, ".cu"))
    return lg_fmt(a, "%.*s.host.c", (int)(n - 3), o->output);
  return lg_fmt(a, "%s.host.c", o->output);
}

/* Prints both halves and writes every output as one transaction (output.c):
 * the two halves (or, for `-o -`, one text on standard output that compiles
 * as either: the CUDA half under __cplusplus, the host half otherwise), the
 * depfile, the report. */
static bool write_outputs(lg_Program *p, const lg_Options *o, const char *depfile,
                          lg_Deps *deps) {
  lg_Arena *a = p->arena;
  lg_Buf cu = {0}, host = {0};
  bool ok = lg_print_cuda(p, &cu, &host) && lg_diag_errors(p->diag) == 0;
  lg_Outputs outs = {0};
  const char *what = o->output;
  if (ok && !strcmp(o->output, "-")) {
    lg_Buf both = {0};
    lg_buf_puts(&both, "#ifdef __cplusplus /* the CUDA half (nvcc, or c++ for the emulation) */\n");
    lg_buf_put(&both, cu.data ? cu.data : "", cu.len);
    lg_buf_puts(&both, "#else /* the host half (a C compiler) */\n");
    lg_buf_put(&both, host.data ? host.data : "", host.len);
    lg_buf_puts(&both, "\n#endif\n");
    ok = lg_out_stage(&outs, "-", both.data, both.len);
    lg_buf_free(&both);
  } else if (ok) {
    const char *hp = host_path(a, o);
    ok = lg_out_stage(&outs, o->output, cu.data ? cu.data : "", cu.len);
    if (ok && !(ok = lg_out_stage(&outs, hp, host.data ? host.data : "", host.len)))
      what = hp;
  }
  lg_buf_free(&cu);
  lg_buf_free(&host);
  if (ok && depfile) {
    lg_Buf d = {0};
    lg_deps_text(deps, o->output, &d);
    ok = lg_out_stage(&outs, depfile, d.data ? d.data : "", d.len);
    what = depfile;
    lg_buf_free(&d);
  }
  if (ok && o->report) {
    char *data = NULL;
    size_t len = 0;
    ok = lg_report_text(p, &data, &len) && lg_out_stage(&outs, o->report, data, len);
    what = o->report;
    free(data);
  }
  const char *failed = what;
  if (ok && !lg_out_commit(&outs, &failed))
    ok = false;
  if (!ok && lg_diag_errors(p->diag) == 0)
    fprintf(stderr, "loopgpu: error: cannot write '%s': %s (nothing was written)\n", failed,
            strerror(errno));
  lg_out_abort(&outs);
  return ok;
}

static int translate(int argc, char **argv) {
  double t_main = lg_phase_now_ms(), lg_t = 0.0;
  lg_Arena *arena = main_arena = lg_arena_new();
  lg_Options *o = LG_NEW(arena, lg_Options);
  o->arch = "sm_90";
  o->arch_num = 90;
  const char **cargs = LG_NEW_ARRAY(arena, const char *, argc * 2 + 8);
  int ncargs = 0;
  bool after_dashdash = false;
  const char *depfile = NULL;
  lg_DiagFormat diag_format = LG_DIAG_TEXT;

  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (after_dashdash) {
      cargs[ncargs++] = a;
    } else if (!strcmp(a, "--")) {
      after_dashdash = true;
    } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      lg_arena_free(arena);
      return 0;
    } else if (!strcmp(a, "--version")) {
      printf("loopgpu %s (built with %s)\n", LOOPGPU_VERSION, lg_frontend_clang_version(arena));
      lg_arena_free(arena);
      return 0;
    } else if (!strcmp(a, "-o")) {
      if (++i >= argc)
        return usage_error("'%s' needs a file name", "-o");
      o->output = argv[i];
    } else if (!strncmp(a, "-o", 2)) {
      o->output = a + 2;
    } else if (!strcmp(a, "-I") || !strcmp(a, "-D") || !strcmp(a, "-U")) {
      if (++i >= argc)
        return usage_error("'%s' needs an argument", a);
      cargs[ncargs++] = lg_fmt(arena, "%s%s", a, argv[i]);
    } else if (!strncmp(a, "-I", 2) || !strncmp(a, "-D", 2) || !strncmp(a, "-U", 2) ||
               !strncmp(a, "-std=", 5)) {
      cargs[ncargs++] = a;
    } else if (!strcmp(a, "-p")) {
      if (++i >= argc)
        return usage_error("'%s' needs a build directory", "-p");
      o->build_dir = argv[i];
    } else if (!strncmp(a, "--arch=", 7)) {
      const char *s = a + 7;
      char *end;
      long n = !strncmp(s, "sm_", 3) ? strtol(s + 3, &end, 10) : 0;
      if (strncmp(s, "sm_", 3) != 0 || *end || n < 50 || n > 200)
        return usage_error("unknown architecture '%s' (expected sm_NN, e.g. sm_90)", s);
      o->arch = s;
      o->arch_num = (int)n;
    } else if (!strncmp(a, "--host-output=", 14)) {
      o->host_output = a + 14;
      if (!*o->host_output)
        return usage_error("'%s' needs a file name", "--host-output=");
    } else if (!strncmp(a, "--report=", 9)) {
      o->report = a + 9;
      if (!*o->report)
        return usage_error("'%s' needs a file name", "--report=");
    } else if (!strncmp(a, "--depfile=", 10)) {
      depfile = a + 10;
      if (!*depfile)
        return usage_error("'%s' needs a file name", "--depfile=");
    } else if (!strncmp(a, "--diagnostics-format=", 21)) {
      if (!strcmp(a + 21, "text"))
        diag_format = LG_DIAG_TEXT;
      else if (!strcmp(a + 21, "json"))
        diag_format = LG_DIAG_JSON;
      else
        return usage_error("unknown diagnostics format '%s' (text, json)", a + 21);
    } else if (!strncmp(a, "--dump-after=", 13)) {
      o->dump_after = a + 13;
      bool known = !strcmp(o->dump_after, "frontend");
      for (size_t k = 0; k < sizeof passes / sizeof passes[0]; k++)
        known = known || !strcmp(passes[k].name, o->dump_after);
      if (!known)
        return usage_error("unknown pass '%s' (frontend, private, check, depend, map, schedule, tile, extent, "
                           "hoist, unroll, chunk, finals)",
                           o->dump_after);
    } else if (!strcmp(a, "--remarks") || !strcmp(a, "-Rpass=loopgpu")) {
      o->remarks = true;
    } else if (!strcmp(a, "-Werror")) {
      o->werror = true;
    } else if (!strcmp(a, "-w")) {
      o->no_warn = true;
    } else if (a[0] == '-' && a[1]) {
      return usage_error("unknown option '%s'", a);
    } else if (o->input) {
      return usage_error("more than one input file ('%s')", a);
    } else {
      o->input = a;
    }
  }
  if (!o->input)
    return usage_error("%s", "no input file");
  if (!o->output && !o->dump_after)
    return usage_error("%s", "no output file: use -o OUTPUT.cu (or -o - for standard output)");

  const char *outs[4] = {o->output, o->output && strcmp(o->output, "-") ? host_path(arena, o) : NULL,
                         depfile, o->report};
  for (int k = 0; k < 4 && !o->dump_after; k++) {
    const char *why = outs[k] ? lg_out_refusal(outs[k], o->input) : NULL;
    if (why) {
      lg_arena_free(arena);
      main_arena = NULL;
      fprintf(stderr, "loopgpu: error: cannot write the output '%s': %s\n", outs[k], why);
      return 2;
    }
  }
  if (o->output && o->host_output && !strcmp(o->output, "-"))
    return usage_error("%s", "--host-output needs -o FILE (with -o - both halves go to standard "
                             "output)");
  size_t len = 0;
#ifndef main
  watchdog_arm(o->input); /* before the read: a FIFO without a writer blocks it */
#endif
  char *src = read_file(o->input, &len);
  if (!src) {
    fprintf(stderr, "loopgpu: error: cannot read '%s': %s\n", o->input, strerror(errno));
    lg_arena_free(arena);
    return 2;
  }
  /* a UTF-8 byte-order mark is no C: skipped, or it would follow the
     prologue the printers put before the file's first line */
  if (len >= 3 && (unsigned char)src[0] == 0xEF && (unsigned char)src[1] == 0xBB &&
      (unsigned char)src[2] == 0xBF) {
    memmove(src, src + 3, len - 3 + 1);
    len -= 3;
  }
  /* old Mac line ends (a CR alone) are lines to clang but not to the
     directive scanner: made LF, which keeps every offset */
  for (size_t i = 0; i < len; i++)
    if (src[i] == '\r' && (i + 1 == len || src[i + 1] != '\n'))
      src[i] = '\n';
  if (o->build_dir) {
    /* flags from the compilation database come first, the command line's after */
    const char **db;
    int ndb;
    if (!lg_compdb_flags(o->build_dir, o->input, arena, &db, &ndb)) {
      free(src);
      lg_arena_free(arena);
      return 2;
    }
    const char **all = LG_NEW_ARRAY(arena, const char *, ndb + ncargs + 1);
    memcpy(all, db, sizeof(char *) * (size_t)ndb);
    memcpy(all + ndb, cargs, sizeof(char *) * (size_t)ncargs);
    cargs = all;
    ncargs += ndb;
  }
  o->clang_args = cargs;
  o->nclang_args = ncargs;

  lg_Diag *diag = lg_diag_new(stderr, o->werror, o->no_warn);
  lg_diag_set_format(diag, diag_format);
  lg_Deps deps = {.arena = arena};
  if (depfile && !o->dump_after)
    lg_deps_request(&deps);
  int status = 1;
  lg_t = lg_phase_now_ms();
  /* The front end and the passes; again, with those regions left out, when
     the dependence test keeps regions as C (depend.c): they are then host
     code like any other, for the data regions and hoisting too. A
     diagnostic already given is not repeated (diag.c). */
  lg_Program *p = NULL;
  for (int attempt = 0;; attempt++) {
    p = lg_frontend(o, src, len, arena, diag);
#ifndef main
    alarm(0);
#endif
    phase_add("frontend-lower", &lg_t); /* the front end after the parse */
    if (p && o->dump_after && !strcmp(o->dump_after, "frontend")) {
      lg_dump_program(p, stdout);
      status = 0;
      goto done;
    }
    for (size_t k = 0; p && k < sizeof passes / sizeof passes[0]; k++) {
      bool ran = passes[k].run(p);
      phase_add(passes[k].name, &lg_t);
      if (!ran || lg_diag_errors(diag) > 0) {
        p = NULL;
        break;
      }
      if (p->nsequential > 0)
        break; /* translate again */
      if (o->dump_after && !strcmp(o->dump_after, passes[k].name)) {
        lg_dump_program(p, stdout);
        status = 0;
        goto done;
      }
    }
    if (!p || p->nsequential == 0)
      break;
    if (attempt == 64) { /* each attempt keeps at least one more region as C */
      fprintf(stderr, "loopgpu: internal error: regions kept as C do not converge\n");
      p = NULL;
      break;
    }
    unsigned *seq = LG_NEW_ARRAY(arena, unsigned, 2 * (o->nsequential + p->nsequential));
    if (o->nsequential)
      memcpy(seq, o->sequential, sizeof(unsigned) * 2 * (size_t)o->nsequential);
    memcpy(seq + 2 * o->nsequential, p->sequential, sizeof(unsigned) * 2 * (size_t)p->nsequential);
    o->sequential = seq;
    o->nsequential += p->nsequential;
#ifndef main
    watchdog_arm(o->input);
#endif
  }
  if (p && o->remarks)
    lg_sched_remarks(p);
  if (p) {
    status = write_outputs(p, o, depfile, &deps) ? 0 : 1;
    phase_add("print-write", &lg_t);
  }
done:
  lg_presburger_free();
  phases_report(t_main);
  lg_diag_free(diag);
  free(src);
  lg_arena_free(arena);
  return status;
}

/* The translation runs on a thread with a large stack: libclang's parser and
 * loopgpu's own walkers recurse once per level of nesting, and 5 000 nested
 * loops or a 30 000-term expression (which gcc takes) overflowed the 8 MiB
 * stacks they had (a SIGSEGV, nothing on stderr). The stack is reserved,
 * not committed: pages are taken as the recursion reaches them.
 * LIBCLANG_NOTHREADS keeps libclang's parse on this thread (it starts one
 * of 8 MiB otherwise), and LIBCLANG_DISABLE_CRASH_RECOVERY leaves SIGSEGV to
 * the handler below, which runs on its own small stack: input nested deeper
 * than even this stack holds is an error that says so, never a bare crash
 * (nothing has been written yet: outputs are committed at the end). */
#ifndef LG_TRANSLATE_STACK
#define LG_TRANSLATE_STACK ((size_t)1 << 30)
#endif

struct translate_call {
  int argc;
  char **argv;
  int status;
};

static char *stack_lo; /* the lowest usable byte of the thread's stack */
static size_t stack_mib;
static char deep_msg[256]; /* made before: snprintf is not async-signal-safe */

static void crash_handler(int sig, siginfo_t *si, void *uc) {
  (void)uc;
  char *at = si->si_addr;
  /* a fault in the guard page or just below it is the stack running out */
  bool overflow = at >= stack_lo - 65536 && at < stack_lo + 2 * 4096;
  static const char bug[] = "loopgpu: internal error: the translator crashed (a bug in loopgpu or "
                            "libclang: please report it with the input); nothing written\n";
  ssize_t w = overflow ? write(2, deep_msg, strlen(deep_msg)) : write(2, bug, sizeof bug - 1);
  (void)w;
  if (overflow)
    _exit(1);
  signal(sig, SIG_DFL);
  raise(sig);
}

static void *translate_thread(void *arg) {
  struct translate_call *c = arg;
  static char altstack[1 << 16];
  stack_t ss = {.ss_sp = altstack, .ss_size = sizeof altstack};
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = crash_handler;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&sa.sa_mask);
  snprintf(deep_msg, sizeof deep_msg,
           "loopgpu: error: the input is nested too deeply: translating it needs more than "
           "the translator's stack of %zu MiB (LOOPGPU_STACK); nothing written\n", stack_mib);
  stack_t old;
  bool alt = false;
#ifndef main /* the fuzz harnesses leave crashes to libFuzzer */
  if (sigaltstack(&ss, &old) == 0) {
    alt = true;
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
  }
#endif
  c->status = translate(c->argc, c->argv);
  /* the thread's earlier signal stack back: ASan unmaps the one a thread
     ends with, and this one is not mapped memory */
  if (alt)
    sigaltstack(&old, NULL);
  return NULL;
}

/* LOOPGPU_STACK: the stack's size (decimal, K M G suffixes, at least 1M):
 * for a program nested deeper than 1 GiB holds, and for the tests of the
 * message. A malformed value is a usage error. */
static bool stack_size(size_t *size) {
  const char *e = getenv("LOOPGPU_STACK");
  if (!e || !*e)
    return true;
  unsigned long long v = 0;
  const char *q = e;
  for (; *q >= '0' && *q <= '9'; q++) {
    if (v > (1ULL << 40))
      break;
    v = v * 10 + (unsigned long long)(*q - '0');
  }
  int shift = *q == 'K' ? 10 : *q == 'M' ? 20 : *q == 'G' ? 30 : 0;
  if (shift)
    q++;
  if (q == e || *q || v > (1ULL << 40) >> shift || (v << shift) < (1ULL << 20)) {
    fprintf(stderr, "loopgpu: error: LOOPGPU_STACK='%s' is not a size from 1M to 1T "
                    "(decimal digits with an optional K, M or G suffix)\n", e);
    return false;
  }
  *size = (size_t)(v << shift);
  return true;
}

int main(int argc, char **argv) {
  struct translate_call c = {argc, argv, 1};
  size_t size = LG_TRANSLATE_STACK, page = (size_t)sysconf(_SC_PAGESIZE);
  if (!stack_size(&size))
    return 2;
  stack_mib = size >> 20;
  setenv("LIBCLANG_NOTHREADS", "1", 0);
#ifndef main
  setenv("LIBCLANG_DISABLE_CRASH_RECOVERY", "1", 0);
#endif
  char *stack = mmap(NULL, size, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (stack != MAP_FAILED && mprotect(stack, page, PROT_NONE) == 0) {
    pthread_attr_t attr;
    pthread_t tid;
    stack_lo = stack + page;
    if (pthread_attr_init(&attr) == 0) {
      bool started = pthread_attr_setstack(&attr, stack_lo, size - page) == 0 &&
                     pthread_create(&tid, &attr, translate_thread, &c) == 0;
      pthread_attr_destroy(&attr);
      if (started && pthread_join(tid, NULL) == 0) {
        munmap(stack, size);
        return c.status;
      }
    }
  }
  if (stack != MAP_FAILED)
    munmap(stack, size);
  return translate(argc, argv); /* no such thread: the ordinary stack */
}
