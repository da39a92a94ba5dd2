/* pragma.c — `#pragma loopgpu` lines: found in the token stream of the main
 * file (libclang gives pragmas no cursor), attached to the `for` that
 * follows, and parsed into a directive whose every argument is checked.
 *
 *   directive := '#' 'pragma' 'loopgpu' clause*      (clauses separated by
 *                                                       spaces or commas)
 *   clause    := NAME [ '(' args ')' ]
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "fe.h"
#include "phases.h"
#include "suggest.h"

/* ---- finding the lines ------------------------------------------------------ */

static unsigned tok_line(FE *fe, unsigned i) {
  unsigned line;
  clang_getExpansionLocation(clang_getTokenLocation(fe->tu, fe->toks[i]), NULL, &line, NULL,
                             NULL);
  return line;
}

/* End of the line starting at `off`, following backslash continuations. */
static unsigned line_end(FE *fe, unsigned off) {
  const char *s = fe->p->src;
  size_t n = fe->p->srclen;
  while (off < n) {
    if (s[off] == '\n') {
      unsigned k = off;
      while (k > 0 && s[k - 1] == '\r')
        k--;
      if (k > 0 && s[k - 1] == '\\') {
        off++;
        continue;
      }
      return off;
    }
    off++;
  }
  return (unsigned)n;
}

/* Is offset `off` in a block the preprocessor skipped (`#if 0`, a false
   `#ifdef`)? A directive there is not part of the program. */
static bool in_skipped(CXSourceRangeList *sk, unsigned off) {
  for (unsigned k = 0; sk && k < sk->count; k++)
    if (fe_offset(clang_getRangeStart(sk->ranges[k])) <= off &&
        off < fe_offset(clang_getRangeEnd(sk->ranges[k])))
      return true;
  return false;
}

/* `_Pragma("loopgpu ...")` (written out or in a macro): the token stream
   shows no `#pragma` line for it, so it is ignored, with a warning. */
static void warn_pragma_operator(FE *fe, unsigned i) {
  if (i + 2 >= fe->ntoks || strcmp(fe_tok_text(fe, i), "_Pragma") != 0 ||
      strcmp(fe_tok_text(fe, i + 1), "(") != 0 ||
      clang_getTokenKind(fe->toks[i + 2]) != CXToken_Literal)
    return;
  const char *str = fe_tok_text(fe, i + 2);
  while (*str && *str != '"')
    str++; /* past an encoding prefix (L, u8, ...) */
  if (*str)
    str++;
  while (*str == ' ' || *str == '\t')
    str++;
  if (strncmp(str, "loopgpu", 7) == 0 && (str[7] == ' ' || str[7] == '\t' || str[7] == '"'))
    lg_warning(fe->diag, "loopgpu-pragma-ignored", fe_tok_loc(fe, i),
               "'_Pragma(\"loopgpu ...\")' is ignored: loopgpu reads directives only from "
               "'#pragma loopgpu' lines");
}

/* A macro whose expansion holds `_Pragma` and names loopgpu
 * (`DO_PRAGMA(loopgpu tile(32))` with `DO_PRAGMA(x) _Pragma(#x)`): the
 * directive exists only after expansion, which libclang does not show, so
 * it is ignored, with a warning (it was ignored without a word). A macro
 * whose own text holds `_Pragma("loopgpu ...")` is warned about at its
 * definition (warn_pragma_operator). */
static bool tokens_have(FE *fe, CXSourceRange r, bool pragma_op, bool *loopgpu) {
  CXToken *t;
  unsigned n;
  bool found = false;
  clang_tokenize(fe->tu, r, &t, &n);
  for (unsigned i = 0; i < n; i++) {
    CXString sp = clang_getTokenSpelling(fe->tu, t[i]);
    const char *x = clang_getCString(sp);
    if (pragma_op && !strcmp(x, "_Pragma"))
      found = true;
    if (loopgpu && (!strcmp(x, "loopgpu") || (x[0] == '"' && !strncmp(x + 1, "loopgpu", 7))))
      *loopgpu = true;
    clang_disposeString(sp);
  }
  clang_disposeTokens(fe->tu, t, n);
  return found;
}

static enum CXChildVisitResult macro_pragma_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  FE *fe = d;
  if (clang_getCursorKind(c) != CXCursor_MacroExpansion ||
      !clang_Location_isFromMainFile(clang_getCursorLocation(c)))
    return CXChildVisit_Continue;
  CXCursor def = clang_getCursorReferenced(c);
  if (clang_Cursor_isNull(def))
    return CXChildVisit_Continue;
  bool in_def = false, in_args = false;
  if (!tokens_have(fe, clang_getCursorExtent(def), true, &in_def) || in_def)
    return CXChildVisit_Continue; /* none, or warned at the definition */
  tokens_have(fe, clang_getCursorExtent(c), false, &in_args);
  if (in_args)
    lg_warning(fe->diag, "loopgpu-pragma-ignored", fe_cursor_loc(fe, c),
               "the loopgpu directive that this macro makes with '_Pragma' is ignored: loopgpu "
               "reads directives only from '#pragma loopgpu' lines; write one before the loop");
  return CXChildVisit_Continue;
}

/* `#pragma loopgpu` in a header the input includes (not a system header):
 * the header's functions are not translated, so the directive would be
 * ignored; it is an error at the directive (it was ignored without a
 * word). */
typedef struct HeaderScan {
  FE *fe;
} HeaderScan;

static void header_visit(CXFile f, CXSourceLocation *stack, unsigned depth, CXClientData d) {
  HeaderScan *hs = d;
  FE *fe = hs->fe;
  if (depth == 0 || clang_File_isEqual(f, fe->file) ||
      clang_Location_isInSystemHeader(stack[0]))
    return;
  size_t size = 0;
  const char *text = clang_getFileContents(fe->tu, f, &size);
  if (!text)
    return;
  CXSourceRangeList *skipped = clang_getSkippedRanges(fe->tu, f);
  for (size_t at = 0; at < size;) {
    size_t e = at;
    while (e < size && text[e] != '\n')
      e++;
    size_t k = at;
    while (k < e && (text[k] == ' ' || text[k] == '\t'))
      k++;
    if (k < e && text[k] == '#') {
      size_t q = k + 1;
      while (q < e && (text[q] == ' ' || text[q] == '\t'))
        q++;
      bool pragma = e - q >= 6 && !strncmp(text + q, "pragma", 6);
      q += 6;
      while (pragma && q < e && (text[q] == ' ' || text[q] == '\t'))
        q++;
      bool lgpu = pragma && e - q >= 7 && !strncmp(text + q, "loopgpu", 7) &&
                  (q + 7 == e || text[q + 7] == ' ' || text[q + 7] == '\t' || text[q + 7] == '\r');
      bool live = true;
      for (unsigned r = 0; lgpu && skipped && r < skipped->count; r++) {
        unsigned lo, hi;
        clang_getSpellingLocation(clang_getRangeStart(skipped->ranges[r]), NULL, NULL, NULL, &lo);
        clang_getSpellingLocation(clang_getRangeEnd(skipped->ranges[r]), NULL, NULL, NULL, &hi);
        live = live && !(k >= lo && k < hi);
      }
      if (lgpu && live)
        lg_error(fe->diag, fe_loc(fe, clang_getLocationForOffset(fe->tu, f, (unsigned)k)),
                 "'#pragma loopgpu' in an included header is not translated (loopgpu translates "
                 "the loops of the file it is given): move the function into '%s', or translate "
                 "a .c file that holds it",
                 fe->p->opts->input);
    }
    at = e + 1;
  }
  if (skipped)
    clang_disposeSourceRangeList(skipped);
}

