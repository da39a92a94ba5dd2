/* rt_pool.c — the runtime's one pool of worker threads (rt_pool.h).
 *
 * One job at a time: the caller posts it (a new generation), wakes every
 * helper and takes tasks itself; each helper takes tasks from the same
 * counter until none is left, then reports done. The caller returns when
 * every helper it woke has reported.
 *
 * born[k] is the generation when helper k was started: it takes part in the
 * jobs after that one only. (A helper of rt_pmemcpy.c's own pool that
 * started with 0 while jobs had already run woke at once, passed over the
 * old job and counted its pass against the next one: the caller returned
 * while a part was still being copied, and the copy engine sent stale bytes
 * of the staging buffer: syrk at 2053x517 on the H200, 2026-12-02;
 * test/runtime/pmemcpy-grow.test.)
 *
 * A run that starts helpers waits until each is running: a program may
 * return from main right after it, and a thread still starting up as the
 * process exits is what LeakSanitizer reports as a leak of its start-up
 * (the thread attributes the sanitizer's own thread set-up reads;
 * google/sanitizers#1836; test/runtime/emu-helpers.test). At exit the
 * helpers are told to end and joined, unless a run is in flight (exit
 * from lg_fatal inside a task): then they are left to the process's end.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#ifdef LG_POOL_TEST_DELAY_US
#include <unistd.h>
#endif

#include "rt_pool.h"

static pthread_mutex_t run_mu = PTHREAD_MUTEX_INITIALIZER; /* one run at a time */
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;     /* the rest */
static pthread_cond_t wake = PTHREAD_COND_INITIALIZER;     /* helpers: a job, or quit */
static pthread_cond_t done = PTHREAD_COND_INITIALIZER;     /* caller: started, busy */

static struct {
  lg_pool_fn fn;
  void *arg;
  int n;
  atomic_int next; /* next task to hand out */
} job;

static unsigned long generation, born[LG_POOL_MAX];
static pthread_t tid[LG_POOL_MAX];
static int helpers, started, busy, quitting, stopped, exit_registered;
static __thread int in_pool; /* a helper, or the caller inside a run */

static void take_tasks(void) {
  int k;
  while ((k = atomic_fetch_add_explicit(&job.next, 1, memory_order_relaxed)) < job.n)
    job.fn(job.arg, k);
}

static void *helper_main(void *arg) {
  int k = (int)(size_t)arg;
  unsigned long seen;
  in_pool = 1;
  pthread_mutex_lock(&mu);
  seen = born[k];
  started++;
  pthread_cond_signal(&done);
  for (;;) {
    while (generation == seen && !quitting)
      pthread_cond_wait(&wake, &mu);
    if (quitting)
      break;
    seen = generation;
    pthread_mutex_unlock(&mu);
    take_tasks();
#ifdef LG_POOL_TEST_DELAY_US /* test/runtime/pmemcpy-grow.test: widens the race */
    usleep(LG_POOL_TEST_DELAY_US);
#endif
    pthread_mutex_lock(&mu);
    if (--busy == 0)
      pthread_cond_signal(&done);
  }
  pthread_mutex_unlock(&mu);
  return NULL;
}

static void stop_at_exit(void) {
  if (in_pool || pthread_mutex_trylock(&run_mu) != 0)
    return; /* exit from inside a run: leave the helpers be */
  pthread_mutex_lock(&mu);
  quitting = 1;
  pthread_cond_broadcast(&wake);
  pthread_mutex_unlock(&mu);
  for (int i = 0; i < helpers; i++)
    pthread_join(tid[i], NULL);
  helpers = 0;
  stopped = 1; /* later runs (other exit handlers) run on their caller */
  pthread_mutex_unlock(&run_mu);
}

/* Start helpers up to `want` (fewer if the system refuses); run_mu held. */
static void grow(int want) {
  if (want > LG_POOL_MAX - 1)
    want = LG_POOL_MAX - 1;
  if (helpers >= want)
    return;
  pthread_mutex_lock(&mu);
  while (helpers < want) {
    born[helpers] = generation;
    if (pthread_create(&tid[helpers], NULL, helper_main, (void *)(size_t)helpers) != 0)
      break;
    helpers++;
  }
  while (started < helpers)
    pthread_cond_wait(&done, &mu);
  pthread_mutex_unlock(&mu);
  if (helpers && !exit_registered) {
    exit_registered = 1;
    atexit(stop_at_exit);
  }
#ifdef LG_POOL_TEST_DELAY_US /* new helpers start before the job is set */
  usleep(LG_POOL_TEST_DELAY_US);
#endif
}

void lg_pool_run(int n_tasks, lg_pool_fn fn, void *arg) {
  if (n_tasks > 1 && !in_pool) {
    pthread_mutex_lock(&run_mu);
    if (!stopped)
      grow(n_tasks - 1);
    if (helpers) {
      pthread_mutex_lock(&mu);
      job.fn = fn;
      job.arg = arg;
      job.n = n_tasks;
      atomic_store_explicit(&job.next, 0, memory_order_relaxed);
      busy = helpers;
      generation++;
      pthread_cond_broadcast(&wake);
      pthread_mutex_unlock(&mu);
      in_pool = 1;
      take_tasks();
      in_pool = 0;
      pthread_mutex_lock(&mu);
      while (busy)
        pthread_cond_wait(&done, &mu);
      pthread_mutex_unlock(&mu);
      pthread_mutex_unlock(&run_mu);
      return;
    }
    pthread_mutex_unlock(&run_mu);
  }
  for (int k = 0; k < n_tasks; k++)
    fn(arg, k);
}

int lg_pool_helpers(void) {
  pthread_mutex_lock(&mu);
  int n = helpers;
  pthread_mutex_unlock(&mu);
  return n;
}
