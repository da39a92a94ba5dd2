/* options.c — the command line. Parsing only: the driver (main.c) decides
 * what to do with the result. The spelling follows cc where loopgpu takes a
 * compiler's flag (-o FILE, -oFILE, -I DIR, -IDIR, -D, -U, -std=, -isystem
 * DIR, -p DIR), and clang's long options take `--opt=VALUE` or
 * `--opt VALUE`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arch.h"
#include "frontend.h"
#include "options.h"
#include "suggest.h"

#define LOOPGPU_VERSION "0.1.0"

static const char usage[] =
    "usage: loopgpu [options] INPUT.c -o OUTPUT.cu [-- extra parser flags]\n"
    "\n"
    "Translates the loops of INPUT.c annotated with '#pragma loopgpu' into CUDA\n"
    "kernels and the host code that moves their data and launches them ('-' as\n"
    "INPUT.c reads standard input).\n"
    "\n"
    "options:\n"
    "  -o FILE.cu           the CUDA half (kernels and the functions that run them);\n"
    "                       the host half, C, goes to FILE.host.c beside it ('-':\n"
    "                       both to standard output, the CUDA half under __cplusplus)\n"
    "  --host-output=FILE   write the host half to FILE instead\n"
    "  -I DIR, -D NAME[=V], -U NAME, -std=STD, -isystem DIR, -iquote DIR,\n"
    "  -idirafter DIR, -include FILE\n"
    "                       passed to the C parser, as with cc; any other parser\n"
    "                       flag goes after '--'\n"
    "  -p BUILD_DIR         read INPUT's flags from BUILD_DIR/compile_commands.json\n"
    "  --arch=sm_NN[,sm_MM...], -arch sm_NN\n"
    "                       target architecture(s) whose limits (shared memory per\n"
    "                       block, threads per block) the kernels are checked\n"
    "                       against, the most restrictive of a list; sm_70 sm_72\n"
    "                       sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90[a]\n"
    "                       sm_100[a|f] sm_103[a|f] sm_110[a|f] sm_120[a|f]\n"
    "                       sm_121[a|f]; default sm_90\n"
    "  --report=FILE.json   also write the compile-time report\n"
    "  --depfile=FILE       also write a Makefile-style dependency file: the\n"
    "                       output depends on INPUT.c and every header it includes\n"
    "  --diagnostics-format=text|json\n"
    "                       json: one JSON object per line on stderr (file, line,\n"
    "                       column, severity, message); default text\n"
    "  --dump-after=PASS    print the IR after PASS (frontend, snapshot, interchange,\n"
    "                       distribute, wavefront, reschedule, promote, private,\n"
    "                       check,\n"
    "                       depend, map,\n"
    "                       schedule, tile, extent, overlap, hoist, unroll, chunk,\n"
    "                       finals,\n"
    "                       devices, datarun, vectorize, inner_reduce, persist,\n"
    "                       names) and stop\n"
    "  --remarks, -Rpass=loopgpu\n"
    "                       a remark per kernel region: the schedule chosen and why\n"
    "  -Werror              treat warnings as errors\n"
    "  -w                   silence warnings\n"
    "  -Wno-NAME, -Werror=NAME, -Wno-error=NAME, -WNAME\n"
    "                       turn loopgpu's warning NAME off, into an error, back\n"
    "                       into a warning, on (names: the [-WNAME] after each\n"
    "                       warning; docs/ecosystem.md lists them)\n"
    "  --color=always|never|auto, -fcolor-diagnostics, -fno-color-diagnostics\n"
    "                       colours in diagnostics (default auto: when stderr is\n"
    "                       a terminal)\n"
    "  --help, --version\n"
    "  (a long option takes its value as --opt=VALUE or --opt VALUE)\n"
    "\n"
    "directives (one line before a 'for'):\n"
    "  #pragma loopgpu [tile(T1[,T2[,T3]])] [collapse(N)] [reduction(OP:var)]\n"
    "                  [copyin|copyout|copy|create(a[lo:len], ...)] [host]\n"
    "                  [independent] [nohoist] [unroll(U)] [hoist] [chunk(C)]\n"
    "                  [private(t, ...)]\n"
    "  reduction OP: + * min max & | ^ && ||; var: a scalar, or an array with a\n"
    "  range y[lo:len] (its elements); reduction(+:s, max:m) or repeated clauses\n"
    "  (docs/directives.md is the reference)\n"
    "\n"
    "exit status: 0 success, 1 errors in the input, 2 usage or unreadable input.\n";

int lg_usage_error(const char *fmt, const char *arg) {
  fprintf(stderr, "loopgpu: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\n(run 'loopgpu --help' for usage)\n");
  return 2;
}

/* The long options that take a value, and where it goes. */
typedef enum { L_HOST_OUTPUT, L_REPORT, L_DEPFILE, L_ARCH, L_DIAG_FORMAT, L_DUMP_AFTER } LongOpt;
static const struct {
  const char *name;
  LongOpt which;
} long_opts[] = {
    {"--host-output", L_HOST_OUTPUT}, {"--report", L_REPORT},
    {"--depfile", L_DEPFILE},         {"--arch", L_ARCH},
    {"--diagnostics-format", L_DIAG_FORMAT}, {"--dump-after", L_DUMP_AFTER},
    /* nvcc's spellings of --arch */
    {"-arch", L_ARCH},                {"--gpu-architecture", L_ARCH},
};

