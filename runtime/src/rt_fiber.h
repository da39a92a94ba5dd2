/* rt_fiber.h — minimal fibers for the CPU emulation: a saved stack pointer
 * and a switch that saves only the callee-saved registers (the switch is an
 * ordinary function call, so the compiler has already saved the rest).
 * x86-64 uses a hand-written switch; other targets fall back to ucontext,
 * which is correct but far slower (it saves the signal mask with a system
 * call). Define LG_FIBER_UCONTEXT to force the fallback. */
#ifndef LG_RT_FIBER_H
#define LG_RT_FIBER_H

#include <stddef.h>

#if !defined(__x86_64__) && !defined(LG_FIBER_UCONTEXT)
#define LG_FIBER_UCONTEXT 1
#endif

#ifdef LG_FIBER_UCONTEXT
#include <ucontext.h>
#endif

typedef struct lg_fiber {
  void *sp; /* first member: the asm switch addresses it as (%reg) */
#ifdef LG_FIBER_UCONTEXT
  ucontext_t uc;
  void (*fn)(void *);
  void *arg;
#endif
} lg_fiber;

/* Prepare `f` to run fn(arg) on the stack [stack, stack+size) at its first
 * switch. fn must never return: it ends by switching away for good. */
void lg_fiber_init(lg_fiber *f, void *stack, size_t size, void (*fn)(void *),
                   void *arg);
/* Save the running context into `from` and continue `to`. */
void lg_fiber_switch(lg_fiber *from, lg_fiber *to);

#endif /* LG_RT_FIBER_H */
