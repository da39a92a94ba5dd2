/* passthrough.c — the C outside kernel regions goes into the host half of
 * the output, which a C compiler compiles: it keeps its C meaning by
 * construction, and needs no rewrite but one. A program that calls the CUDA
 * runtime itself (`cudaMalloc` in a host loop, which loopgpu hoists)
 * includes <cuda_runtime.h> or <cuda_runtime_api.h>; that include becomes
 * loopgpu_cudart.h, which is the toolkit's C header in the GPU build and C
 * stand-ins over the emulated device in the emulation build. The line keeps
 * its number: the directive is replaced on the same line.
 */
#include <string.h>

#include "fe.h"

static enum CXChildVisitResult include_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  FE *fe = d;
  if (clang_getCursorKind(c) != CXCursor_InclusionDirective ||
      !clang_Location_isFromMainFile(clang_getCursorLocation(c)))
    return CXChildVisit_Continue;
  const char *name = fe_cxstring(fe, clang_getCursorSpelling(c));
  if (strcmp(name, "cuda_runtime.h") != 0 && strcmp(name, "cuda_runtime_api.h") != 0)
    return CXChildVisit_Continue;
  unsigned b, e;
  fe_extent(c, &b, &e);
  /* from the `#` to the end of the line */
  while (b > 0 && fe->p->src[b] != '#')
    b--;
  while (e < fe->p->srclen && fe->p->src[e] != '\n')
    e++;
  lg_edit_add(fe->a, fe->p->edits, b, e,
              lg_fmt(fe->a, "#include \"loopgpu_cudart.h\" /* was <%s> */", name));
  return CXChildVisit_Continue;
}

void fe_passthrough(FE *fe) {
  clang_visitChildren(clang_getTranslationUnitCursor(fe->tu), include_visit, fe);
}
