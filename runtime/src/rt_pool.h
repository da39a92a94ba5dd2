/* rt_pool.h — the runtime's one pool of worker threads (rt_pool.c; not
 * installed). Used by the emulation's block scheduler (rt_emu.c) and by the
 * parallel memcpy of the staging buffers (rt_pmemcpy.c). */
#ifndef LG_RT_POOL_H
#define LG_RT_POOL_H

/* The most threads a run uses, the caller included (LG_EMU_THREADS' top). */
enum { LG_POOL_MAX = 1024 };

typedef void (*lg_pool_fn)(void *arg, int task);

/* Runs fn(arg, k) for every task k in [0, n_tasks) on up to n_tasks
 * threads: the calling thread and n_tasks - 1 helpers; returns when every
 * task has returned. The tasks are handed out in order from a counter, so a
 * thread may run several (the caller runs them all when helpers cannot be
 * started). The helpers start with the first run that needs them (more
 * with a later run that needs more; n_tasks <= 1 starts none) and that run
 * waits until each is running; they wait between runs and are stopped and
 * joined at exit. Runs are serialized; a run from inside a task, or after
 * the pool was stopped at exit, runs its tasks on the calling thread. */
void lg_pool_run(int n_tasks, lg_pool_fn fn, void *arg);
/* The helpers started so far (0 until a run needed one). */
int lg_pool_helpers(void);

#endif /* LG_RT_POOL_H */
