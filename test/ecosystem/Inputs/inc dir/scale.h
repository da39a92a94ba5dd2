/* scale.h — included by with-header.c (a directory name with a space, for
 * the depfile's escapes) */
#define SCALE 3.0f
