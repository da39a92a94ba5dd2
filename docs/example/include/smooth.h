/* smooth.h — the weights of the example's stencil. A header of the project:
 * the translation is re-run when it changes (the translator's depfile). */
#ifndef SMOOTH_H
#define SMOOTH_H

#define W_SIDE 0.25f
#define W_MID 0.5f

#endif
