/* A visitor called from libclang that leaks, the shape of loopgpu's own
 * front end (tool/frontend.c): test/robustness/lsan-suppressions.test. */
#include <clang-c/Index.h>
#include <stdlib.h>

static char *last;

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent, CXClientData data) {
  (void)c;
  (void)parent;
  (void)data;
  last = malloc(77); /* the leak of "ours": overwritten, never freed */
  last[0] = 1;
  return CXChildVisit_Continue;
}

int main(int argc, char **argv) {
  CXIndex idx = clang_createIndex(0, 0);
  CXTranslationUnit tu =
      clang_parseTranslationUnit(idx, argc > 1 ? argv[1] : "x.c", NULL, 0, NULL, 0, 0);
  if (!tu)
    return 2;
  clang_visitChildren(clang_getTranslationUnitCursor(tu), visit, NULL);
  last = NULL;
  clang_disposeTranslationUnit(tu);
  clang_disposeIndex(idx);
  return 0;
}