/* `#pragma loopgup`: a near miss of `loopgpu` (suggest.c), which the C
 * compiler ignores as an unknown pragma and so would loopgpu, leaving the
 * loop on the CPU without a word. A warning (-Wunknown-loopgpu-pragmas) that
 * names the directive meant; other pragmas (omp, GCC, once) are left alone. */
static void warn_misspelt(FE *fe, unsigned at, CXSourceRangeList *skipped) {
  static const char *const names[] = {"loopgpu", NULL};
  const char *name = fe_tok_text(fe, at);
  if (clang_getTokenKind(fe->toks[at]) != CXToken_Identifier &&
      clang_getTokenKind(fe->toks[at]) != CXToken_Keyword)
    return;
  if (in_skipped(skipped, fe->tok_off[at]) || !lg_suggest(name, names, -1))
    return;
  /* -Wunknown-loopgpu-pragmas */
  lg_warning(fe->diag, "unknown-loopgpu-pragmas", fe_tok_loc(fe, at),
             "unknown pragma '%s' ignored; did you mean 'loopgpu'? (the loop after it is not "
             "translated)",
             name);
}

void fe_find_pragmas(FE *fe) {
  lg_PtrVec v = {0};
  {
    HeaderScan hs = {fe};
    clang_getInclusions(fe->tu, header_visit, &hs);
    clang_visitChildren(clang_getTranslationUnitCursor(fe->tu), macro_pragma_visit, fe);
  }
  CXSourceRangeList *skipped = clang_getSkippedRanges(fe->tu, fe->file);
  for (unsigned i = 0; i + 2 < fe->ntoks; i++) {
    warn_pragma_operator(fe, i);
    if (clang_getTokenKind(fe->toks[i]) != CXToken_Punctuation)
      continue;
    if (strcmp(fe_tok_text(fe, i), "#") != 0)
      continue;
    if (i > 0 && tok_line(fe, i - 1) == tok_line(fe, i))
      continue; /* '#' not first on its line: the stringizing operator */
    if (strcmp(fe_tok_text(fe, i + 1), "pragma") != 0)
      continue;
    if (strcmp(fe_tok_text(fe, i + 2), "loopgpu") != 0) {
      warn_misspelt(fe, i + 2, skipped);
      continue;
    }
    if (in_skipped(skipped, fe->tok_off[i]))
      continue;
    Pragma *pr = LG_NEW(fe->a, Pragma);
    pr->hash_off = fe->tok_off[i];
    pr->end_off = line_end(fe, pr->hash_off);
    pr->first_tok = i + 3;
    unsigned j = i + 3;
    while (j < fe->ntoks && fe->tok_off[j] < pr->end_off)
      j++;
    pr->ntoks = j - pr->first_tok;
    unsigned next = j;
    /* the directive's statement is the next token of the program: past
       comments, preprocessor lines (`#else`, `#endif`) and the blocks the
       preprocessor skips */
    for (;;) {
      while (j < fe->ntoks && (clang_getTokenKind(fe->toks[j]) == CXToken_Comment ||
                               in_skipped(skipped, fe->tok_off[j])))
        j++;
      if (j < fe->ntoks && !strcmp(fe_tok_text(fe, j), "#") &&
          (j == 0 || tok_line(fe, j - 1) != tok_line(fe, j))) {
        unsigned end = line_end(fe, fe->tok_off[j]);
        while (j < fe->ntoks && fe->tok_off[j] < end)
          j++;
        continue;
      }
      break;
    }
    pr->target_off = j < fe->ntoks ? fe->tok_off[j] : (unsigned)fe->p->srclen;
    pr->loc = fe_tok_loc(fe, i);
    lg_vec_push(fe->a, &v, pr);
    i = next - 1;
  }
  if (skipped)
    clang_disposeSourceRangeList(skipped);
  /* the directives of a region kept as C (lg_Options.sequential), and of
     the loops inside it, are left out: only commented in the host half */
  const lg_Options *o = fe->p->opts;
  fe->pragmas = LG_NEW_ARRAY(fe->a, Pragma, v.n ? v.n : 1);
  fe->left_out = LG_NEW_ARRAY(fe->a, unsigned, v.n ? v.n : 1);
  fe->npragmas = fe->nleft_out = 0;
  fe->pragmas_order = 0; /* fe_pragma_for looks again */
  /* A file without one directive (all misspelt, under a false #if, or the
     wrong file given) translates to itself: say so, rather than write a
     .cu without kernels silently. -Wloopgpu-no-directives */
  if (v.n == 0)
    lg_warning(fe->diag, "loopgpu-no-directives", (lg_Loc){0},
               "'%s' has no '#pragma loopgpu' directive: nothing is offloaded to the GPU (the "
               "output is the input's own code)",
               o && o->input ? o->input : "the input");
  for (int k = 0; k < v.n; k++) {
    Pragma *pr = v.items[k];
    bool out = false;
    for (int s = 0; o && s < o->nsequential && !out; s++)
      out = pr->target_off >= o->sequential[2 * s] && pr->target_off < o->sequential[2 * s + 1];
    if (out)
      fe->left_out[fe->nleft_out++] = pr->hash_off;
    else
      fe->pragmas[fe->npragmas++] = *pr;
  }
}

/* ---- clause arguments ----------------------------------------------------- */

typedef struct Parser {
  FE *fe;
  Pragma *pr;
  unsigned i, end; /* token cursor and end (exclusive) */
  bool failed;
} Parser;

static const char *peek(Parser *ps) {
  while (ps->i < ps->end && clang_getTokenKind(ps->fe->toks[ps->i]) == CXToken_Comment)
    ps->i++;
  return ps->i < ps->end ? fe_tok_text(ps->fe, ps->i) : "";
}

static lg_Loc here(Parser *ps) {
  if (ps->i < ps->end)
    return fe_tok_loc(ps->fe, ps->i);
  /* at the end of the line: point just past the last token */
  lg_Loc l = fe_tok_loc(ps->fe, ps->end - 1);
  l.col += (int)strlen(fe_tok_text(ps->fe, ps->end - 1));
  return l;
}

