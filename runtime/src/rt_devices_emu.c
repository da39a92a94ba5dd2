/* rt_devices_emu.c — the emulation's devices (libloopgpu-emu only):
 * LG_EMU_DEVICES=N (1-16, default 1) emulated devices. Each device's memory
 * is separate host memory (lg_be_alloc: poisoned malloc), so a part that
 * reads bytes its device was never given reads poison, as a GPU would read
 * garbage. LG_EMU_PEER=0 makes the devices unable to reach each other, so
 * that exchanges go through the host, as on a machine without peer access. */
#include <string.h>

#include "rt_devices.h"
#include "rt_internal.h"

static int current;

int lg_be_dev_count(void) { return (int)lg_env_int("LG_EMU_DEVICES", 1, 1, LG_MAX_DEVICES); }

void lg_be_dev_set(int d, const char *file, int line) {
  if (d < 0 || d >= lg_be_dev_count())
    lg_fatal(file, line, "device %d does not exist (the emulation has %d, LG_EMU_DEVICES)", d,
             lg_be_dev_count());
  current = d;
}

int lg_be_dev_current(void) { return current; }

int lg_be_dev_peer(int to, int from, const char *file, int line) {
  (void)file;
  (void)line;
  return to == from || lg_env_int("LG_EMU_PEER", 1, 0, 1);
}

void lg_be_dev_h2d(int d, void *dev, const void *host, size_t bytes, const char *what,
                   const char *file, int line) {
  (void)d;
  lg_be_h2d(dev, host, bytes, what, file, line);
}

void lg_be_dev_d2h(int d, void *host, const void *dev, size_t bytes, const char *what,
                   const char *file, int line) {
  (void)d;
  lg_be_d2h(host, dev, bytes, what, file, line);
}

void lg_be_dev_d2d(int d, void *dst, const void *src, size_t bytes, const char *what,
                   const char *file, int line) {
  (void)d;
  lg_be_d2d(dst, src, bytes, what, file, line);
}

void lg_be_dev_peer_copy(int to, void *dst, int from, const void *src, size_t bytes,
                         const char *what, const char *file, int line) {
  (void)to;
  (void)from;
  (void)what;
  (void)file;
  (void)line;
  memcpy(dst, src, bytes);
}

void lg_be_dev_sync(int d, const char *what, const char *file, int line) {
  (void)d;
  (void)what;
  (void)file;
  (void)line;
}
