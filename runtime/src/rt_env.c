/* rt_env.c — reading the runtime's environment variables. */
#include <stdlib.h>
#include <string.h>

#include "rt_internal.h"

long lg_env_long(const char *name, long fallback) {
  const char *s = getenv(name);
  char *end;
  long v;
  if (!s || !*s)
    return fallback;
  v = strtol(s, &end, 0);
  return *end == '\0' ? v : fallback;
}

int lg_env_flag(const char *name) {
  const char *s = getenv(name);
  return s && *s && strcmp(s, "0") != 0;
}

size_t lg_env_size(const char *name, size_t fallback) {
  const char *s = getenv(name);
  char *end;
  unsigned long long v;
  if (!s || !*s)
    return fallback;
  v = strtoull(s, &end, 0);
  switch (*end) {
  case 'k': case 'K': v <<= 10; end++; break;
  case 'm': case 'M': v <<= 20; end++; break;
  case 'g': case 'G': v <<= 30; end++; break;
  default: break;
  }
  return *end == '\0' || ((*end == 'b' || *end == 'B') && end[1] == '\0')
             ? (size_t)v
             : fallback;
}