/* Source text of tokens [b, e) as written. */
static const char *tok_span(FE *fe, unsigned b, unsigned e) {
  if (b >= e)
    return "";
  CXSourceRange r = clang_getTokenExtent(fe->tu, fe->toks[e - 1]);
  unsigned end = fe_offset(clang_getRangeEnd(r));
  return lg_strndup(fe->a, fe->p->src + fe->tok_off[b], end - fe->tok_off[b]);
}

/* Index of the token that closes the group opened at `open` ('(' or '['). */
static unsigned matching(FE *fe, unsigned open, unsigned end) {
  int depth = 0;
  for (unsigned i = open; i < end; i++) {
    const char *t = fe_tok_text(fe, i);
    if (!strcmp(t, "(") || !strcmp(t, "["))
      depth++;
    else if (!strcmp(t, ")") || !strcmp(t, "]"))
      if (--depth == 0)
        return i;
  }
  return end;
}

/* ---- integer arguments: C's integer constant expressions ----------------
 * `tile(T)`, `chunk(1 << 14)`, `unroll(N - 1)`, `collapse(DEPTH)`: any
 * integer constant expression of C (macros, enum constants, sizeof, casts,
 * arithmetic) as it reads where the directive stands. The pragma's tokens
 * are not part of clang's AST, so clang evaluates them in a second parse of
 * the main file in which each directive line becomes a declaration
 *
 *     {enum{lg_c_0=(ARG0)};enum{lg_c_1=(ARG1)};   (the directive's line)
 *     for (...) ...                                (the loop, unchanged)
 *     }
 *
 * The braces make it a block wherever the loop stands (the body of an `if`,
 * after a label), and the declarations see what the directive sees: macros
 * as defined on its line (not as redefined or #undef'd after it), block-scope
 * enum constants and types. An argument is accepted when clang reports
 * nothing about its declaration and folds it to an integer; what clang says
 * otherwise is the reason given. A plain literal needs no parse. */

/* Clause names whose arguments are array ranges `a[lo:len]`: their lo and
 * len are pasted into the host half, so clang checks them in the same
 * second parse, as `(void)sizeof((long long)(LO));` (`copy(a[0:n,])` and
 * `copy(a[0:nn])` with nn undeclared were accepted, and the host half did
 * not compile: found by fuzz_compile). */
static bool range_clause(const char *name) {
  return !strcmp(name, "copyin") || !strcmp(name, "copyout") || !strcmp(name, "copy") ||
         !strcmp(name, "create") || !strcmp(name, "reduction");
}

/* Clause names whose arguments are integers (tile, unroll, collapse, chunk). */
static bool int_clause(const char *name) {
  return !strcmp(name, "tile") || !strcmp(name, "unroll") || !strcmp(name, "collapse") ||
         !strcmp(name, "chunk") || !strcmp(name, "devices");
}

/* A plain decimal, octal or hexadecimal literal with an integer suffix. */
static bool plain_literal(const char *t, long long *v) {
  if (!(t[0] >= '0' && t[0] <= '9'))
    return false;
  char *endp;
  errno = 0;
  unsigned long long u = strtoull(t, &endp, 0);
  while (*endp == 'u' || *endp == 'U' || *endp == 'l' || *endp == 'L')
    endp++;
  if (*endp || errno == ERANGE || u > (unsigned long long)LLONG_MAX)
    return false;
  *v = (long long)u;
  return true;
}

/* [b, e) is an integer literal, with a sign or not: its value. */
static bool literal_span(FE *fe, unsigned b, unsigned e, long long *v) {
  bool neg = false;
  while (b < e && clang_getTokenKind(fe->toks[b]) == CXToken_Comment)
    b++;
  if (b < e && (!strcmp(fe_tok_text(fe, b), "-") || !strcmp(fe_tok_text(fe, b), "+"))) {
    neg = !strcmp(fe_tok_text(fe, b), "-");
    b++;
  }
  if (b + 1 != e || !plain_literal(fe_tok_text(fe, b), v))
    return false;
  if (neg)
    *v = -*v;
  return true;
}

/* Splits the argument list [b, e) at top-level commas. */
static int split_args(FE *fe, unsigned b, unsigned e, unsigned *starts, unsigned *ends, int max);

/* Index of the token that closes the group opened at `open` ('(' or '['). */
static unsigned matching(FE *fe, unsigned open, unsigned end);

/* First non-comment token of [b, e) and whether it is the only one. */
static unsigned sole_token(FE *fe, unsigned b, unsigned e, bool *sole) {
  unsigned first = e, n = 0;
  for (unsigned i = b; i < e; i++)
    if (clang_getTokenKind(fe->toks[i]) != CXToken_Comment) {
      if (first == e)
        first = i;
      n++;
    }
  *sole = n == 1;
  return first;
}

/* The ':' of the range `[lo:len]` opened at `open` and closed at `close`,
 * outside any parentheses or brackets of lo; `close` when there is none.
 * Shared by the second parse's collection (fe_fold_clause_constants) and
 * data_arg, so that both split a range the same way. */
static unsigned range_colon(FE *fe, unsigned open, unsigned close) {
  unsigned colon = open + 1;
  for (int depth = 0; colon < close; colon++) {
    const char *t = fe_tok_text(fe, colon);
    if (!strcmp(t, "(") || !strcmp(t, "["))
      depth++;
    else if (!strcmp(t, ")") || !strcmp(t, "]"))
      depth--;
    else if (!strcmp(t, ":") && depth == 0)
      break;
  }
  return colon;
}

static enum CXChildVisitResult first_child(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  *(CXCursor *)d = c;
  return CXChildVisit_Break;
}

typedef struct Folded {
  ConstArg *arg;
  bool range;          /* a data range's lo or len: checked, not folded */
  bool reported;       /* clang said something about its declaration */
  unsigned begin, end; /* its declaration in the second parse's buffer */
  unsigned name_off;   /* of `lg_c_N` there */
} Folded;

