/* rt_devices.h — what rt_devices.c needs of a backend to drive several
 * devices (not installed). Implemented by rt_devices_cuda.c (cudaSetDevice,
 * peer access, cudaMemcpyPeer) and rt_devices_emu.c (LG_EMU_DEVICES
 * emulated devices, each its own host memory, copies by memcpy). Device
 * memory itself comes from lg_dmalloc on the current device, so that the
 * limit, the report and the exit-time release see it as any other buffer. */
#ifndef LG_RT_DEVICES_H
#define LG_RT_DEVICES_H

#include <stddef.h>
#include <stdio.h>

int lg_be_dev_count(void);
/* Makes device d current for what follows: allocations, copies, launches. */
void lg_be_dev_set(int d, const char *file, int line);
int lg_be_dev_current(void);
/* Whether device `to` can read device `from`'s memory; the first call for
 * a pair enables it (cudaDeviceEnablePeerAccess). */
int lg_be_dev_peer(int to, int from, const char *file, int line);
/* Copies ordered after the work already queued on the devices involved. */
void lg_be_dev_h2d(int d, void *dev, const void *host, size_t bytes, const char *what,
                   const char *file, int line);
void lg_be_dev_d2h(int d, void *host, const void *dev, size_t bytes, const char *what,
                   const char *file, int line);
void lg_be_dev_d2d(int d, void *dst, const void *src, size_t bytes, const char *what,
                   const char *file, int line);
void lg_be_dev_peer_copy(int to, void *dst, int from, const void *src, size_t bytes,
                         const char *what, const char *file, int line);
/* Waits for everything queued on device d. */
void lg_be_dev_sync(int d, const char *what, const char *file, int line);

/* rt_devices.c: host code and other regions meet the distributed arrays.
 * flush: the bytes of [host, host+bytes) that only a device holds are
 * copied back (bytes 0: every entry holding `host`, whole); invalidate: the
 * host's bytes are the current ones, the devices' copies are dropped. */
void lg_dist_flush(const void *host, size_t bytes, const char *file, int line);
void lg_dist_invalidate(const void *host, size_t bytes);
void lg_dist_flush_all(const char *file, int line);
void lg_dist_invalidate_all(void);
/* The report's lines on devices, when more than one was used. */
void lg_dist_report(FILE *f);
/* The same as a JSON member of the report's object, with its comma:
 * ` "devices": [{"device": 0, "peak_bytes": ..., ...}, ...],` */
void lg_dist_report_json(FILE *f);

/* rt_data.c: lg_update_host / lg_update_device of the present table alone */
void lg_data_update_host_present(const void *host, size_t bytes, const char *name,
                                 const char *file, int line);
void lg_data_update_device_present(const void *host, size_t bytes, const char *name,
                                   const char *file, int line);

#endif /* LG_RT_DEVICES_H */
