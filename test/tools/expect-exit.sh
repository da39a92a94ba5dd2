#!/usr/bin/env bash
# expect-exit.sh STATUS COMMAND [ARGS...] — run COMMAND (its output passes
# through) and succeed only when it exits with exactly STATUS. For lit tests
# that must tell "the input has errors" (1) from "usage error" (2), which
# `not` cannot: RUN: %expect-exit 1 %loopgpu %s -o %t.cu
set -uo pipefail
if [ $# -lt 2 ]; then
  echo "usage: expect-exit.sh STATUS COMMAND [ARGS...]" >&2
  exit 2
fi
want=$1
shift
"$@"
got=$?
if [ "$got" != "$want" ]; then
  echo "expect-exit.sh: '$1' exited with status $got, expected $want" >&2
  exit 1
fi
exit 0