void fe_fold_clause_constants(FE *fe) {
  lg_Arena *a = fe->a;
  lg_PtrVec todo = {0}; /* Folded * */
  lg_Buf buf = {0};
  unsigned copied = 0; /* source bytes already in buf */
  /* closing braces still to insert, as offsets (ascending as they are met
     only per nesting: kept sorted) */
  unsigned *closes = LG_NEW_ARRAY(a, unsigned, fe->npragmas + 1);
  int ncloses = 0;
  const char *src = fe->p->src;
  for (int k = 0; k < fe->npragmas; k++) {
    Pragma *pr = &fe->pragmas[k];
    lg_PtrVec mine = {0};
    unsigned end = pr->first_tok + pr->ntoks;
    for (unsigned i = pr->first_tok; i < end; i++) {
      if (clang_getTokenKind(fe->toks[i]) != CXToken_Identifier || i + 1 >= end ||
          strcmp(fe_tok_text(fe, i + 1), "(") != 0)
        continue;
      const char *name = fe_tok_text(fe, i);
      unsigned close = matching(fe, i + 1, end);
      if (close >= end)
        break;
      if (int_clause(name)) {
        unsigned st[3], en[3];
        int n = split_args(fe, i + 2, close, st, en, 3);
        for (int j = 0; j < n && j < 3; j++) {
          bool sole;
          unsigned t = sole_token(fe, st[j], en[j], &sole);
          long long v;
          if (t == en[j])
            continue;
          const char *tt = fe_tok_text(fe, t);
          if (sole && (plain_literal(tt, &v) || (!strcmp(name, "unroll") && !strcmp(tt, "full")) ||
                       (!strcmp(name, "chunk") && !strcmp(tt, "auto")) ||
                       (!strcmp(name, "devices") && !strcmp(tt, "all"))))
            continue;
          /* clang's parser recurses per unary operator: 200000 `-` signs
             exhaust the stack. An argument that long is no clause argument
             anyone writes; it is refused unevaluated (arg_value) */
          if (en[j] - st[j] > 1024)
            continue;
          Folded *f = LG_NEW(a, Folded);
          f->arg = LG_NEW(a, ConstArg);
          f->arg->tok = st[j];
          f->arg->why = "loopgpu could not evaluate it";
          CXSourceRange r = clang_getTokenExtent(fe->tu, fe->toks[en[j] - 1]);
          f->begin = fe->tok_off[st[j]];          /* the text, for now */
          f->end = fe_offset(clang_getRangeEnd(r));
          lg_vec_push(a, &mine, f);
        }
      }
      if (range_clause(name)) {
        unsigned st[64], en[64];
        int n = split_args(fe, i + 2, close, st, en, 64);
        for (int j = 0; j < n && j < 64; j++) {
          unsigned open = st[j];
          while (open < en[j] && strcmp(fe_tok_text(fe, open), "[") != 0)
            open++;
          if (open >= en[j])
            continue;
          unsigned cl = matching(fe, open, en[j]);
          if (cl >= en[j])
            continue; /* malformed: data_arg's error */
          unsigned colon = range_colon(fe, open, cl);
          unsigned spans[2][2] = {{open + 1, colon}, {colon + 1, cl}};
          for (int h = 0; h < 2 && colon < cl; h++) {
            unsigned sb = spans[h][0], se = spans[h][1];
            long long v;
            if (sb >= se || literal_span(fe, sb, se, &v) || se - sb > 1024)
              continue; /* empty (data_arg's error), a literal, or absurdly long */
            Folded *f = LG_NEW(a, Folded);
            f->range = true;
            f->arg = LG_NEW(a, ConstArg);
            f->arg->tok = sb;
            f->arg->range = true;
            f->arg->valid = true;
            CXSourceRange r = clang_getTokenExtent(fe->tu, fe->toks[se - 1]);
            f->begin = fe->tok_off[sb];
            f->end = fe_offset(clang_getRangeEnd(r));
            lg_vec_push(a, &mine, f);
          }
        }
      }
      i = close;
    }
    if (!mine.n)
      continue;
    pr->consts = LG_NEW_ARRAY(a, ConstArg, mine.n);
    pr->nconsts = mine.n;
    for (int j = 0; j < mine.n; j++)
      pr->consts[j] = *((Folded *)mine.items[j])->arg;
    /* the directive's loop: the block closes after it */
    CXCursor loop = clang_getCursor(fe->tu, clang_getLocationForOffset(fe->tu, fe->file,
                                                                        pr->target_off));
    if (clang_getCursorKind(loop) != CXCursor_ForStmt ||
        fe_offset(clang_getCursorLocation(loop)) != pr->target_off)
      continue; /* not followed by a loop: an error of its own later */
    unsigned loop_end = fe_stmt_end(fe, loop, NULL);
    /* the source up to the directive, with the blocks that close before it */
    while (ncloses > 0 && closes[ncloses - 1] <= pr->hash_off) {
      unsigned c = closes[--ncloses];
      lg_buf_put(&buf, src + copied, c - copied); /* the source as bytes: NULs too */
      lg_buf_puts(&buf, "}");
      copied = c;
    }
    lg_buf_put(&buf, src + copied, pr->hash_off - copied);
    lg_buf_puts(&buf, "{");
    for (int j = 0; j < mine.n; j++) {
      Folded *f = mine.items[j];
      f->arg = &pr->consts[j];
      unsigned tb = f->begin, te = f->end;
      f->begin = (unsigned)buf.len;
      if (f->range) {
        lg_buf_puts(&buf, "(void)sizeof((long long)(");
        lg_buf_put(&buf, src + tb, te - tb);
        lg_buf_puts(&buf, "));");
      } else {
        lg_buf_printf(&buf, "enum{");
        f->name_off = (unsigned)buf.len;
        lg_buf_printf(&buf, "lg_c_%d=(", todo.n);
        lg_buf_put(&buf, src + tb, te - tb);
        lg_buf_puts(&buf, ")};");
      }
      f->end = (unsigned)buf.len;
      lg_vec_push(a, &todo, f);
    }
    /* as many lines as the directive had, so that the lines below stay */
    for (unsigned o = pr->hash_off; o < pr->end_off; o++)
      if (src[o] == '\n')
        lg_buf_puts(&buf, "\n");
    copied = pr->end_off;
    /* nested loops close first: keep the stack sorted, innermost on top */
    int at = ncloses;
    while (at > 0 && closes[at - 1] < loop_end)
      at--;
    memmove(closes + at + 1, closes + at, sizeof(unsigned) * (size_t)(ncloses - at));
    closes[at] = loop_end;
    ncloses++;
  }
  if (!todo.n) {
    lg_buf_free(&buf);
    return;
  }
  while (ncloses > 0) {
    unsigned c = closes[--ncloses];
    lg_buf_put(&buf, src + copied, c - copied);
    lg_buf_puts(&buf, "}");
    copied = c;
  }
  lg_buf_put(&buf, src + copied, fe->p->srclen - copied);

  /* the parse: the same command line, warnings as warnings, and the ones
     that make an expression no integer constant expression of C on */
  const char **args = LG_NEW_ARRAY(a, const char *, fe->nargs + 8);
  int nargs = 0;
  for (int i = 0; i < fe->nargs; i++) {
    const char *s = fe->args[i];
    if (!strcmp(s, "-w") || !strncmp(s, "-Werror", 7) || !strcmp(s, "-pedantic-errors"))
      continue;
    args[nargs++] = s;
  }
  args[nargs++] = "-Wno-error";
  args[nargs++] = "-Wno-pedantic"; /* values beyond int are fine for a clause */
  args[nargs++] = "-Wgnu-folding-constant"; /* `const int n = 4; tile(n)` is no ICE in C */
  args[nargs++] = "-Winteger-overflow";
  struct CXUnsavedFile unsaved = {fe->p->opts->input, buf.data, (unsigned long)buf.len};
  CXTranslationUnit tu = NULL;
  double t0 = lg_phase_now_ms();
  enum CXErrorCode err = clang_parseTranslationUnit2(fe->index, fe->p->opts->input, args, nargs,
                                                     &unsaved, 1, CXTranslationUnit_KeepGoing, &tu);
  lg_phase_parse_ms += lg_phase_now_ms() - t0;
  if (err != CXError_Success || !tu) {
    lg_buf_free(&buf);
    return; /* every argument keeps "could not evaluate" */
  }
  CXFile file = clang_getFile(tu, fe->p->opts->input);
  const char *elsewhere = NULL; /* an error outside the declarations */
  unsigned nd = clang_getNumDiagnostics(tu);
  for (unsigned i = 0; i < nd; i++) {
    CXDiagnostic d = clang_getDiagnostic(tu, i);
    enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
    if (sev >= CXDiagnostic_Warning) {
      CXFile df;
      unsigned off;
      clang_getExpansionLocation(clang_getDiagnosticLocation(d), &df, NULL, NULL, &off);
      Folded *hit = NULL;
      for (int j = 0; df && file && clang_File_isEqual(df, file) && j < todo.n; j++) {
        Folded *f = todo.items[j];
        if (off >= f->begin && off < f->end)
          hit = f;
      }
      const char *msg = fe_cxstring(fe, clang_getDiagnosticSpelling(d));
      if (hit && hit->range && sev < CXDiagnostic_Error)
        hit = NULL; /* a range's warning is the host half's to give */
      if (hit && !hit->reported) {
        hit->reported = true;
        hit->arg->why = msg;
      } else if (!hit && sev >= CXDiagnostic_Error && !elsewhere) {
        elsewhere = msg;
      }
    }
    clang_disposeDiagnostic(d);
  }
  for (int j = 0; j < todo.n; j++) {
    Folded *f = todo.items[j];
    ConstArg *ca = f->arg;
    if (f->range) { /* an error elsewhere says nothing about it: kept */
      ca->valid = !f->reported;
      continue;
    }
    if (f->reported)
      continue;
    if (elsewhere) {
      ca->why = lg_fmt(a, "loopgpu could not evaluate it (%s)", elsewhere);
      continue;
    }
    CXCursor c = clang_getCursor(tu, clang_getLocationForOffset(tu, file, f->name_off));
    CXCursor init = clang_getNullCursor();
    if (clang_getCursorKind(c) == CXCursor_EnumConstantDecl)
      clang_visitChildren(c, first_child, &init);
    CXEvalResult r = clang_Cursor_isNull(init) ? NULL : clang_Cursor_Evaluate(init);
    if (r && clang_EvalResult_getKind(r) == CXEval_Int) {
      ca->ok = true;
      ca->is_unsigned = clang_EvalResult_isUnsignedInt(r) != 0;
      ca->value = ca->is_unsigned ? (long long)clang_EvalResult_getAsUnsigned(r)
                                  : clang_EvalResult_getAsLongLong(r);
    } else {
      ca->why = "not an integer constant expression";
    }
    if (r)
      clang_EvalResult_dispose(r);
  }
  clang_disposeTranslationUnit(tu);
  lg_buf_free(&buf);
}

