/* arena.h — one bump allocator per translation, freed at once. */
#ifndef LOOPGPU_ARENA_H
#define LOOPGPU_ARENA_H

#include <stdarg.h>
#include <stddef.h>

typedef struct lg_Arena lg_Arena;

lg_Arena *lg_arena_new(void);
void lg_arena_free(lg_Arena *a);
/* Zeroed memory that lives until lg_arena_free. Never fails (exits on OOM). */
void *lg_alloc(lg_Arena *a, size_t bytes);
#define LG_NEW(a, T) ((T *)lg_alloc((a), sizeof(T)))
#define LG_NEW_ARRAY(a, T, n) ((T *)lg_alloc((a), sizeof(T) * (size_t)(n)))
char *lg_strdup(lg_Arena *a, const char *s);
char *lg_strndup(lg_Arena *a, const char *s, size_t n);
char *lg_fmt(lg_Arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
char *lg_vfmt(lg_Arena *a, const char *fmt, va_list ap);

/* A growable array of pointers, allocated in the arena. */
typedef struct lg_PtrVec {
  void **items;
  int n, cap;
} lg_PtrVec;
void lg_vec_push(lg_Arena *a, lg_PtrVec *v, void *item);

/* A growable string, allocated with malloc (output buffers can be large). */
typedef struct lg_Buf {
  char *data;
  size_t len, cap;
} lg_Buf;
void lg_buf_put(lg_Buf *b, const char *s, size_t n);
void lg_buf_puts(lg_Buf *b, const char *s);
void lg_buf_printf(lg_Buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void lg_buf_free(lg_Buf *b);

#endif
