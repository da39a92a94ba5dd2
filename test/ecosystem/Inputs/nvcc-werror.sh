#!/usr/bin/env bash
# nvcc-werror.sh OUTDIR DIR — translates each DIR/*.c and compiles the .cu
# with `nvcc -arch=sm_90 -c -Werror all-warnings $(pkg-config --cflags loopgpu)`,
# in parallel; prints one line per file and fails if any did. The
# translator's own warnings (about the C program, e.g. kernels/solver.c's
# leak) go to OUTDIR/NAME.translate.log: nvcc's output must be empty.
set -u
out=$1
set -- "$2"/*.c
nvcc=${NVCC:-nvcc}
cflags=$(pkg-config --cflags loopgpu) || exit 1
for c in "$@"; do
  b=$(basename "$c" .c)
  (
    "$LOOPGPU" "$c" -o "$out/$b.cu" 2>"$out/$b.translate.log" &&
      "$nvcc" -arch=sm_90 -c -Werror all-warnings $cflags "$out/$b.cu" -o "$out/$b.o"
  ) > "$out/$b.log" 2>&1 &
done
wait
status=0
for c in "$@"; do
  b=$(basename "$c" .c)
  if [ -s "$out/$b.o" ] && [ ! -s "$out/$b.log" ]; then
    echo "clean: $b"
  else
    echo "NOT CLEAN: $b"
    cat "$out/$b.translate.log" "$out/$b.log"
    status=1
  fi
done
exit $status