/* The folded value of the argument that starts at token `tok`. */
static const ConstArg *const_arg(const Pragma *pr, unsigned tok) {
  for (int i = 0; pr && i < pr->nconsts; i++)
    if (pr->consts[i].tok == tok)
      return &pr->consts[i];
  return NULL;
}

/* ---- clauses ------------------------------------------------------------------ */

static const struct {
  const char *name;
  lg_ClauseKind kind;
} clause_names[] = {
    {"tile", LG_CL_TILE},       {"unroll", LG_CL_UNROLL},       {"collapse", LG_CL_COLLAPSE},
    {"copyin", LG_CL_COPYIN},   {"copyout", LG_CL_COPYOUT},     {"copy", LG_CL_COPY},
    {"create", LG_CL_CREATE},   {"reduction", LG_CL_REDUCTION}, {"hoist", LG_CL_HOIST},
    {"nohoist", LG_CL_NOHOIST}, {"chunk", LG_CL_CHUNK},         {"host", LG_CL_HOST},
    {"independent", LG_CL_INDEPENDENT}, {"private", LG_CL_PRIVATE},
    {"devices", LG_CL_DEVICES},
};

static const char *clause_name(lg_ClauseKind k) {
  for (size_t i = 0; i < sizeof clause_names / sizeof clause_names[0]; i++)
    if (clause_names[i].kind == k)
      return clause_names[i].name;
  return "?";
}

/* Splits the argument list [b, e) at top-level commas. */
static int split_args(FE *fe, unsigned b, unsigned e, unsigned *starts, unsigned *ends, int max) {
  int n = 0, depth = 0;
  unsigned s = b;
  for (unsigned i = b; i <= e; i++) {
    const char *t = i < e ? fe_tok_text(fe, i) : ",";
    if (!strcmp(t, "(") || !strcmp(t, "["))
      depth++;
    else if (!strcmp(t, ")") || !strcmp(t, "]"))
      depth--;
    else if (!strcmp(t, ",") && depth == 0) {
      if (n < max) {
        starts[n] = s;
        ends[n] = i;
      }
      n++;
      s = i + 1;
    }
  }
  return n;
}

typedef struct VarFind {
  FE *fe;
  const char *name;
  unsigned before;
  CXCursor found;
} VarFind;

static enum CXChildVisitResult var_find_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  VarFind *f = d;
  enum CXCursorKind k = clang_getCursorKind(c);
  /* a block (and a statement: C99 scopes `for (int i ...)`, if, while...)
     that does not hold the directive's loop: its declarations are not
     visible there */
  if (k == CXCursor_CompoundStmt || k == CXCursor_ForStmt || k == CXCursor_IfStmt ||
      k == CXCursor_WhileStmt || k == CXCursor_DoStmt || k == CXCursor_SwitchStmt) {
    unsigned b, e;
    fe_extent(NULL, c, &b, &e);
    if (f->before < b || f->before >= e)
      return CXChildVisit_Continue;
  }
  if ((k == CXCursor_VarDecl || k == CXCursor_ParmDecl) &&
      fe_offset(clang_getCursorLocation(c)) < f->before) {
    CXString s = clang_getCursorSpelling(c);
    if (strcmp(clang_getCString(s), f->name) == 0)
      f->found = c;
    clang_disposeString(s);
  }
  return k == CXCursor_FunctionDecl || clang_isStatement(k) || clang_isDeclaration(k)
             ? CXChildVisit_Recurse
             : CXChildVisit_Continue;
}

/* The variable `name` visible at offset `at`: the last declaration before it
 * in the current function, else a file-scope one. */
static lg_Var *lookup_var(FE *fe, const char *name, unsigned at) {
  VarFind f = {fe, name, at, clang_getNullCursor()};
  clang_visitChildren(fe->fn_cursor, var_find_visit, &f);
  if (clang_Cursor_isNull(f.found)) {
    CXCursor tu = clang_getTranslationUnitCursor(fe->tu);
    Kids k = fe_kids(fe, tu);
    for (int i = 0; i < k.n; i++)
      if (clang_getCursorKind(k.v[i]) == CXCursor_VarDecl) {
        CXString s = clang_getCursorSpelling(k.v[i]);
        if (strcmp(clang_getCString(s), name) == 0)
          f.found = k.v[i];
        clang_disposeString(s);
      }
  }
  return clang_Cursor_isNull(f.found) ? NULL : fe_var(fe, f.found);
}

