// An array of structs (nested members, an array member) updated in place by
// a time-stepped kernel inside a host loop: p[i].pos.x += p[i].vel.x * dt.
// The data moves in units of the struct; the element written through its
// members goes back whole, its other members (mass, id) unchanged.
// The CUDA half declares the structs, before the kernel, with C's layout.
// RUN: %e2e -w %t/1 %s 1 3
// RUN: %e2e -w %t/257 %s 257 4
// RUN: %e2e -w %t/1007 %s 1007 5
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// CHECK: struct Vec {
// CHECK-NEXT: float x;
// CHECK-NEXT: float y;
// CHECK-NEXT: float z;
// CHECK-NEXT: };
// CHECK-NEXT: static_assert(sizeof(struct Vec) == 12
// CHECK: struct Particle {
// CHECK-NEXT: struct Vec pos;
// CHECK-NEXT: struct Vec vel;
// CHECK-NEXT: double mass;
// CHECK-NEXT: int id;
// CHECK-NEXT: float hist[3];
// CHECK-NEXT: };
// CHECK-NEXT: static_assert(sizeof(struct Particle) == 48 && alignof(struct Particle) == 8
// CHECK: static __global__ void main_k0({{.*}}struct Particle *__restrict__ p
// CHECK: p[i].pos.x += p[i].vel.x * dt;
#include <stdio.h>
#include <stdlib.h>

typedef struct { float x, y, z; } Vec;
typedef struct Particle {
  Vec pos, vel;
  double mass;
  int id;
  float hist[3];
} Particle;

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257, steps = argc > 2 ? atoi(argv[2]) : 4;
  Particle *p = malloc(n * sizeof(Particle));
  for (int i = 0; i < n; i++) {
    p[i].pos.x = (float)(i % 17) - 8.0f;
    p[i].pos.y = 0.25f * (float)(i % 5);
    p[i].pos.z = 1.5f;
    p[i].vel.x = 0.125f * (float)(i % 7) - 0.375f;
    p[i].vel.y = -0.5f;
    p[i].vel.z = 0.0625f * (float)(i % 3);
    p[i].mass = 1.0 + (i % 4);
    p[i].id = 1000 + i;
    p[i].hist[0] = p[i].hist[1] = p[i].hist[2] = -1.0f;
  }
  float dt = 0.03125f;
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++) {
      p[i].pos.x += p[i].vel.x * dt;
      p[i].pos.y += p[i].vel.y * dt;
      p[i].pos.z += p[i].vel.z * dt;
      p[i].vel.y -= 9.75f * dt / (float)p[i].mass;
      p[i].hist[t % 3] = p[i].pos.y;
    }
  }
  double s = 0, h = 0;
  long ids = 0;
  for (int i = 0; i < n; i++) {
    s += p[i].pos.x + 2.0 * p[i].pos.y + 3.0 * p[i].pos.z + p[i].vel.y;
    h += p[i].hist[0] + p[i].hist[1] + p[i].hist[2];
    ids += p[i].id + (long)p[i].mass;
  }
  printf("%.6f %.6f %ld %.6f\n", s, h, ids, p[n - 1].pos.y);
  free(p);
  return 0;
}
