#define _DEFAULT_SOURCE /* getpid, stat */
/* main.c — the loopgpu command line and the driver, which reads as the list
 * of passes (`passes` below; transforms/passes.h says what each decides):
 *
 *   frontend -> private -> check -> depend -> map -> schedule -> tile -> extent
 *            -> hoist -> unroll -> chunk -> finals -> names -> print
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
#include "input.h"
#include "options.h"
#include "output.h"
#include "passes.h"
#include "phases.h"
#include "report.h"
#include "schedule.h"

typedef struct Pass {
  const char *name;
  bool (*run)(lg_Program *p);
} Pass;

static const Pass passes[] = {
    {"snapshot", lg_pass_snapshot},
    {"interchange", lg_pass_interchange},
    {"distribute", lg_pass_distribute},
    {"wavefront", lg_pass_wavefront},
    {"reschedule", lg_pass_reschedule},
    {"promote", lg_pass_promote},
    {"private", lg_pass_private},
    {"check", lg_pass_check},
    {"depend", lg_pass_depend},
    {"map", lg_pass_map},
    {"schedule", lg_pass_schedule},
    {"tile", lg_pass_tile},
    {"extent", lg_pass_extent},
    {"overlap", lg_pass_overlap},
    {"hoist", lg_pass_hoist},
    {"unroll", lg_pass_unroll},
    {"chunk", lg_pass_chunk},
    {"finals", lg_pass_finals},
    {"devices", lg_pass_devices},
    {"datarun", lg_pass_datarun},
    {"vectorize", lg_pass_vectorize},
    {"inner_reduce", lg_pass_inner_reduce},
    {"persist", lg_pass_persist},
    {"names", lg_pass_names},
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

/* Whether --dump-after names a pass (or the front end). */
static bool known_pass(const char *name) {
  bool known = !strcmp(name, "frontend");
  for (size_t k = 0; k < sizeof passes / sizeof passes[0]; k++)
    known = known || !strcmp(passes[k].name, name);
  return known;
}

static int translate(int argc, char **argv) {
  double t_main = lg_phase_now_ms(), lg_t = 0.0;
  lg_Arena *arena = lg_arena_new();
  lg_Options *o = LG_NEW(arena, lg_Options);
  lg_CmdLine cl;
  int st = lg_parse_command_line(argc, argv, arena, o, &cl);
  if (st < 0 && o->dump_after && !known_pass(o->dump_after))
    st = lg_usage_error("unknown pass '%s' (frontend, interchange, promote, private, check, "
                        "depend, map, schedule, tile, extent, hoist, unroll, chunk, finals, "
                        "devices, vectorize, inner_reduce, names)",
                        o->dump_after);
  const char *depfile = cl.depfile;
  const char *outs[4] = {o->output, o->output && strcmp(o->output, "-") ? host_path(arena, o) : NULL,
                         depfile, o->report};
  for (int k = 0; st < 0 && k < 4 && !o->dump_after; k++) {
    const char *why = outs[k] ? lg_out_refusal(outs[k], o->input) : NULL;
    if (why) {
      fprintf(stderr, "loopgpu: error: cannot write the output '%s': %s\n", outs[k], why);
      st = 2;
    }
  }
  if (st >= 0) { /* the early ends free the arena too: LeakSanitizer runs stay clean */
    lg_arena_free(arena);
    return st;
  }
  const char **cargs = o->clang_args;
  int ncargs = o->nclang_args;
  size_t len = 0;
#ifndef main
  watchdog_arm(o->input); /* before the read: a FIFO without a writer blocks it */
#endif
  char *src = lg_read_input(o->input, &len);
  if (!src) {
    fprintf(stderr, "loopgpu: error: cannot read '%s': %s\n",
            strcmp(o->input, "-") ? o->input : "standard input", strerror(errno));
    lg_arena_free(arena);
    return 2;
  }
  /* `-`: standard input, named <stdin> in diagnostics as clang names it;
     its quoted includes are searched from the current directory */
  if (!strcmp(o->input, "-"))
    o->input = LG_STDIN_NAME;
  /* A NUL byte: C compilers skip it, but the host half is the file's own
     text, copied as C strings, and was cut at the NUL after exit 0 (its
     `#pragma loopgp<NUL>u`, found by fuzz_compile). Refused, with where. */
  const char *nul = memchr(src, 0, len);
  if (nul) {
    int line = 1, col = 1;
    for (const char *q = src; q < nul; q++) {
      if (*q == '\n') {
        line++;
        col = 1;
      } else {
        col++;
      }
    }
    fprintf(stderr,
            "%s:%d:%d: error: the file holds a NUL byte; loopgpu keeps the file's text as "
            "C strings and would cut it there: remove it\n",
            o->input, line, col);
    free(src);
    lg_arena_free(arena);
    return 1;
  }
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
  lg_diag_set_format(diag, cl.diag_format);
  {
    /* colour: --color=auto (the default) when stderr is a terminal that
       has colours, as clang decides */
    const char *term = getenv("TERM");
    bool tty = isatty(fileno(stderr)) && term && *term && strcmp(term, "dumb") != 0;
    lg_diag_set_color(diag, cl.diag_format == LG_DIAG_TEXT &&
                                (cl.color == 1 || (cl.color < 0 && tty)));
    for (int k = 0; k < cl.nwflags; k++)
      lg_diag_warning_flag(diag, cl.wflags[k]);
  }
  lg_Deps deps = {.arena = arena};
  /* always set: a request left by an earlier translation in the same
     process (the fuzz harnesses) pointed into its freed arena */
  lg_deps_request(depfile && !o->dump_after ? &deps : NULL);
  nphases = 0;
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
  lg_deps_request(NULL); /* `deps` lives in this frame and its arena */
  lg_presburger_free();
  lg_diag_finish(diag); /* "N errors generated." */
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
  (void)ss;
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
