/* arena.c — bump allocation in 64 KiB chunks; large requests get their own. */
#include "arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Chunk {
  struct Chunk *next;
  size_t used, size;
  _Alignas(max_align_t) unsigned char data[];
} Chunk;

struct lg_Arena {
  Chunk *head;
};

static void *xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p) {
    fputs("loopgpu: out of memory\n", stderr);
    exit(2);
  }
  return p;
}

lg_Arena *lg_arena_new(void) {
  lg_Arena *a = xmalloc(sizeof *a);
  a->head = NULL;
  return a;
}

void lg_arena_free(lg_Arena *a) {
  if (!a)
    return;
  for (Chunk *c = a->head, *next; c; c = next) {
    next = c->next;
    free(c);
  }
  free(a);
}

void *lg_alloc(lg_Arena *a, size_t bytes) {
  size_t align = _Alignof(max_align_t);
  bytes = (bytes + align - 1) & ~(align - 1);
  if (!a->head || a->head->size - a->head->used < bytes) {
    size_t size = bytes > 65536 ? bytes : 65536;
    Chunk *c = xmalloc(sizeof(Chunk) + size);
    c->used = 0;
    c->size = size;
    c->next = a->head;
    a->head = c;
  }
  void *p = a->head->data + a->head->used;
  a->head->used += bytes;
  memset(p, 0, bytes);
  return p;
}

char *lg_strndup(lg_Arena *a, const char *s, size_t n) {
  char *p = lg_alloc(a, n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

char *lg_strdup(lg_Arena *a, const char *s) { return lg_strndup(a, s, strlen(s)); }

char *lg_vfmt(lg_Arena *a, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  char *p = lg_alloc(a, (size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return p;
}

char *lg_fmt(lg_Arena *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *p = lg_vfmt(a, fmt, ap);
  va_end(ap);
  return p;
}

void lg_vec_push(lg_Arena *a, lg_PtrVec *v, void *item) {
  if (v->n == v->cap) {
    int cap = v->cap ? v->cap * 2 : 8;
    void **items = lg_alloc(a, sizeof(void *) * (size_t)cap);
    if (v->n)
      memcpy(items, v->items, sizeof(void *) * (size_t)v->n);
    v->items = items;
    v->cap = cap;
  }
  v->items[v->n++] = item;
}

void lg_buf_put(lg_Buf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->len + n + 1)
      cap *= 2;
    char *d = realloc(b->data, cap);
    if (!d) {
      fputs("loopgpu: out of memory\n", stderr);
      exit(2);
    }
    b->data = d;
    b->cap = cap;
  }
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}

void lg_buf_puts(lg_Buf *b, const char *s) { lg_buf_put(b, s, strlen(s)); }

void lg_buf_printf(lg_Buf *b, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char tmp[256];
  char *p = (size_t)n < sizeof tmp ? tmp : xmalloc((size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  lg_buf_put(b, p, (size_t)n);
  if (p != tmp)
    free(p);
}

void lg_buf_free(lg_Buf *b) {
  free(b->data);
  b->data = NULL;
  b->len = b->cap = 0;
}