/* The value of the argument [b, e): a plain literal, else what clang folded
 * (fe_fold_clause_constants). False with *why set when it is no integer
 * constant expression. */
static bool arg_value(Parser *ps, unsigned b, unsigned e, long long *v, bool *is_unsigned,
                      const char **why) {
  bool sole;
  unsigned t = sole_token(ps->fe, b, e, &sole);
  *is_unsigned = false;
  *why = NULL;
  if (sole && plain_literal(fe_tok_text(ps->fe, t), v))
    return true;
  const ConstArg *ca = const_arg(ps->pr, b);
  if (!ca) {
    *why = "loopgpu could not evaluate it";
    return false;
  }
  if (!ca->ok) {
    *why = ca->why;
    return false;
  }
  *v = ca->value;
  *is_unsigned = ca->is_unsigned;
  return true;
}

static bool int_args(Parser *ps, lg_Clause *cl, unsigned b, unsigned e, int max,
                     const char *what, const char *word, long long lo, long long hi) {
  FE *fe = ps->fe;
  unsigned st[3], en[3];
  int n = split_args(fe, b, e, st, en, 3);
  if (n > max) {
    lg_error(fe->diag, fe_tok_loc(fe, st[max < 3 ? max : 2]),
             "'%s' takes at most %d argument%s", clause_name(cl->kind), max, max > 1 ? "s" : "");
    return false;
  }
  for (int k = 0; k < n; k++) {
    bool sole;
    if (sole_token(fe, st[k], en[k], &sole) == en[k]) {
      lg_error(fe->diag, fe_tok_loc(fe, st[k]), "%s must be %s, got nothing", what, word);
      return false;
    }
    const char *text = tok_span(fe, st[k], en[k]);
    long long v;
    bool is_unsigned;
    const char *why;
    if (!arg_value(ps, st[k], en[k], &v, &is_unsigned, &why)) {
      lg_error(fe->diag, fe_tok_loc(fe, st[k]),
               "%s must be %s, got '%s': %s", what, word, text, why);
      return false;
    }
    /* the value, when the text does not show it */
    long long lit;
    const char *value = sole && plain_literal(text, &lit) ? ""
                        : is_unsigned ? lg_fmt(fe->a, " (= %llu)", (unsigned long long)v)
                                      : lg_fmt(fe->a, " (= %lld)", v);
    if ((is_unsigned && (unsigned long long)v > (unsigned long long)hi) || (!is_unsigned && v > hi)) {
      lg_error(fe->diag, fe_tok_loc(fe, st[k]), "%s must be at most %lld, got '%s'%s", what, hi,
               text, value);
      return false;
    }
    if (is_unsigned ? (unsigned long long)v < (unsigned long long)lo : v < lo) {
      lg_error(fe->diag, fe_tok_loc(fe, st[k]), "%s must be %s, got '%s'%s", what, word, text,
               value);
      return false;
    }
    cl->ints[k] = v;
  }
  cl->nints = n;
  return true;
}

/* One argument of a data clause (or an array of a reduction), tokens
 * [i, end): `name` or `name[lo:len]`. */
static bool data_arg(FE *fe, const Pragma *pr, const char *clause, unsigned i, unsigned end,
                     unsigned loop_off, lg_DataArg *d) {
  if (i >= end || clang_getTokenKind(fe->toks[i]) != CXToken_Identifier) {
    lg_error(fe->diag, fe_tok_loc(fe, i < end ? i : end),
             "'%s' expects an array name, optionally with a range: %s(a[lo:len])", clause,
             clause);
    return false;
  }
  const char *name = fe_tok_text(fe, i);
  d->loc = fe_tok_loc(fe, i);
  d->var = lookup_var(fe, name, loop_off);
  if (!d->var) {
    lg_error(fe->diag, d->loc, "use of undeclared identifier '%s' in '%s'", name, clause);
    return false;
  }
  i++;
  if (i < end) {
    unsigned close = matching(fe, i, end);
    if (strcmp(fe_tok_text(fe, i), "[") != 0 || close != end - 1) {
      lg_error(fe->diag, fe_tok_loc(fe, i), "expected '[lo:len]' after '%s'", name);
      return false;
    }
    unsigned colon = range_colon(fe, i, close);
    if (colon == close || colon + 1 == close) {
      lg_error(fe->diag, fe_tok_loc(fe, colon < close ? colon + 1 : close),
               "expected a range 'lo:len' for '%s'", name);
      return false;
    }
    d->lo = colon > i + 1 ? tok_span(fe, i + 1, colon) : "0";
    d->len = tok_span(fe, colon + 1, close);
    /* what clang said of them where the directive stands (second parse) */
    const ConstArg *lo_arg = colon > i + 1 ? const_arg(pr, i + 1) : NULL;
    const ConstArg *len_arg = const_arg(pr, colon + 1);
    if (lo_arg && lo_arg->range && !lo_arg->valid) {
      lg_error(fe->diag, fe_tok_loc(fe, i + 1), "the start '%s' of '%s[%s:%s]' is no expression here: %s",
               d->lo, name, d->lo, d->len, lo_arg->why);
      return false;
    }
    if (len_arg && len_arg->range && !len_arg->valid) {
      lg_error(fe->diag, fe_tok_loc(fe, colon + 1),
               "the length '%s' of '%s[%s:%s]' is no expression here: %s", d->len, name, d->lo,
               d->len, len_arg->why);
      return false;
    }
    /* a constant range that no array has: a negative length, or an end
       past what a pointer can address (the program would run off its
       array instead) */
    long long lo = 0, len;
    bool lo_const = colon == i + 1 || literal_span(fe, i + 1, colon, &lo);
    if (literal_span(fe, colon + 1, close, &len)) {
      if (len < 0) {
        lg_error(fe->diag, fe_tok_loc(fe, colon + 1),
                 "the length of '%s[%s:%s]' is negative; a range is 'lo:len', with len the "
                 "number of elements",
                 name, d->lo, d->len);
        return false;
      }
      if (lo_const && (lo > LLONG_MAX / 16 - len || lo < -(LLONG_MAX / 16))) {
        lg_error(fe->diag, fe_tok_loc(fe, i + 1),
                 "the range '%s[%s:%s]' ends past what a pointer can address", name, d->lo,
                 d->len);
        return false;
      }
    }
  }
  return true;
}

