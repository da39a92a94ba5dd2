/* mathlib.c — the C library functions a kernel may call: the C99 <math.h>
 * functions in their double and float variants, and the integer abs family
 * of <stdlib.h>. CUDA has device versions of all of them. The long double
 * variants (sqrtl, ...) have none, so they are recognised to be refused with
 * a precise message. `min`/`max` are not C and are not here. */
#include <string.h>

#include "analysis.h"

static const char *const double_fns[] = {
    "acos", "asin", "atan", "atan2", "cos", "sin", "tan", "acosh", "asinh", "atanh",
    "cosh", "sinh", "tanh", "exp", "exp2", "expm1", "frexp", "ilogb", "ldexp", "log",
    "log10", "log1p", "log2", "logb", "modf", "scalbn", "scalbln", "cbrt", "fabs",
    "hypot", "pow", "sqrt", "erf", "erfc", "lgamma", "tgamma", "ceil", "floor",
    "nearbyint", "rint", "lrint", "llrint", "round", "lround", "llround", "trunc",
    "fmod", "remainder", "remquo", "copysign", "nan", "nextafter", "fdim", "fmax",
    "fmin", "fma", NULL};

static const char *const int_fns[] = {"abs", "labs", "llabs", NULL};

static bool in_table(const char *name, size_t len) {
  for (int i = 0; double_fns[i]; i++)
    if (strlen(double_fns[i]) == len && strncmp(double_fns[i], name, len) == 0)
      return true;
  return false;
}

bool lg_is_math_function(const char *name) {
  if (!name)
    return false;
  for (int i = 0; int_fns[i]; i++)
    if (strcmp(int_fns[i], name) == 0)
      return true;
  size_t len = strlen(name);
  if (in_table(name, len))
    return true;
  /* float variant: sqrtf, but not a double name that ends in f by itself */
  return len > 1 && name[len - 1] == 'f' && in_table(name, len - 1);
}

/* <math.h>'s constants and classification macros, which reach the AST as
 * clang's builtins, and printf and assert: what a kernel may call besides
 * the functions above. *kernel_name: the name the CUDA half calls (the
 * builtin itself where nvcc has it on the device, a runtime function of
 * loopgpu.h where not). */
static const char *const builtins[][2] = {
    {"__builtin_inf", NULL},          {"__builtin_inff", NULL},
    {"__builtin_huge_val", NULL},     {"__builtin_huge_valf", NULL},
    {"__builtin_nan", NULL},          {"__builtin_nanf", NULL},
    {"__builtin_isnan", NULL},        {"__builtin_isinf", NULL},
    {"__builtin_isfinite", NULL},     {"__builtin_signbit", NULL},
    {"__builtin_isinf_sign", "lg_isinf_sign"},
    {"__builtin_isnormal", "lg_isnormal"},
    {"__builtin_fpclassify", "lg_fpclassify"},
    {"__builtin_isgreater", "lg_isgreater"},
    {"__builtin_isgreaterequal", "lg_isgreaterequal"},
    {"__builtin_isless", "lg_isless"},
    {"__builtin_islessequal", "lg_islessequal"},
    {"__builtin_islessgreater", "lg_islessgreater"},
    {"__builtin_isunordered", "lg_isunordered"},
    {"printf", NULL},                 {"assert", NULL},
    {NULL, NULL}};

bool lg_is_device_builtin(const char *name, const char **kernel_name) {
  for (int i = 0; name && builtins[i][0]; i++)
    if (!strcmp(builtins[i][0], name)) {
      if (kernel_name)
        *kernel_name = builtins[i][1] ? builtins[i][1] : builtins[i][0];
      return true;
    }
  return false;
}

bool lg_is_long_double_math(const char *name) {
  if (!name)
    return false;
  size_t len = strlen(name);
  return len > 1 && name[len - 1] == 'l' && in_table(name, len - 1);
}
