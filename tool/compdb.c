#define _DEFAULT_SOURCE /* realpath */
/* compdb.c — the flags of the input from a compilation database (-p
 * BUILD_DIR), read by libclang's own CXCompilationDatabase, as clang's tools
 * read it: BUILD_DIR/compile_commands.json (or compile_flags.txt), response
 * files (`@flags.rsp`) in its commands expanded, and for a file that has no
 * entry, flags inferred from the entry clangd would use (the interpolation
 * of clang's tooling library: the entry whose file is most like the input —
 * the same file name without its extension, then the longest common
 * directory prefix — with its file name replaced). Of the command, the parser
 * flags are kept (-I, -D, -U, -std=, -include, -isystem, -iquote,
 * -idirafter), relative paths made absolute from the entry's directory. */
#include "compdb.h"

#include <clang-c/CXCompilationDatabase.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "input.h"

static const char *absolute(lg_Arena *a, const char *dir, const char *path) {
  if (path[0] == '/' || !dir || !*dir)
    return path;
  return lg_fmt(a, "%s/%s", dir, path);
}

/* The input as the database names files: an absolute path (standard input
 * as a file of the current directory). */
static const char *complete_name(lg_Arena *a, const char *input) {
  char cwd[PATH_MAX], real[PATH_MAX];
  if (strcmp(input, LG_STDIN_NAME) != 0 && realpath(input, real))
    return lg_strdup(a, real);
  const char *name = strcmp(input, LG_STDIN_NAME) ? input : "<stdin>.c";
  if (name[0] == '/' || !getcwd(cwd, sizeof cwd))
    return name;
  return lg_fmt(a, "%s/%s", cwd, name);
}

/* libclang prints why a database did not load ("LIBCLANG TOOLING ERROR:
 * ...") on stderr itself: kept back, to be part of loopgpu's message. */
static CXCompilationDatabase load(const char *dir, char *why, size_t n) {
  CXCompilationDatabase_Error err = CXCompilationDatabase_NoError;
  why[0] = 0;
  fflush(stderr);
  FILE *tf = tmpfile();
  int saved = tf ? dup(2) : -1;
  if (saved >= 0)
    dup2(fileno(tf), 2);
  CXCompilationDatabase db = clang_CompilationDatabase_fromDirectory(dir, &err);
  if (saved >= 0) {
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    rewind(tf);
    size_t r = fread(why, 1, n - 1, tf);
    why[r] = 0;
    while (r > 0 && (why[r - 1] == '\n' || why[r - 1] == '\r'))
      why[--r] = 0;
  }
  if (tf)
    fclose(tf);
  if (err != CXCompilationDatabase_NoError && db) {
    clang_CompilationDatabase_dispose(db);
    db = NULL;
  }
  return db;
}

static const char *str(lg_Arena *a, CXString s) {
  const char *c = clang_getCString(s);
  const char *r = lg_strdup(a, c ? c : "");
  clang_disposeString(s);
  return r;
}

/* The parser's flags of one command (its first word is the compiler). */
static void keep_flags(lg_Arena *a, CXCompileCommand cmd, const char ***flags, int *nflags) {
  const char *dir = str(a, clang_CompileCommand_getDirectory(cmd));
  unsigned n = clang_CompileCommand_getNumArgs(cmd);
  const char **args = LG_NEW_ARRAY(a, const char *, n + 1);
  for (unsigned i = 0; i < n; i++)
    args[i] = str(a, clang_CompileCommand_getArg(cmd, i));
  const char **out = LG_NEW_ARRAY(a, const char *, 2 * n + 1);
  int nout = 0;
  static const char *const with_path[] = {"-include", "-isystem", "-iquote", "-idirafter", NULL};
  for (unsigned i = 1; i < n; i++) {
    const char *s = args[i];
    bool path_arg = false;
    for (int k = 0; with_path[k]; k++)
      path_arg = path_arg || !strcmp(s, with_path[k]);
    if (path_arg && i + 1 < n) {
      out[nout++] = s;
      out[nout++] = absolute(a, dir, args[++i]);
    } else if ((!strcmp(s, "-I") || !strcmp(s, "-D") || !strcmp(s, "-U")) && i + 1 < n) {
      const char *v = args[++i];
      out[nout++] = lg_fmt(a, "%s%s", s, s[1] == 'I' ? absolute(a, dir, v) : v);
    } else if (!strncmp(s, "-I", 2)) {
      out[nout++] = lg_fmt(a, "-I%s", absolute(a, dir, s + 2));
    } else if (!strncmp(s, "-D", 2) || !strncmp(s, "-U", 2) || !strncmp(s, "-std=", 5)) {
      out[nout++] = s;
    }
  }
  *flags = out;
  *nflags = nout;
}

bool lg_compdb_flags(const char *build_dir, const char *input, lg_Arena *a, const char ***flags,
                     int *nflags) {
  const char *path = lg_fmt(a, "%s/compile_commands.json", build_dir);
  const char *flagsfile = lg_fmt(a, "%s/compile_flags.txt", build_dir);
  struct stat st;
  if (stat(path, &st) != 0 && stat(flagsfile, &st) != 0) {
    int e = errno;
    fprintf(stderr, "loopgpu: error: cannot read '%s': %s (-p names the build directory that "
                    "holds it; CMake writes it with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)\n",
            path, strerror(e));
    return false;
  }
  char why[1024];
  CXCompilationDatabase db = load(build_dir, why, sizeof why);
  if (!db) {
    /* libclang's lines: "LIBCLANG TOOLING ERROR: fixed-compilation-database:
       ...\njson-compilation-database: Expected string as value." */
    const char *w = strstr(why, "json-compilation-database: ");
    w = w ? w + strlen("json-compilation-database: ") : "";
    int wl = (int)strcspn(w, "\n");
    fprintf(stderr, "loopgpu: error: '%s' is not a valid compilation database%s%.*s\n", path,
            wl ? ": " : "", wl, w);
    return false;
  }
  const char *name = complete_name(a, input);
  CXCompileCommands cmds = clang_CompilationDatabase_getCompileCommands(db, name);
  unsigned ncmds = cmds ? clang_CompileCommands_getSize(cmds) : 0;
  bool ok = ncmds > 0;
  if (ok) /* a file compiled twice: the first command, as clang's tools */
    keep_flags(a, clang_CompileCommands_getCommand(cmds, 0), flags, nflags);
  else
    fprintf(stderr, "loopgpu: error: '%s' has no entry for '%s', nor one to infer its flags from\n",
            path, input);
  if (cmds)
    clang_CompileCommands_dispose(cmds);
  clang_CompilationDatabase_dispose(db);
  return ok;
}