/* The C parser's flags that take their value as the next word (cc's
 * spelling: `-isystem DIR`), or joined for the one-letter ones. */
static const char *const parser_flags_sep[] = {"-isystem", "-iquote", "-idirafter", "-include",
                                                NULL};

/* A compiler's flag that loopgpu does not take itself: the hint says where
 * it goes. cc users pass -O2, -Wall, -g, -fPIC, -march=... out of habit. */
static bool compiler_flag(const char *a) {
  static const char *const prefixes[] = {"-O", "-W", "-g", "-f", "-m", "-pedantic", "-pthread", "-c",
                                         "-S", "-E", "-l", "-L", "-x", NULL};
  for (int k = 0; prefixes[k]; k++)
    if (!strncmp(a, prefixes[k], strlen(prefixes[k])))
      return true;
  return false;
}

/* The diagnostics' own flags: colour (clang's -f[no-]color-diagnostics,
 * gcc's -fdiagnostics-color[=WHEN], --color=WHEN) and loopgpu's named
 * warnings (-Wno-NAME, -WNAME, -Werror=NAME, -Wno-error=NAME; diag.c has the
 * names). Returns -2 when `arg` is none of them, -1 when taken, else the
 * exit status of a usage error. */
static int diag_option(const char *arg, const char *next, int *i, lg_CmdLine *cl) {
  const char *when = NULL;
  if (!strcmp(arg, "-fcolor-diagnostics") || !strcmp(arg, "-fdiagnostics-color")) {
    cl->color = 1;
    return -1;
  }
  if (!strcmp(arg, "-fno-color-diagnostics") || !strcmp(arg, "-fno-diagnostics-color")) {
    cl->color = 0;
    return -1;
  }
  if (!strncmp(arg, "-fdiagnostics-color=", 20))
    when = arg + 20;
  else if (!strncmp(arg, "--color=", 8))
    when = arg + 8;
  else if (!strcmp(arg, "--color")) {
    if (!next)
      return lg_usage_error("'%s' needs a value (always, never, auto)", arg);
    when = next;
    (*i)++;
  }
  if (when) {
    if (!strcmp(when, "always"))
      cl->color = 1;
    else if (!strcmp(when, "never"))
      cl->color = 0;
    else if (!strcmp(when, "auto"))
      cl->color = -1;
    else
      return lg_usage_error("unknown colour mode '%s' (always, never, auto)", when);
    return -1;
  }
  if (strncmp(arg, "-W", 2) != 0)
    return -2;
  const char *name = arg + 2;
  if (!strncmp(name, "no-error=", 9))
    name += 9;
  else if (!strncmp(name, "error=", 6))
    name += 6;
  else if (!strncmp(name, "no-", 3))
    name += 3;
  if (lg_diag_known_warning(name)) {
    cl->wflags[cl->nwflags++] = arg;
    return -1;
  }
  if (strstr(name, "loopgpu")) { /* meant for loopgpu, but no such name */
    const char *const *names = lg_diag_warning_names(NULL);
    fprintf(stderr, "loopgpu: error: unknown warning option '%s'; loopgpu's warnings are:", arg);
    for (int k = 0; names[k]; k++)
      fprintf(stderr, "%s %s", k ? "," : "", names[k]);
    fprintf(stderr, "\n(run 'loopgpu --help' for usage)\n");
    return 2;
  }
  return -2;
}

