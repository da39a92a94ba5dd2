/* lg_json.h — the one JSON string writer of loopgpu, header-only so that
 * the translator (transforms/diag.c, transforms/report.c) and the runtime
 * library (runtime/src/rt_report.c), which link nothing in common, share it.
 *
 * lg_json_str writes s as a JSON string: quotes; `"` and `\` escaped; \n, \t,
 * \r, \b, \f as their short escapes; other control characters as \u00XX;
 * every other byte (UTF-8 included) as it is. NULL is written as "" (the
 * reports' file names may be unknown). */
#ifndef LOOPGPU_LG_JSON_H
#define LOOPGPU_LG_JSON_H

#include <stdio.h>

static inline void lg_json_str(FILE *f, const char *s) {
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
    switch (*p) {
    case '"': fputs("\\\"", f); break;
    case '\\': fputs("\\\\", f); break;
    case '\n': fputs("\\n", f); break;
    case '\t': fputs("\\t", f); break;
    case '\r': fputs("\\r", f); break;
    case '\b': fputs("\\b", f); break;
    case '\f': fputs("\\f", f); break;
    default:
      if (*p < 0x20)
        fprintf(f, "\\u%04x", *p);
      else
        fputc(*p, f);
    }
  }
  fputc('"', f);
}

/* "key": then the string s (lg_json_str), or null when s is NULL */
static inline void lg_json_key_str(FILE *f, const char *key, const char *s) {
  lg_json_str(f, key);
  fputc(':', f);
  if (s)
    lg_json_str(f, s);
  else
    fputs("null", f);
}

#endif
