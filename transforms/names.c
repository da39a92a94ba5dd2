/* names.c — lg_pass_names: the names of the CUDA half, decided before
 * printing so that the printers only print.
 *
 * Two sources of names meet in the CUDA half (CUDA C++):
 *   - the program's own: a C name may be a C++ keyword (`new`, `class`,
 *     `this`), a CUDA built-in (`threadIdx`, `dim3`) or clash with a type the
 *     CUDA headers declare (`float4`); such a variable becomes lg_v_NAME
 *     there (the host half, C, keeps lg_host_name: the C name), a record
 *     lg_r_NAME, a member lg_v_NAME. The passes before this one and their
 *     messages name everything as the input does.
 *   - loopgpu's generated names, all under the prefix `lg_` (or `LG_`),
 *     which the front end refuses in the input (lower.c), so that no
 *     generated name meets a program's name. They come in families, a stem
 *     followed by a thread dimension's number or a program name:
 *
 *       lg_tN lg_tripN lg_cN lg_bN  thread dimension N: index, trip count,
 *                                   chunk start, the block's first index
 *       lg_iN                       loop N of a nest isl reordered (reschedule.c)
 *       lg_lo_VAR lg_hi_VAR         the element range of array VAR (extent.c)
 *       lg_sVAR lg_base_VARd        VAR's staged tile and its base (print_tile.c)
 *       lg_red_VAR lg_part_VAR      a reduction's result and block partials
 *       lg_grid lg_block lg_tid     the launch and the thread's number
 *       lg_v_NAME lg_r_NAME         program names renamed here
 *       lg_fn_NAME                  a function's device copy (here)
 *       lg_at_NAME                  file-scope arrays passed to helpers (lower.c)
 *       lg_anon_N                   unnamed records
 *       lg_region_*, lg_launch_*, lg_min_ll, ...
 *                                   the runtime's (runtime/include/loopgpu.h)
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

static const char *const cxx_reserved[] = {
    "alignas", "alignof", "and", "and_eq", "asm", "bitand", "bitor", "bool", "catch",
    "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "consteval", "constexpr",
    "constinit", "const_cast", "co_await", "co_return", "co_yield", "decltype", "delete",
    "dynamic_cast", "explicit", "export", "false", "friend", "mutable", "namespace", "new",
    "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected",
    "public", "reinterpret_cast", "requires", "static_assert", "static_cast", "template",
    "this", "thread_local", "throw", "true", "try", "typeid", "typename", "using", "virtual",
    "wchar_t", "xor", "xor_eq",
    /* CUDA */
    "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "dim3", "uint3", NULL};

static bool reserved(const char *name) {
  for (int k = 0; cxx_reserved[k]; k++)
    if (!strcmp(name, cxx_reserved[k]))
      return true;
  return false;
}

/* CUDA's vector types (float4, uchar2, ...), which its headers declare */
static bool cuda_vector_type(const char *n) {
  static const char *const bases[] = {"char", "uchar", "short", "ushort", "int", "uint", "long",
                                      "ulong", "longlong", "ulonglong", "float", "double", NULL};
  for (int k = 0; bases[k]; k++) {
    size_t l = strlen(bases[k]);
    if (!strncmp(n, bases[k], l) && n[l] >= '1' && n[l] <= '4' && !n[l + 1])
      return true;
  }
  return false;
}

const char *lg_cuda_field_name(const lg_Record *r, const char *c_name) {
  for (int i = 0; r && i < r->nfields; i++)
    if (!strcmp(r->fields[i].name, c_name))
      return r->fields[i].cuda_name ? r->fields[i].cuda_name : c_name;
  return c_name;
}

static void name_records(lg_Program *p) {
  for (int i = 0; i < p->nrecords; i++) {
    lg_Record *r = p->records[i];
    for (int f = 0; f < r->nfields; f++) {
      lg_Field *fd = &r->fields[f];
      fd->cuda_name = reserved(fd->name) ? lg_fmt(p->arena, "lg_v_%s", fd->name) : fd->name;
    }
    if (r->cuda_type)
      continue;
    const char *n = r->name;
    if (reserved(n) || cuda_vector_type(n) || !strncmp(n, "__", 2) ||
        (!strncmp(n, "lg_", 3) && strncmp(n, "lg_r_", 5) && strncmp(n, "lg_anon_", 8)))
      n = lg_fmt(p->arena, "lg_r_%s", n);
    for (int k = 0; k < i; k++) /* `struct P` and a typedef P of another struct */
      if (!strcmp(p->records[k]->name, n))
        n = lg_fmt(p->arena, "%s_%d", n, i);
    r->name = n;
    r->cuda_type = lg_fmt(p->arena, "%s %s", r->is_union ? "union" : "struct", n);
  }
}

bool lg_pass_names(lg_Program *p) {
  name_records(p);
  /* a function's device copy: under the reserved prefix, so that no name of
     the input meets one of CUDA's (`min`, `max`, `norm`...) */
  for (int i = 0; i < p->nfns; i++)
    p->fns[i]->cuda_name = lg_fmt(p->arena, "lg_fn_%s", p->fns[i]->name);
  for (int i = 0; i < p->nvars; i++) {
    lg_Var *v = p->vars[i];
    if (v->host_name)
      continue;
    v->host_name = v->name;
    if (reserved(v->name))
      v->name = lg_fmt(p->arena, "lg_v_%s", v->name);
  }
  return true;
}