static int needs_value(LongOpt which, const char *name) {
  char spelled[64];
  snprintf(spelled, sizeof spelled, "%s=", name);
  bool file = which == L_HOST_OUTPUT || which == L_REPORT || which == L_DEPFILE;
  return lg_usage_error(file                      ? "'%s' needs a file name"
                        : which == L_DUMP_AFTER ? "'%s' needs a pass name"
                                                : "'%s' needs a value",
                        spelled);
}

/* --arch=sm_NN, or a list sm_75,sm_90 (a build for several, as CMake's
 * CUDA_ARCHITECTURES "75;90"): each must be in the table (transforms/arch.c);
 * the translation is checked against the most restrictive of them (the least
 * shared memory per block), whose name the messages and the report give. */
static int set_arch(const char *v, lg_Arena *a, lg_Options *o) {
  const lg_Arch *best = NULL;
  const char *best_name = NULL;
  for (const char *q = v;;) {
    const char *comma = strchr(q, ',');
    size_t len = comma ? (size_t)(comma - q) : strlen(q);
    const char *one = lg_fmt(a, "%.*s", (int)len, q);
    char why[512];
    const lg_Arch *e = lg_arch_parse(one, why, sizeof why);
    if (!e)
      return lg_usage_error("%s", why);
    if (!best || e->smem_block_optin < best->smem_block_optin) {
      best = e;
      best_name = one;
    }
    if (!comma)
      break;
    q = comma + 1;
  }
  o->arch = best_name;
  o->arch_num = best->num;
  return -1;
}

static int set_long(LongOpt which, const char *name, const char *v, lg_Options *o,
                    lg_CmdLine *cl, lg_Arena *a) {
  if (!*v && which != L_DIAG_FORMAT)
    return needs_value(which, name);
  switch (which) {
  case L_HOST_OUTPUT: o->host_output = v; break;
  case L_REPORT: o->report = v; break;
  case L_DEPFILE: cl->depfile = v; break;
  case L_DUMP_AFTER: o->dump_after = v; break; /* the driver knows the passes */
  case L_DIAG_FORMAT:
    if (!strcmp(v, "text"))
      cl->diag_format = LG_DIAG_TEXT;
    else if (!strcmp(v, "json"))
      cl->diag_format = LG_DIAG_JSON;
    else
      return lg_usage_error("unknown diagnostics format '%s' (text, json)", v);
    break;
  case L_ARCH:
    return set_arch(v, a, o);
  }
  return -1;
}

/* "unknown option '--reprot=r.json'; did you mean '--report'?": the nearest
 * of loopgpu's own options (suggest.c), compared without a joined value. */
static int unknown_option(const char *arg) {
  const char *names[sizeof long_opts / sizeof long_opts[0] + 8];
  int n = 0;
  for (size_t k = 0; k < sizeof long_opts / sizeof long_opts[0]; k++)
    names[n++] = long_opts[k].name;
  static const char *const more[] = {"--remarks", "--help", "--version", "-Werror",
                                     "-isystem",  "-iquote", "-idirafter", "-include"};
  for (size_t k = 0; k < sizeof more / sizeof more[0]; k++)
    names[n++] = more[k];
  char word[64];
  snprintf(word, sizeof word, "%.*s", (int)strcspn(arg, "="), arg);
  const char *near = lg_suggest(word, names, n);
  if (!near)
    return lg_usage_error("unknown option '%s'", arg);
  fprintf(stderr, "loopgpu: error: unknown option '%s'; did you mean '%s'?\n"
                  "(run 'loopgpu --help' for usage)\n",
          arg, near);
  return 2;
}

