/* options.h — the command line: what loopgpu was asked to do (options.c). */
#ifndef LOOPGPU_OPTIONS_H
#define LOOPGPU_OPTIONS_H

#include "arena.h"
#include "diag.h"
#include "ir.h"

/* What the command line says beyond lg_Options (which the passes see). */
typedef struct lg_CmdLine {
  const char *depfile;      /* --depfile=FILE or NULL */
  lg_DiagFormat diag_format; /* --diagnostics-format= */
  int color;                 /* --color=, -f[no-]color-diagnostics: 1 always, 0 never, -1 auto */
  const char **wflags;       /* -Wno-NAME, -Werror=NAME ... of loopgpu's warnings, in order */
  int nwflags;
} lg_CmdLine;

/* Parses argv into *o and *cl; the C parser's flags (-I -D -U -std=
 * -isystem ..., everything after `--`) go to o->clang_args, allocated in
 * `a`. Returns -1 when the translation should go on, otherwise the exit
 * status: 0 after --help or --version (printed), 2 after a usage error
 * (printed, with a hint where one helps). */
int lg_parse_command_line(int argc, char **argv, lg_Arena *a, lg_Options *o, lg_CmdLine *cl);

/* Prints `loopgpu: error: ` fmt (with one string argument) and the pointer
 * to --help; returns 2, the exit status of a usage error. */
int lg_usage_error(const char *fmt, const char *arg);

#endif
