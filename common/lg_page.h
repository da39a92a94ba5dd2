/* lg_page.h — the memory timeline page (issue #23): the one writer that the
 * runtime (LOOPGPU_REPORT=html:FILE, runtime/src/rt_report.c) and the
 * loopgpu-report command (runtime/tool/loopgpu_report.c) share, header-only
 * like lg_json.h.
 *
 * The page is the template runtime/src/report_page.html (inline CSS and a
 * script that draws SVG; nothing is fetched) with the JSON reports embedded
 * where it says LG_PAGE_MARK, each as
 *   <script type="application/json" class="lg-report" data-label="LABEL">JSON</script>
 * Inside the block every '<' of the JSON is written as \u003c (it can only
 * stand inside a JSON string, where the escape means the same), so no
 * "</script>" in a name can end the block early; the label is HTML-escaped. */
#ifndef LOOPGPU_LG_PAGE_H
#define LOOPGPU_LG_PAGE_H

#include <stdio.h>
#include <string.h>

#define LG_PAGE_MARK "<!--LOOPGPU_REPORTS-->"

static inline void lg_page_attr(FILE *f, const char *s) {
  for (; s && *s; s++) {
    switch (*s) {
    case '&': fputs("&amp;", f); break;
    case '<': fputs("&lt;", f); break;
    case '>': fputs("&gt;", f); break;
    case '"': fputs("&quot;", f); break;
    default: fputc(*s, f);
    }
  }
}

/* Writes the page to f: the template with n reports (json[i], len[i] bytes,
 * shown as label[i]) in place of its mark. 0, or -1 when the template has
 * no mark. */
static inline int lg_page_write(FILE *f, const char *tmpl, const char *const *json,
                                const size_t *len, const char *const *label, int n) {
  const char *mark = strstr(tmpl, LG_PAGE_MARK);
  if (!mark)
    return -1;
  fwrite(tmpl, 1, (size_t)(mark - tmpl), f);
  for (int i = 0; i < n; i++) {
    fputs("<script type=\"application/json\" class=\"lg-report\" data-label=\"", f);
    lg_page_attr(f, label[i]);
    fputs("\">\n", f);
    for (size_t k = 0; k < len[i]; k++) {
      if (json[i][k] == '<')
        fputs("\\u003c", f);
      else
        fputc(json[i][k], f);
    }
    fputs("</script>\n", f);
  }
  fputs(mark + strlen(LG_PAGE_MARK), f);
  return 0;
}

#endif
