#!/bin/sh
# run-emu.sh — build the runtime tests against libloopgpu-emu and check them.
#
#   runtime/tests/run-emu.sh [BUILD_DIR] [--nvcc]
#
# BUILD_DIR is the CMake build tree (its pkgconfig/ holds loopgpu-emu.pc);
# without it, PKG_CONFIG_PATH must already find loopgpu-emu. With --nvcc,
# each test is also compiled (not run) with nvcc -arch=sm_90 against
# loopgpu.pc, to prove the GPU build of the same source compiles.
# Prints one line per check; exits 1 if any check failed, 2 if it cannot
# start. With LG_TEST_MODE=gpu (the device run, scripts/device-run.sh) it
# runs the same checks (and a few GPU-only ones) built with nvcc and run on
# the GPU.
set -u
here=$(cd "$(dirname "$0")" && pwd)
mode=${LG_TEST_MODE:-emu}
nvcc_too=0
for a in "$@"; do
  case $a in
  --nvcc) nvcc_too=1 ;;
  *) PKG_CONFIG_PATH=$(cd "$a" && pwd)/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}
     export PKG_CONFIG_PATH ;;
  esac
done
if [ "$mode" = gpu ]; then
  CXX="${NVCC:-nvcc} -arch=sm_90"
  warn="-Xcompiler -Wall,-Wextra,-Werror"
  pc=loopgpu
  lang=
else
  CXX=${CXX:-c++}
  warn="-Wall -Wextra -Werror"
  pc=loopgpu-emu
  lang="-x c++"
