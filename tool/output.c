/* output.c — the translator's files (the two halves, the depfile, the
 * report) are written as one transaction: each goes to an exclusive
 * temporary (mkstemp, O_EXCL: never through a planted link) in its own
 * folder, and only when every one of them is complete are they renamed into
 * place. A failure anywhere leaves every earlier file as it was. An output
 * must be a regular file or a new name, and never the input itself. */
#define _DEFAULT_SOURCE /* mkstemp, fchmod */
#include "output.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *lg_out_refusal(const char *path, const char *input) {
  if (!strcmp(path, "-"))
    return NULL;
  struct stat st, in;
  if (lstat(path, &st) != 0)
    return NULL; /* a new name */
  if (S_ISLNK(st.st_mode))
    return "it is a symbolic link (loopgpu replaces outputs, it does not write through links)";
  if (S_ISDIR(st.st_mode))
    return "it is a directory";
  if (!S_ISREG(st.st_mode))
    return "it is not a regular file (a device, a pipe or a socket)";
  if (input && stat(input, &in) == 0 && in.st_dev == st.st_dev && in.st_ino == st.st_ino)
    return "it is the input file";
  return NULL;
}

/* "dir/.name.XXXXXX" beside `path`. */
static char *temp_template(const char *path) {
  const char *slash = strrchr(path, '/');
  size_t dirlen = slash ? (size_t)(slash - path) + 1 : 0;
  const char *base = slash ? slash + 1 : path;
  size_t n = dirlen + strlen(base) + 16;
  char *t = malloc(n);
  if (t)
    snprintf(t, n, "%.*s.%s.XXXXXX", (int)dirlen, path, base);
  return t;
}

bool lg_out_stage(lg_Outputs *o, const char *path, const char *data, size_t len) {
  if (o->n == LG_MAX_OUTPUTS) {
    errno = EINVAL;
    return false;
  }
  lg_OutFile *f = &o->files[o->n];
  f->path = path;
  f->tmp = NULL;
  f->data = NULL;
  f->len = 0;
  if (!strcmp(path, "-")) { /* standard output: written at commit */
    f->data = malloc(len ? len : 1);
    if (!f->data)
      return false;
    memcpy(f->data, data, len);
    f->len = len;
    o->n++;
    return true;
  }
  f->tmp = temp_template(path);
  if (!f->tmp)
    return false;
  int fd = mkstemp(f->tmp);
  if (fd < 0) {
    int e = errno;
    free(f->tmp);
    f->tmp = NULL;
    errno = e;
    return false;
  }
  o->n++; /* from here lg_out_abort removes it */
  mode_t mask = umask(0);
  umask(mask);
  bool ok = fchmod(fd, 0666 & ~mask) == 0;
  for (size_t done = 0; ok && done < len;) {
    ssize_t w = write(fd, data + done, len - done);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0) {
      if (w == 0)
        errno = EIO;
      ok = false;
      break;
    }
    done += (size_t)w;
  }
  int e = errno;
  if (close(fd) != 0 && ok) {
    e = errno;
    ok = false;
  }
  errno = e;
  return ok;
}

bool lg_out_commit(lg_Outputs *o, const char **failed) {
  for (int i = 0; i < o->n; i++) {
    lg_OutFile *f = &o->files[i];
    bool ok;
    if (!f->tmp)
      ok = fwrite(f->data, 1, f->len, stdout) == f->len && fflush(stdout) == 0;
    else
      ok = rename(f->tmp, f->path) == 0;
    if (!ok) {
      *failed = f->path;
      return false;
    }
    free(f->tmp);
    f->tmp = NULL;
  }
  lg_out_abort(o);
  return true;
}

void lg_out_abort(lg_Outputs *o) {
  int e = errno;
  for (int i = 0; i < o->n; i++) {
    if (o->files[i].tmp)
      unlink(o->files[i].tmp);
    free(o->files[i].tmp);
    free(o->files[i].data);
  }
  o->n = 0;
  errno = e;
}
