/* rt_fiber.c — context switch for the emulation's fibers (see rt_fiber.h). */
#include <stdint.h>

#include "rt_fiber.h"
#include "rt_internal.h"

#ifndef LG_FIBER_UCONTEXT

/* lg_fiber_switch(from=%rdi, to=%rsi): push the SysV callee-saved registers on
 * the current stack, store %rsp in from->sp, load to->sp, pop, return into the
 * other context. lg_fiber_boot is where a fresh fiber "returns" to: it finds
 * fn in %r12 and arg in %r13 (placed there by lg_fiber_init's frame).
 * MXCSR and the x87 control word are not switched: kernels do not change them. */
__asm__(".text\n"
        ".globl lg_fiber_switch\n"
        ".hidden lg_fiber_switch\n"
        ".type lg_fiber_switch,@function\n"
        "lg_fiber_switch:\n"
        "  pushq %rbp\n"
        "  pushq %rbx\n"
        "  pushq %r12\n"
        "  pushq %r13\n"
        "  pushq %r14\n"
        "  pushq %r15\n"
        "  movq %rsp, (%rdi)\n"
        "  movq (%rsi), %rsp\n"
        "  popq %r15\n"
        "  popq %r14\n"
        "  popq %r13\n"
        "  popq %r12\n"
        "  popq %rbx\n"
        "  popq %rbp\n"
        "  ret\n"
        ".size lg_fiber_switch, .-lg_fiber_switch\n"
        ".type lg_fiber_boot,@function\n"
        "lg_fiber_boot:\n"
        "  movq %r13, %rdi\n"
        "  callq *%r12\n"
        "  ud2\n"
        ".size lg_fiber_boot, .-lg_fiber_boot\n");

extern char lg_fiber_boot[];

void lg_fiber_init(lg_fiber *f, void *stack, size_t size, void (*fn)(void *),
                   void *arg) {
  /* Frame popped by the first switch, from the lowest address up:
   * r15 r14 r13 r12 rbx rbp, return address. The return address sits just
   * below a 16-byte aligned top, so that %rsp is aligned at boot's call, as
   * the ABI wants. */
  uintptr_t top = ((uintptr_t)stack + size) & ~(uintptr_t)15;
  void **frame = (void **)top - 7;
  frame[0] = 0;                    /* r15 */
  frame[1] = 0;                    /* r14 */
  frame[2] = arg;                  /* r13 */
  frame[3] = (void *)(uintptr_t)fn; /* r12 */
  frame[4] = 0;                    /* rbx */
  frame[5] = 0;                    /* rbp */
  frame[6] = (void *)lg_fiber_boot; /* return address */
  f->sp = frame;
}

#else /* ucontext fallback */

/* makecontext passes only ints, so a fresh fiber finds itself through this
 * variable, set just before the switch that starts it. */
static _Thread_local lg_fiber *starting;

static void boot(void) {
  lg_fiber *f = starting;
  f->fn(f->arg);
}

void lg_fiber_init(lg_fiber *f, void *stack, size_t size, void (*fn)(void *),
                   void *arg) {
  if (getcontext(&f->uc) != 0)
    lg_fatal(__FILE__, __LINE__, "getcontext failed");
  f->uc.uc_stack.ss_sp = stack;
  f->uc.uc_stack.ss_size = size;
  f->uc.uc_link = NULL;
  f->fn = fn;
  f->arg = arg;
  f->sp = stack;
  makecontext(&f->uc, boot, 0);
}

void lg_fiber_switch(lg_fiber *from, lg_fiber *to) {
  starting = to;
  swapcontext(&from->uc, &to->uc);
}

#endif