static bool data_args(Parser *ps, lg_Clause *cl, unsigned b, unsigned e, unsigned loop_off) {
  FE *fe = ps->fe;
  unsigned st[64], en[64];
  int n = split_args(fe, b, e, st, en, 64);
  if (n > 64) {
    lg_error(fe->diag, fe_tok_loc(fe, b), "too many arrays in one clause (at most 64)");
    return false;
  }
  /* appended: a repeated data clause merges into the first, as OpenACC's do */
  lg_DataArg *data = LG_NEW_ARRAY(fe->a, lg_DataArg, cl->ndata + n);
  if (cl->ndata)
    memcpy(data, cl->data, sizeof(lg_DataArg) * (size_t)cl->ndata);
  for (int k = 0; k < n; k++)
    if (!data_arg(fe, ps->pr, clause_name(cl->kind), st[k], en[k], loop_off,
                  &data[cl->ndata + k]))
      return false;
  cl->data = data;
  cl->ndata += n;
  return true;
}

static const struct {
  const char *text;
  lg_RedOp op;
} red_ops[] = {{"+", LG_RED_ADD},   {"*", LG_RED_MUL},  {"min", LG_RED_MIN},
               {"max", LG_RED_MAX}, {"&", LG_RED_BAND}, {"|", LG_RED_BOR},
               {"^", LG_RED_BXOR},  {"&&", LG_RED_LAND}, {"||", LG_RED_LOR}};

/* `reduction(OP:a, b, OP2:c, y[lo:len])`: each variable takes the operator
 * last named before it (OpenACC has one operator per clause; several in one
 * clause are loopgpu's shorthand for several clauses). The variables are
 * appended to `cl` (repeated reduction clauses merge, as in OpenACC). */
static bool reduction_args(Parser *ps, lg_Clause *cl, unsigned b, unsigned e, unsigned loop_off) {
  FE *fe = ps->fe;
  unsigned st[64], en[64];
  int n = split_args(fe, b, e, st, en, 64);
  if (n > 64) {
    lg_error(fe->diag, fe_tok_loc(fe, b), "too many variables in one clause (at most 64)");
    return false;
  }
  lg_RedArg *red = LG_NEW_ARRAY(fe->a, lg_RedArg, cl->nred + n);
  if (cl->nred)
    memcpy(red, cl->red, sizeof(lg_RedArg) * (size_t)cl->nred);
  bool have_op = false;
  lg_RedOp op = LG_RED_ADD;
  for (int k = 0; k < n; k++) {
    unsigned i = st[k];
    if (i + 1 < en[k] && !strcmp(fe_tok_text(fe, i + 1), ":")) {
      const char *t = fe_tok_text(fe, i);
      size_t j = 0;
      while (j < sizeof red_ops / sizeof red_ops[0] && strcmp(red_ops[j].text, t) != 0)
        j++;
      if (j == sizeof red_ops / sizeof red_ops[0]) {
        lg_error(fe->diag, fe_tok_loc(fe, i),
                 "reduction operator must be one of '+', '*', 'min', 'max', '&', '|', '^', "
                 "'&&', '||', got '%s'",
                 t);
        return false;
      }
      op = red_ops[j].op;
      have_op = true;
      i += 2;
    } else if (!have_op) {
      const char *t = i < en[k] ? fe_tok_text(fe, i) : "";
      size_t j = 0;
      while (j < sizeof red_ops / sizeof red_ops[0] && strcmp(red_ops[j].text, t) != 0)
        j++;
      if (j < sizeof red_ops / sizeof red_ops[0])
        lg_error(fe->diag, fe_tok_loc(fe, i + 1), "expected ':' after the reduction operator");
      else
        lg_error(fe->diag, fe_tok_loc(fe, i), "expected an operator before '%s': reduction(+:%s)",
                 t, t);
      return false;
    }
    if (i >= en[k]) {
      lg_error(fe->diag, fe_tok_loc(fe, i), "expected a variable after ':' in 'reduction'");
      return false;
    }
    lg_RedArg *ra = &red[cl->nred];
    ra->op = op;
    if (clang_getTokenKind(fe->toks[i]) != CXToken_Identifier) {
      lg_error(fe->diag, fe_tok_loc(fe, i),
               "expected a variable name, or an array with a range, in 'reduction'");
      return false;
    }
    if (!data_arg(fe, ps->pr, "reduction", i, en[k], loop_off, &ra->d))
      return false;
    for (int j = 0; j < cl->nred; j++)
      if (red[j].d.var == ra->d.var) {
        lg_error(fe->diag, ra->d.loc, "'%s' is named in 'reduction' twice", ra->d.var->name);
        return false;
      }
    cl->nred++;
  }
  cl->red = red;
  return true;
}

/* private(a, b, ...): scalar variables, looked up by C's scope at the loop */
static bool private_args(Parser *ps, lg_Clause *cl, unsigned b, unsigned e, unsigned loop_off) {
  FE *fe = ps->fe;
  unsigned st[16], en[16];
  int n = split_args(fe, b, e, st, en, 16);
  if (n > 16) {
    lg_error(fe->diag, fe_tok_loc(fe, b), "expected 1 to 16 variables in 'private'");
    return false;
  }
  cl->privvars = LG_NEW_ARRAY(fe->a, lg_Var *, n);
  cl->nprivvars = n;
  for (int k = 0; k < n; k++) {
    if (en[k] != st[k] + 1 || clang_getTokenKind(fe->toks[st[k]]) != CXToken_Identifier) {
      lg_error(fe->diag, fe_tok_loc(fe, st[k]), "expected a scalar variable name in 'private'");
      return false;
    }
    const char *name = fe_tok_text(fe, st[k]);
    cl->privvars[k] = lookup_var(fe, name, loop_off);
    if (!cl->privvars[k]) {
      lg_error(fe->diag, fe_tok_loc(fe, st[k]), "use of undeclared identifier '%s' in 'private'",
               name);
      return false;
    }
  }
  return true;
}

static lg_Directive *parse_directive(FE *fe, Pragma *pr, unsigned loop_off);

lg_Directive *fe_parse_directive(FE *fe, Pragma *pr, unsigned loop_off) {
  if (!pr->parsed) {
    pr->parsed = true;
    pr->dir = parse_directive(fe, pr, loop_off);
  }
  return pr->dir;
}

