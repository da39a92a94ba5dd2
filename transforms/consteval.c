/* consteval.c — integer constant expressions of the IR folded with C's
 * rules: the width and signedness of each node's type, unsigned arithmetic
 * modulo 2^N, and no value for what C leaves undefined (signed overflow,
 * division by zero, shifts past the width), so that a folded bound is the
 * one the C program computes. The front end keeps expressions as written
 * (`K - 1` after the macro is `5 - 1`); the passes that need a number (the
 * trip count of unroll(full), of a tile's loop) fold here.
 */
#include "ir.h"

/* Width in bits and signedness of an integer type kind (LP64, char signed
   as on the x86-64 and the CUDA hosts loopgpu targets). */
static int int_width(lg_TypeKind k, bool *is_signed) {
  *is_signed = true;
  switch (k) {
  case LG_T_BOOL: *is_signed = false; return 1;
  case LG_T_CHAR: case LG_T_SCHAR: return 8;
  case LG_T_UCHAR: *is_signed = false; return 8;
  case LG_T_SHORT: return 16;
  case LG_T_USHORT: *is_signed = false; return 16;
  case LG_T_INT: return 32;
  case LG_T_UINT: *is_signed = false; return 32;
  case LG_T_LONG: case LG_T_LLONG: return 64;
  case LG_T_ULONG: case LG_T_ULLONG: *is_signed = false; return 64;
  default: return 0;
  }
}

bool lg_int_type_range(lg_TypeKind k, __int128 *min, __int128 *max) {
  bool sg;
  int w = int_width(k, &sg);
  if (!w)
    return false;
  if (k == LG_T_BOOL) {
    *min = 0;
    *max = 1;
  } else if (sg) {
    *max = ((__int128)1 << (w - 1)) - 1;
    *min = -*max - 1;
  } else {
    *min = 0;
    *max = ((__int128)1 << w) - 1;
  }
  return true;
}

/* `v` converted to type kind `k` as C converts (modulo 2^N for unsigned
   types; for signed ones, values out of range are implementation-defined:
   the two's complement wrap of GCC, clang and nvcc). */
__int128 lg_int_convert(lg_TypeKind k, __int128 v) {
  bool sg;
  int w = int_width(k, &sg);
  if (!w)
    return v;
  if (k == LG_T_BOOL)
    return v != 0;
  unsigned __int128 m = ((unsigned __int128)1 << w) - 1;
  unsigned __int128 u = (unsigned __int128)v & m;
  if (sg && (u >> (w - 1)) & 1)
    return (__int128)u - ((__int128)1 << w);
  return (__int128)u;
}

static bool in_range(lg_TypeKind k, __int128 v) {
  __int128 mn, mx;
  return lg_int_type_range(k, &mn, &mx) && v >= mn && v <= mx;
}

/* The result of an arithmetic operation in type kind `k`: wrapped for an
   unsigned type, refused (undefined behaviour) when a signed one
   overflows. */
static bool result(lg_TypeKind k, __int128 v, __int128 *out) {
  bool sg;
  if (!int_width(k, &sg))
    return false;
  if (sg && !in_range(k, v))
    return false;
  *out = lg_int_convert(k, v);
  return true;
}

