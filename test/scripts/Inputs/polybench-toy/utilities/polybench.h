/* A stand-in for PolyBench/C's polybench.h, written for this test: the
   timer and the array dump in the shapes scripts/polybench.py reads. */
#ifndef POLYBENCH_H
#define POLYBENCH_H
#include <stdio.h>
#define POLYBENCH_DUMP_TARGET stderr
#define POLYBENCH_DUMP_START fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n")
#define POLYBENCH_DUMP_FINISH fprintf(stderr, "==END   DUMP_ARRAYS==\n")
#define POLYBENCH_DUMP_BEGIN(s) fprintf(stderr, "begin dump: %s\n", s)
#define POLYBENCH_DUMP_END(s) fprintf(stderr, "\nend   dump: %s\n", s)
void polybench_timer_start(void);
void polybench_timer_stop(void);
void polybench_timer_print(void);
#endif
