/* depfile.c — the dependency file of `--depfile=FILE` (see depfile.h). */
#include "depfile.h"
#include "output.h"

#include <stdlib.h>
#include <string.h>

static lg_Deps *requested;

void lg_deps_request(lg_Deps *deps) { requested = deps; }

static void add(lg_Deps *d, const char *path) {
  for (int i = 0; i < d->n; i++)
    if (!strcmp(d->files[i], path))
      return;
  if (d->n == d->cap) {
    int cap = d->cap ? d->cap * 2 : 32;
    const char **f = LG_NEW_ARRAY(d->arena, const char *, cap);
    if (d->n)
      memcpy(f, d->files, sizeof(char *) * (size_t)d->n);
    d->files = f;
    d->cap = cap;
  }
  d->files[d->n++] = lg_strdup(d->arena, path);
}

/* clang_getInclusions visits every file of the translation unit: the main
 * file with an empty include stack, then each included file. */
static void visit(CXFile file, CXSourceLocation *stack, unsigned depth, CXClientData data) {
  (void)stack;
  (void)depth;
  CXString name = clang_getFileName(file);
  const char *s = clang_getCString(name);
  if (s && *s && strcmp(s, "<stdin>") != 0) /* standard input is no file to depend on */
    add(data, s);
  clang_disposeString(name);
}

void lg_deps_collect(CXTranslationUnit tu) {
  if (!requested || !tu)
    return;
  clang_getInclusions(tu, visit, requested);
}

/* Make's and Ninja's escapes (as gcc -MD writes them): a space or '#' after
 * a backslash, '$' doubled. */
static void put_path(lg_Buf *b, const char *s) {
  for (; *s; s++) {
    if (*s == ' ' || *s == '#')
      lg_buf_put(b, "\\", 1);
    else if (*s == '$')
      lg_buf_put(b, "$", 1);
    lg_buf_put(b, s, 1);
  }
}

void lg_deps_text(const lg_Deps *deps, const char *target, lg_Buf *b) {
  put_path(b, target);
  lg_buf_puts(b, ":");
  for (int i = 0; i < deps->n; i++) {
    lg_buf_puts(b, " \\\n  ");
    put_path(b, deps->files[i]);
  }
  lg_buf_puts(b, "\n");
}