static lg_Directive *parse_directive(FE *fe, Pragma *pr, unsigned loop_off) {
  Parser ps_ = {fe, pr, pr->first_tok, pr->first_tok + pr->ntoks, false}, *ps = &ps_;
  lg_Directive *d = LG_NEW(fe->a, lg_Directive);
  d->loc = pr->loc;
  lg_Clause cls[16];
  int n = 0;
  bool ok = true;
  while (ok && *peek(ps)) {
    if (!strcmp(peek(ps), ",")) {
      ps->i++;
      continue;
    }
    unsigned name_tok = ps->i;
    const char *name = peek(ps);
    lg_Loc nloc = here(ps);
    int kind = -1;
    for (size_t k = 0; k < sizeof clause_names / sizeof clause_names[0]; k++)
      if (!strcmp(clause_names[k].name, name))
        kind = (int)clause_names[k].kind;
    if (kind < 0) {
      const char *names[sizeof clause_names / sizeof clause_names[0]];
      for (size_t k = 0; k < sizeof clause_names / sizeof clause_names[0]; k++)
        names[k] = clause_names[k].name;
      const char *near = lg_suggest(name, names, (int)(sizeof names / sizeof names[0]));
      if (near)
        lg_error(fe->diag, nloc, "unknown clause '%s' in '#pragma loopgpu'; did you mean '%s'?",
                 name, near);
      else
        lg_error(fe->diag, nloc, "unknown clause '%s' in '#pragma loopgpu'", name);
      ok = false;
      break;
    }
    /* repeated reduction and data clauses merge into the first (as
       OpenACC's do); repeated private() clauses stay separate clauses, each
       list read; a repeated scheduling clause is an error */
    bool merges = kind == LG_CL_REDUCTION || kind == LG_CL_COPYIN || kind == LG_CL_COPYOUT ||
                  kind == LG_CL_COPY || kind == LG_CL_CREATE;
    lg_Clause *merge = NULL;
    for (int k = 0; k < n; k++)
      if ((int)cls[k].kind == kind && merges)
        merge = &cls[k];
      else if ((int)cls[k].kind == kind && kind != LG_CL_PRIVATE) {
        lg_error(fe->diag, nloc, "clause '%s' given twice", name);
        ok = false;
      }
    if (!ok)
      break;
    if (!merge && n == 16) {
      lg_error(fe->diag, nloc, "too many clauses");
      ok = false;
      break;
    }
    lg_Clause *cl = merge;
    if (!cl) {
      cl = &cls[n++];
      memset(cl, 0, sizeof *cl);
      cl->kind = (lg_ClauseKind)kind;
      cl->loc = nloc;
    }
    ps->i++;
    bool has_args = !strcmp(peek(ps), "(");
    unsigned ab = 0, ae = 0;
    if (has_args) {
      unsigned close = matching(fe, ps->i, ps->end);
      if (close >= ps->end) {
        lg_error(fe->diag, here(ps), "missing ')' after the arguments of '%s'", name);
        ok = false;
        break;
      }
      ab = ps->i + 1;
      ae = close;
      ps->i = close + 1;
    }
    switch (cl->kind) {
    case LG_CL_TILE:
      if (!has_args || ab == ae) {
        lg_error(fe->diag, nloc, "clause 'tile' needs sizes: tile(T1[,T2[,T3]])");
        ok = false;
      } else
        ok = int_args(ps, cl, ab, ae, 3, "tile size", "a positive integer constant", 1, 1024);
      break;
    case LG_CL_UNROLL:
      if (has_args && ae == ab + 1 && !strcmp(fe_tok_text(fe, ab), "full"))
        cl->full = true;
      else if (has_args)
        ok = int_args(ps, cl, ab, ae, 3, "unroll factor",
                      "a positive integer constant or 'full'", 1, 1024);
      break;
    case LG_CL_COLLAPSE:
      if (!has_args) {
        lg_error(fe->diag, nloc, "clause 'collapse' needs a loop count: collapse(N)");
        ok = false;
      } else
        ok = int_args(ps, cl, ab, ae, 1, "collapse count", "1, 2 or 3", 1, 3);
      break;
    case LG_CL_CHUNK:
      if (has_args && ae == ab + 1 && !strcmp(fe_tok_text(fe, ab), "auto"))
        cl->is_auto = true;
      else if (!has_args) {
        lg_error(fe->diag, nloc, "clause 'chunk' needs a size: chunk(C) or chunk(auto)");
        ok = false;
      } else
        ok = int_args(ps, cl, ab, ae, 1, "chunk size", "a positive integer constant or 'auto'",
                      1, (long long)1 << 40);
      break;
    case LG_CL_DEVICES: /* LG_MAX_DEVICES of loopgpu_devices.h: 16 */
      if (has_args && ae == ab + 1 && !strcmp(fe_tok_text(fe, ab), "all"))
        cl->is_auto = true;
      else if (!has_args || ab == ae) {
        lg_error(fe->diag, nloc, "clause 'devices' needs a count: devices(N) or devices(all)");
        ok = false;
      } else
        ok = int_args(ps, cl, ab, ae, 1, "device count",
                      "an integer constant from 1 to 16 or 'all'", 1, 16);
      break;
    case LG_CL_COPYIN:
    case LG_CL_COPYOUT:
    case LG_CL_COPY:
    case LG_CL_CREATE:
      if (!has_args || ab == ae) {
        lg_error(fe->diag, nloc, "clause '%s' needs arrays: %s(a[lo:len], ...)", name, name);
        ok = false;
      } else
        ok = data_args(ps, cl, ab, ae, loop_off);
      break;
    case LG_CL_REDUCTION:
      if (!has_args || ab == ae) {
        lg_error(fe->diag, nloc, "clause 'reduction' needs an operator and variables: "
                                 "reduction(+:sum)");
        ok = false;
      } else
        ok = reduction_args(ps, cl, ab, ae, loop_off);
      break;
    case LG_CL_PRIVATE:
      if (!has_args || ab == ae) {
        lg_error(fe->diag, nloc, "clause 'private' needs variables: private(t, u)");
        ok = false;
      } else
        ok = private_args(ps, cl, ab, ae, loop_off);
      break;
    case LG_CL_HOIST:
    case LG_CL_NOHOIST:
    case LG_CL_HOST:
    case LG_CL_INDEPENDENT:
      if (has_args) {
        lg_error(fe->diag, fe_tok_loc(fe, name_tok + 1), "clause '%s' takes no arguments", name);
        ok = false;
      }
      break;
    }
  }
  /* an array in two data clauses (or twice in one) has no one direction,
     as in OpenACC */
  for (int i = 0; ok && i < n; i++)
    for (int k = 0; ok && k < cls[i].ndata; k++)
      for (int j = 0; ok && j <= i; j++)
        for (int q = 0; q < (j == i ? k : cls[j].ndata); q++)
          if (cls[j].data[q].var == cls[i].data[k].var) {
            lg_error(fe->diag, cls[i].data[k].loc,
                     "'%s' is named in two data clauses ('%s' and '%s'); name it once, in "
                     "the clause that says its direction",
                     cls[i].data[k].var->name, clause_name(cls[j].kind),
                     clause_name(cls[i].kind));
            ok = false;
            break;
          }
  if (!ok)
    return NULL;
  if (lg_dir_find(&(lg_Directive){.clauses = cls, .nclauses = n}, LG_CL_HOIST) &&
      lg_dir_find(&(lg_Directive){.clauses = cls, .nclauses = n}, LG_CL_NOHOIST)) {
    lg_error(fe->diag, pr->loc, "clauses 'hoist' and 'nohoist' contradict each other");
    return NULL;
  }
  d->clauses = LG_NEW_ARRAY(fe->a, lg_Clause, n ? n : 1);
  memcpy(d->clauses, cls, sizeof(lg_Clause) * (size_t)n);
  d->nclauses = n;
  return d;
}
