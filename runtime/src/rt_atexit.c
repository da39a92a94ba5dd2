/* rt_atexit.c — nothing of the runtime stays allocated on the device after
 * the program ends (docs/runtime.md). */
#include <stdlib.h>

#include "rt_internal.h"

static void lg_rt_at_exit(void) {
  lg_report_at_exit(); /* first: it reads events and the buffer records */
  lg_rt_exiting = 1;
  lg_data_release_all();
  lg_chunk_release_all(); /* chunk()'s pinned staging and streams */
  lg_be_shutdown();
}

void lg_rt_register_exit(void) {
  static int registered;
  if (!registered) {
    registered = 1;
    atexit(lg_rt_at_exit);
  }
}