int lg_parse_command_line(int argc, char **argv, lg_Arena *a, lg_Options *o, lg_CmdLine *cl) {
  o->arch = "sm_90";
  o->arch_num = 90;
  cl->depfile = NULL;
  cl->diag_format = LG_DIAG_TEXT;
  cl->color = -1;
  cl->wflags = LG_NEW_ARRAY(a, const char *, argc + 1);
  cl->nwflags = 0;
  const char **cargs = LG_NEW_ARRAY(a, const char *, argc * 2 + 8);
  int ncargs = 0;
  bool after_dashdash = false;

  int st;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    const char *next = i + 1 < argc ? argv[i + 1] : NULL;
    if (after_dashdash) {
      cargs[ncargs++] = arg;
      continue;
    }
    if (!strcmp(arg, "--")) {
      after_dashdash = true;
      continue;
    }
    if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
      fputs(usage, stdout);
      return 0;
    }
    if (!strcmp(arg, "--version")) {
      printf("loopgpu %s (built with %s)\n", LOOPGPU_VERSION, lg_frontend_clang_version(a));
      return 0;
    }
    bool matched = false;
    for (size_t k = 0; k < sizeof long_opts / sizeof long_opts[0] && !matched; k++) {
      const char *name = long_opts[k].name;
      size_t n = strlen(name);
      if (strncmp(arg, name, n) != 0 || (arg[n] != '=' && arg[n] != 0))
        continue;
      matched = true;
      const char *v = arg + n + 1;
      if (arg[n] == 0) { /* --opt VALUE */
        if (!next)
          return needs_value(long_opts[k].which, name);
        v = next;
        i++;
      }
      int st = set_long(long_opts[k].which, name, v, o, cl, a);
      if (st >= 0)
        return st;
    }
    if (matched)
      continue;
    if (!strcmp(arg, "-o") || !strcmp(arg, "-p")) {
      if (!next)
        return lg_usage_error(arg[1] == 'o' ? "'%s' needs a file name"
                                            : "'%s' needs a build directory",
                              arg);
      *(arg[1] == 'o' ? &o->output : &o->build_dir) = next;
      i++;
    } else if (!strncmp(arg, "-o", 2)) {
      o->output = arg + 2;
    } else if (!strncmp(arg, "-p=", 3)) { /* clang-tidy's spelling */
      o->build_dir = arg + 3;
      if (!*o->build_dir)
        return lg_usage_error("'%s' needs a build directory", "-p");
    } else if (!strcmp(arg, "-I") || !strcmp(arg, "-D") || !strcmp(arg, "-U")) {
      if (!next)
        return lg_usage_error("'%s' needs an argument", arg);
      cargs[ncargs++] = lg_fmt(a, "%s%s", arg, next);
      i++;
    } else if (!strncmp(arg, "-I", 2) || !strncmp(arg, "-D", 2) || !strncmp(arg, "-U", 2) ||
               !strncmp(arg, "-std=", 5)) {
      cargs[ncargs++] = arg;
    } else if (!strcmp(arg, "--remarks") || !strcmp(arg, "-Rpass=loopgpu")) {
      o->remarks = true;
    } else if (!strcmp(arg, "-Werror")) {
      o->werror = true;
    } else if (!strcmp(arg, "-w")) {
      o->no_warn = true;
    } else if ((st = diag_option(arg, next, &i, cl)) != -2) {
      if (st >= 0)
        return st;
    } else if (arg[0] == '-' && arg[1]) {
      bool sep = false;
      for (int k = 0; parser_flags_sep[k] && !sep; k++)
        sep = !strcmp(arg, parser_flags_sep[k]);
      if (sep) {
        if (!next)
          return lg_usage_error("'%s' needs an argument", arg);
        cargs[ncargs++] = arg;
        cargs[ncargs++] = next;
        i++;
        continue;
      }
      if (compiler_flag(arg)) {
        fprintf(stderr,
                "loopgpu: error: unknown option '%s': loopgpu takes only the C parser's -I, "
                "-D, -U, -std= and -isystem flags itself; pass any other compiler flag "
                "after '--' (loopgpu IN.c -o OUT.cu -- %s)\n"
                "(run 'loopgpu --help' for usage)\n",
                arg, arg);
        return 2;
      }
      return unknown_option(arg);
    } else if (o->input) {
      return lg_usage_error("more than one input file ('%s')", arg);
    } else {
      o->input = arg;
    }
  }
  o->clang_args = cargs;
  o->nclang_args = ncargs;
  if (!o->input)
    return lg_usage_error("%s", "no input file");
  if (!o->output && !o->dump_after)
    return lg_usage_error("%s", "no output file: use -o OUTPUT.cu (or -o - for standard output)");
  if (o->output && o->host_output && !strcmp(o->output, "-"))
    return lg_usage_error("%s", "--host-output needs -o FILE (with -o - both halves go to "
                                "standard output)");
  return -1;
}
