/* rt_env.c — the one reader of the runtime's settings (LOOPGPU_*, LG_EMU_*).
 *
 * A number is decimal digits only: no sign, no `0x`, no octal (`010M` is ten
 * mebibytes), no spaces. A byte count may end in K, M, G or T (binary units,
 * also written KiB, KB, ...). A value that is malformed, overflows or lies
 * outside the setting's range stops the program with a message naming the
 * variable and what it accepts: a setting silently read as something else
 * (a limit of -2 as "no limit", 17179869184G wrapping to "no limit") is
 * worse than none. Unset or empty: the default. */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rt_internal.h"

/* digits of s as an unsigned value; *end after them; 0 on overflow or no
 * digit */
static int digits(const char *s, const char **end, unsigned long long *v) {
  unsigned long long x = 0;
  const char *p = s;
  for (; *p >= '0' && *p <= '9'; p++) {
    unsigned d = (unsigned)(*p - '0');
    if (x > (ULLONG_MAX - d) / 10)
      return 0;
    x = x * 10 + d;
  }
  *end = p;
  *v = x;
  return p != s;
}

long lg_env_int(const char *name, long fallback, long min, long max) {
  const char *s = getenv(name), *end;
  unsigned long long v;
  if (!s || !*s)
    return fallback;
  if (!digits(s, &end, &v) || *end || v > (unsigned long long)max || (long long)v < min)
    lg_fatal(name, 0, "%s='%s' is not a whole number from %ld to %ld (decimal digits only)",
             name, s, min, max);
  return (long)v;
}

int lg_env_flag(const char *name) {
  const char *s = getenv(name);
  if (!s || !*s || !strcmp(s, "0"))
    return 0;
  if (!strcmp(s, "1"))
    return 1;
  lg_fatal(name, 0, "%s='%s' is neither 0 nor 1", name, s);
  return 0;
}

size_t lg_env_size(const char *name, size_t fallback, size_t min, size_t max) {
  const char *s = getenv(name), *end;
  unsigned long long v;
  if (!s || !*s)
    return fallback;
  int shift = 0, ok = digits(s, &end, &v);
  if (ok) {
    switch (*end) {
    case 'K': case 'k': shift = 10; end++; break;
    case 'M': case 'm': shift = 20; end++; break;
    case 'G': case 'g': shift = 30; end++; break;
    case 'T': case 't': shift = 40; end++; break;
    default: break;
    }
    /* KiB, KB, K and B alone all mean bytes in binary units */
    if (shift && (!strcmp(end, "iB") || !strcmp(end, "B")))
      end += strlen(end);
    else if (!shift && !strcmp(end, "B"))
      end++;
    ok = !*end && (shift == 0 || v <= (ULLONG_MAX >> shift)) &&
         (v << shift) <= (unsigned long long)SIZE_MAX;
  }
  size_t bytes = ok ? (size_t)(v << shift) : 0;
  if (!ok || bytes < min || bytes > max)
    lg_fatal(name, 0,
             "%s='%s' is not a byte count from %zu to %zu (decimal digits with an optional K, M, "
             "G or T suffix: binary units)",
             name, s, min, max);
  return bytes;
}
