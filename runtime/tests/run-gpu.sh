#!/bin/sh
# run-gpu.sh — the runtime tests built with nvcc against libloopgpu and run
# on the GPU (plus GPU-only checks: execution faults, copy strategies).
#
#   runtime/tests/run-gpu.sh [BUILD_DIR]
#
# Needs nvcc on PATH (or NVCC=...) and a GPU. Exit status as run-emu.sh.
LG_TEST_MODE=gpu exec "$(dirname "$0")/run-emu.sh" "$@"
