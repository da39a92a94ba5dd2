#ifdef MINI_DATASET
#define N 37
#else
#define N 300
#endif
