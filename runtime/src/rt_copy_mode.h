/* rt_copy_mode.h — copy strategy selection (rt_copy_mode.c). */
#ifndef LG_RT_COPY_MODE_H
#define LG_RT_COPY_MODE_H

enum { LG_COPY_MODE_STAGED, LG_COPY_MODE_REGISTER, LG_COPY_MODE_PLAIN };
int lg_copy_mode(void);
int lg_copy_threads(void);

#endif
