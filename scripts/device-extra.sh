#!/usr/bin/env bash
# device-extra.sh — prepare device-extra/ (ignored by git) for
# scripts/device-run.sh: the end-to-end cases of test/{unroll,tile,hoist,
# frontend,e2e} that are not kernels/ examples (those are in gpu-bundle/),
# translated HERE (the device machine has no libclang), with the C oracle's
# expected output computed here too.
#   device-extra/cu/ID.cu  device-extra/expected/ID.out  device-extra/cases.txt
# cases.txt: one case a line: ID ARGS...
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOPGPU_BUILD:-$root/build}
loopgpu=${LOOPGPU:-$build/tool/loopgpu}
out=$root/device-extra
rm -rf "$out"
mkdir -p "$out/cu" "$out/expected" "$out/bin"
: >"$out/cases.txt"
n=0
# RUN lines of the form: %e2e -w %t/X SOURCE ARGS...
# every test file of test/ outside Inputs/ (the PolyBench-style programs,
# data regions, faithful output, privatization, dependences, ... too)
mapfile -t tests < <(find "$root/test" -path '*/Inputs' -prune -o -type f \( -name '*.c' -o -name '*.test' \) -print | sort)
for t in "${tests[@]}"; do
  dir=$(dirname "$t")
  { grep -h 'RUN:.*%e2e' "$t" || true; } | sed 's/.*%e2e//' | while read -r -a w; do
    args=()
    src=
    exp=
    skip=0
    for ((i = 0; i < ${#w[@]}; i++)); do
      case ${w[i]} in
        -w) i=$((i + 1)) ;;
        -x) i=$((i + 1)); exp=${w[i]//%S/$dir} ;; # an expected output, not a C oracle
        *) if [ -z "$src" ]; then src=${w[i]}; else args+=("${w[i]}"); fi ;;
      esac
    done
    src=${src//%S/$dir}
    src=${src//%s/$t}
    [ -f "$src" ] || continue
    # a name from the path under test/: two directories may have files of one name
    rel=$(realpath --relative-to="$root/test" "$src")
    base=${rel%.c}
    base=${base//Inputs\//}
    base=${base//\//_}
    base=${base//-/_}
    base=${base//./_}
    id="$base${args[*]:+_$(IFS=_; echo "${args[*]}")}"
    id=${id//-/m}
    if [ ! -f "$out/cu/$base.cu" ]; then
      # the headers it includes by quotes, beside the halves as the source
      # names them (test/e2e/Inputs/vecops.h -> cu/Inputs/vecops.h)
      sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$src" | while read -r h; do
        [ -f "$(dirname "$src")/$h" ] && mkdir -p "$out/cu/$(dirname "$h")" &&
          cp "$(dirname "$src")/$h" "$out/cu/$h" || true
      done
      "$loopgpu" -w "$src" -o "$out/cu/$base.cu"
      [ -n "$exp" ] || bash "$root/test/tools/build-prog.sh" cc -o "$out/bin/$base.ref" "$src"
    fi
    if [ -n "$exp" ]; then
      cp "$exp" "$out/expected/$id.out"
      grep -q "^$id " "$out/cases.txt" || echo "$id $base ${args[*]}" >>"$out/cases.txt"
    elif "$out/bin/$base.ref" "${args[@]}" >"$out/expected/$id.out" 2>/dev/null; then
      # the same case under other environments (env VAR=... %e2e) once
      grep -q "^$id " "$out/cases.txt" || echo "$id $base ${args[*]}" >>"$out/cases.txt"
    else
      rm -f "$out/expected/$id.out" # the oracle itself refuses these arguments
    fi
  done
done
rm -rf "$out/bin"
# Issue #5 on the device (scripts/device-run.sh step 4b): the cudaMalloc leak
# loop of test/hoist/Inputs/cudaleak.c hoisted, and as written (nohoist on
# its host loops), for the device peak of both (check_cudaleak.py).
"$loopgpu" -w "$root/test/hoist/Inputs/cudaleak.c" -o "$out/cu/cudaleak.cu"
sed 's/pragma loopgpu host/pragma loopgpu host nohoist/' "$root/test/hoist/Inputs/cudaleak.c" \
  >"$out/cudaleak_nohoist.c"
"$loopgpu" -w "$out/cudaleak_nohoist.c" -o "$out/cu/cudaleak_nohoist.cu"
rm -f "$out/cudaleak_nohoist.c"
echo "device-extra: $(wc -l <"$out/cases.txt") cases, $(ls "$out/cu" | wc -l) programs"

# The example project of docs/example, built HERE for the GPU the way a user
# does: `cmake --install` into a clean prefix, then the project configured
# with Ninja against it (find_package(loopgpu), loopgpu_add_sources), nvcc
# compiling the translation. The device runs the binary (issue #10).
if command -v nvcc >/dev/null 2>&1 || [ -x /usr/local/cuda/bin/nvcc ]; then
  ex=$out/example
  rm -rf "$ex" "$ex.prefix" "$ex.build"
  mkdir -p "$ex"
  cmake --install "$build" --prefix "$ex.prefix" >/dev/null
  PATH=$PATH:/usr/local/cuda/bin cmake -S "$root/docs/example" -B "$ex.build" -G Ninja \
    -DCMAKE_PREFIX_PATH="$ex.prefix" >/dev/null
  ninja -C "$ex.build" >/dev/null
  cp "$ex.build/smooth" "$ex/smooth"
  cc -std=c11 -O2 -Wno-unknown-pragmas -I"$root/docs/example/include" "$root/docs/example/smooth.c" \
    -lm -o "$ex.build/smooth-ref"
  "$ex.build/smooth-ref" >"$ex/expected.out"
  rm -rf "$ex.prefix" "$ex.build"
  echo "device-extra: example project built for the GPU against an installed prefix"
fi

# The randomized differential programs of issue #9: scripts/difftest.py
# --bundle translates them and checks them in emulation HERE; the device
# compiles them with nvcc, runs them against gcc's build of the same C
# (scripts/difftest-device.sh, step 3c of scripts/device-run.sh).
# docs/robustness.md. DIFFTEST_SEED changes the programs.
if LOOPGPU="$loopgpu" LOOPGPU_BUILD="$build" python3 "$root/scripts/difftest.py" --bundle "$out/difftest" \
  -n "${DIFFTEST_N:-500}" --deps 150 --seed "${DIFFTEST_SEED:-31}" --unroll --keep "$out/difftest-failures" \
  >"$out/difftest.log" 2>&1; then
  echo "device-extra: $(tail -1 "$out/difftest.log")"
else
  echo "device-extra: difftest FAILED here (see $out/difftest.log, $out/difftest-failures): $(tail -1 "$out/difftest.log")"
fi

# Issue 15 on the device (scripts/device-run.sh step 4e): the bytes a host
# loop's data region copies, against the same program with its `host`
# directives removed (every kernel region then copies its arrays in and out
# itself, every step). Programs of test/data and kernels/ with host loops,
# translated both ways; the device runs both under LOOPGPU_REPORT=json and
# scripts/data-bytes.py sums the regions' h2d_bytes and d2h_bytes.
db=$out/databytes
mkdir -p "$db"
: >"$db/cases.txt"
for spec in "test/data/moving-pointers.c 1007 9" "test/data/early-exit.c 1007 20" \
  "test/data/host-calls.c 1007 4" "test/data/aliases.c 1007 4" "kernels/jacobi2d.c 4099 50" \
  "kernels/heat3d.c 259 20"; do
  set -- $spec
  src=$1
  shift
  b=$(basename "$src" .c)
  b=${b//-/_}
  "$loopgpu" -w "$root/$src" -o "$db/$b.dr.cu" 2>/dev/null || continue
  sed 's/^\([[:space:]]*\)#pragma loopgpu host.*$/\1\/\/ (host directive removed)/' "$root/$src" >"$db/$b.nohost.c"
  "$loopgpu" -w "$db/$b.nohost.c" -o "$db/$b.nohost.cu" 2>/dev/null || { rm -f "$db/$b.nohost.c"; continue; }
  rm -f "$db/$b.nohost.c"
  echo "$b $src $*" >>"$db/cases.txt"
done
echo "device-extra: $(wc -l <"$db/cases.txt") programs for the data-region bytes"
