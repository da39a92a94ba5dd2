#!/usr/bin/env bash
# chromium.sh — headless Chromium for the timeline page's tests (test/report/):
#
#   chromium.sh dom PAGE.html OUT.html          the DOM after the page's script ran
#   chromium.sh shot PAGE.html OUT.png W H      a W x H screenshot
#
# A fresh profile each time (parallel tests), no sandbox (CI runs as root),
# no GPU; at most 120 s. Chromium's own chatter on stderr is kept in
# OUT.log, shown only when it fails.
set -euo pipefail
mode=$1 page=$2 out=$3
prof=$(mktemp -d)
trap 'rm -rf "$prof"' EXIT
url="file://$(cd "$(dirname "$page")" && pwd)/$(basename "$page")"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run
       --disable-extensions --user-data-dir="$prof")
case $mode in
dom)
  if ! timeout 120 chromium "${flags[@]}" --dump-dom "$url" >"$out" 2>"$out.log"; then
    cat "$out.log" >&2; exit 1
  fi ;;
shot)
  rm -f "$out"
  if ! timeout 120 chromium "${flags[@]}" --window-size="$4,$5" --screenshot="$out" "$url" \
      >"$out.log" 2>&1 || [ ! -s "$out" ]; then
    cat "$out.log" >&2; exit 1
  fi ;;
*) echo "usage: chromium.sh dom|shot PAGE OUT [W H]" >&2; exit 2 ;;
esac