bool lg_const_int(const lg_Expr *e, __int128 *out) {
  if (!e || !e->type || !lg_is_integer_type(e->type))
    return false;
  lg_TypeKind k = e->type->kind;
  __int128 a, b;
  switch (e->kind) {
  case LG_E_INT:
    /* the literal's bits, in its type (18446744073709551615ULL is -1 as
       long long) */
    *out = lg_int_convert(k, e->ival);
    return true;
  case LG_E_CAST:
    if (e->args[0]->kind == LG_E_FLOAT) { /* (int)2.5: a cast of a floating constant */
      double f = e->args[0]->fval;
      __int128 mn, mx;
      if (!lg_int_type_range(k, &mn, &mx) || !(f > (double)mn - 1) || !(f < (double)mx + 1))
        return false;
      *out = (__int128)f;
      return true;
    }
    if (!lg_const_int(e->args[0], &a))
      return false;
    *out = lg_int_convert(k, a);
    return true;
  case LG_E_UNARY:
    if (!lg_const_int(e->args[0], &a))
      return false;
    switch (e->op) {
    case LG_OP_PLUS: return result(k, a, out);
    case LG_OP_NEG: return result(k, -a, out);
    case LG_OP_BNOT: return result(k, lg_int_convert(k, ~a), out);
    case LG_OP_NOT: *out = a == 0; return true;
    default: return false;
    }
  case LG_E_BINARY: {
    if (e->op == LG_OP_LAND || e->op == LG_OP_LOR) {
      if (!lg_const_int(e->args[0], &a))
        return false;
      if ((e->op == LG_OP_LAND) == (a == 0)) {
        *out = e->op == LG_OP_LOR;
        return true;
      }
      if (!lg_const_int(e->args[1], &b))
        return false;
      *out = b != 0;
      return true;
    }
    if (e->op == LG_OP_COMMA || !lg_const_int(e->args[0], &a) || !lg_const_int(e->args[1], &b))
      return false;
    /* the operands carry C's conversions as casts: they are in the
       operation's type already (the left one for shifts) */
    switch (e->op) {
    case LG_OP_ADD: return result(k, a + b, out);
    case LG_OP_SUB: return result(k, a - b, out);
    case LG_OP_MUL: {
      /* operands below 2^64 in magnitude: the product modulo 2^128 is
         exact for the unsigned types (2^N divides 2^128); a signed one
         overflows when the magnitudes pass 2^63 */
      bool sg;
      int_width(k, &sg);
      unsigned __int128 p = (unsigned __int128)a * (unsigned __int128)b;
      if (!sg)
        return result(k, lg_int_convert(k, (__int128)(p & 0xffffffffffffffffULL)), out);
      __int128 aa = a < 0 ? -a : a, bb = b < 0 ? -b : b;
      if (aa != 0 && bb > (((__int128)1 << 64) / aa))
        return false;
      return result(k, a * b, out);
    }
    case LG_OP_DIV:
    case LG_OP_REM:
      if (b == 0)
        return false;
      return result(k, e->op == LG_OP_DIV ? a / b : a % b, out);
    case LG_OP_SHL:
    case LG_OP_SHR: {
      bool sg;
      int w = int_width(k, &sg);
      if (!w || b < 0 || b >= w)
        return false;
      if (e->op == LG_OP_SHR) {
        *out = a >> (int)b; /* arithmetic for negative values, as GCC does */
        return true;
      }
      if (sg && a < 0)
        return false;
      unsigned __int128 sh = (unsigned __int128)a << (int)b; /* a < 2^64, b < 64 */
      if (!sg)
        return result(k, lg_int_convert(k, (__int128)(sh & 0xffffffffffffffffULL)), out);
      return result(k, (__int128)sh, out);
    }
    case LG_OP_LT: *out = a < b; return true;
    case LG_OP_GT: *out = a > b; return true;
    case LG_OP_LE: *out = a <= b; return true;
    case LG_OP_GE: *out = a >= b; return true;
    case LG_OP_EQ: *out = a == b; return true;
    case LG_OP_NE: *out = a != b; return true;
    case LG_OP_BAND: *out = lg_int_convert(k, a & b); return true;
    case LG_OP_BOR: *out = lg_int_convert(k, a | b); return true;
    case LG_OP_BXOR: *out = lg_int_convert(k, a ^ b); return true;
    default: return false;
    }
  }
  case LG_E_COND:
    if (!lg_const_int(e->args[0], &a))
      return false;
    if (!lg_const_int(e->args[a != 0 ? 1 : 2], &b))
      return false;
    *out = lg_int_convert(k, b);
    return true;
  default:
    return false;
  }
}

bool lg_const_ll(const lg_Expr *e, long long *out) {
  __int128 v;
  if (!lg_const_int(e, &v) || v < -((__int128)1 << 63) || v >= ((__int128)1 << 63))
    return false;
  *out = (long long)v;
  return true;
}