fi
flags=$(pkg-config --cflags --libs $pc) || {
  echo "run-$mode.sh: pkg-config cannot find $pc (pass the build dir)" >&2
  exit 2
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0

# RUNENV: environment assignments for the run (VAR=value ...).
# check NAME EXPECT_RC PATTERN [CXXFLAGS...]: build tests/NAME.cu, run it, and
# require exit status EXPECT_RC and a line of its output matching PATTERN.
check() {
  name=$1 rc_want=$2 pat=$3
  shift 3
  exe=$work/$name$(echo "$*" | tr -c 'A-Za-z0-9\n' _)
  if ! $CXX -O2 $warn "$@" $lang "$here/$name.cu" $flags \
       -o "$exe" 2>"$work/cc.log"; then
    echo "FAIL $name $*: does not compile"; cat "$work/cc.log"; fail=1; return
  fi
  env ${RUNENV:-} "$exe" >"$work/out" 2>&1
  rc=$?
  if [ "$rc" -ne "$rc_want" ] || ! grep -Eq "$pat" "$work/out"; then
    echo "FAIL $name $*: exit $rc (want $rc_want), output:"; cat "$work/out"
    fail=1
  else
    echo "ok   $name $* ($(head -n 1 "$work/out"))"
  fi
}

check saxpy 0 '^saxpy: ok'
check nested 0 '^nested: ok'
check reverse 0 '^reverse: correct'
check reduce 0 '^reduce: ok'
# 1024 threads that all park at barriers: 1024 fiber stacks per worker
check reduce 0 '^reduce: ok' -DBLOCK=1024
check warp 0 '^warp: ok'
check bigcopy 0 '^bigcopy: ok'
check absent 1 "^loopgpu: user\.c:42: 'v' .*is not present on the device"
check oversize 1 "^loopgpu: user\.c:7: launch of kernel 'big_k0' failed: invalid argument"
# overlapping, adjacent, aliased sections and growth (rt_data.c)
check overlap 0 '^overlap: ok'
check adjacent 0 '^adjacent: ok'
check alias 0 '^alias: ok'
check grow 0 '^grow: ok'
# b's last join fits beside the old buffer only without it: through the host
RUNENV=LOOPGPU_DEVICE_LIMIT=300 check grow 0 '^grow: ok'
check chunkpart 0 '^chunkpart: ok'
check mapfuzz 0 '^mapfuzz: ok'
# buffers stay inside the 384-byte array: every join fits alone, and those
# that do not fit beside the old buffers go through host memory
RUNENV=LOOPGPU_DEVICE_LIMIT=400 check mapfuzz 0 '^mapfuzz: ok'
# what the present table still refuses: both arrays, lines and ranges named
check maperr 1 "^loopgpu: user\.c:12: 'b' \[0x[0-9a-f]+, \+400 bytes\) extends the device buffer of 'a' \[0x[0-9a-f]+, \+400 bytes\) \(mapped at user\.c:10\) while chunk\(\) region 'r_k0' \(user\.c:11\) uses that buffer for 'a'" -DCASE=1
check maperr 1 "^loopgpu: user\.c:21: 'a' \[0x[0-9a-f]+, \+80 bytes\) leaves a data region but is not present on the device \(only part of it is: 'a' \[0x[0-9a-f]+, \+40 bytes\) mapped at user\.c:20\)" -DCASE=2
RUNENV=LOOPGPU_DEVICE_LIMIT=180K check maperr 1 "^loopgpu: user\\.c:31: out of device memory allocating 'b' \\(joining 'a' \\[0x[0-9a-f]+, \\+131072 bytes\\) of user\\.c:30 already on the device: 196608 bytes from 0x[0-9a-f]+, its bytes moved to host memory to make room\\): 196608 bytes asked, device has 184320 bytes free of 184320 under LOOPGPU_DEVICE_LIMIT" -DCASE=3
check maperr 0 '^maperr: no case'
if [ "$mode" = emu ]; then
  # the same kernel without its barrier must give a wrong answer
  check reverse 0 '^reverse: WRONG' -DREVERSE_NO_BARRIER
  RUNENV=LG_EMU_DEVICE_MEM=64M check oom 1 "^loopgpu: user\.c:20: out of device memory allocating 'huge': 1099511627776 bytes asked, device has 50331648 bytes free"
  # one worker thread, and many: same answers
  RUNENV=LG_EMU_THREADS=1 check reduce 0 '^reduce: ok'
  RUNENV=LG_EMU_THREADS=7 check saxpy 0 '^saxpy: ok'
  RUNENV=LG_EMU_THREADS=3 check warp 0 '^warp: ok'
else
  # on the GPU a missing barrier is a race: either answer may come
  check reverse 0 '^reverse: (WRONG|correct)' -DREVERSE_NO_BARRIER
  check oom 1 "^loopgpu: user\.c:20: out of device memory allocating 'huge': 1099511627776 bytes asked, device has [0-9]+ bytes free"
  RUNENV=LOOPGPU_SYNC=1 check fault 1 "^loopgpu: user\.c:31: kernel 'fault_k0' failed: an illegal memory access"
  check fault 1 "^loopgpu: user\.c:40: .*illegal memory access"
  for m in plain register staged auto; do
    RUNENV=LOOPGPU_COPY=$m check bigcopy 0 '^bigcopy: ok'
  done
  RUNENV="LOOPGPU_COPY_THREADS=3 LOOPGPU_STAGE_MB=5 LOOPGPU_COPY=staged" check bigcopy 0 '^bigcopy: ok'
  # auto: 80 MiB goes straight under the default threshold, staged above 60M
  RUNENV="LOOPGPU_COPY_DIRECT=60M LOOPGPU_STAGE_MB=5" check bigcopy 0 '^bigcopy: ok'
fi

if [ $nvcc_too = 1 ]; then
  gpuflags=$(pkg-config --cflags loopgpu) || { echo "FAIL no loopgpu.pc"; exit 1; }
  for f in "$here"/*.cu "$here"/../bench/*.cu; do
    if nvcc -arch=sm_90 -c $gpuflags "$f" -o "$work/gpu.o" 2>"$work/cc.log"; then
      echo "ok   nvcc -c $(basename "$f")"
    else
      echo "FAIL nvcc -c $(basename "$f")"; cat "$work/cc.log"; fail=1
    fi
  done
fi
exit $fail
