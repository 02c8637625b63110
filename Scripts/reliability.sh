#!/usr/bin/env bash
# Reliability checks beyond the ordinary tests (called by .ci/run after Scripts/test.sh):
#  1. the core and testing packages' tests under ThreadSanitizer;
#  2. a short smoke run of every libFuzzer target (Scripts/fuzz.sh TARGET SECONDS).
# Builds go to their own scratch folders under RELIABILITY_WORK (default /tmp/swiftrex-reliability)
# so they never disturb the ordinary .build folders.
# Usage: Scripts/reliability.sh [FUZZ_SECONDS]   (default 30 per target)
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=${RELIABILITY_WORK:-/tmp/swiftrex-reliability}
fuzz_seconds=${1:-30}
mkdir -p "$work"

summary=()
failed=0
record() {  # record STATUS NAME START
  summary+=("$(printf '%-4s %-44s %5ss' "$1" "$2" "$(($(date +%s) - $3))")")
  [[ $1 == PASS ]] || failed=$((failed + 1))
}

for p in Packages/SwiftRex Packages/SwiftRexTesting; do
  echo "==> swift test --sanitize=thread in $p"
  start=$(date +%s)
  # halt_on_error: a reported race fails the run instead of scrolling past.
  if (cd "$root/$p" && TSAN_OPTIONS=halt_on_error=1 swift test --sanitize=thread \
    --scratch-path "$work/tsan-$(basename "$p")"); then
    record PASS "thread sanitizer: $p" "$start"
  else
    record FAIL "thread sanitizer: $p" "$start"
  fi
done

for harness in Fuzz/*/main.swift; do
  target=$(basename "$(dirname "$harness")")
  start=$(date +%s)
  if FUZZ_WORK="$work/fuzz" Scripts/fuzz.sh "$target" "$fuzz_seconds"; then
    record PASS "fuzz ${fuzz_seconds}s: $target" "$start"
  else
    record FAIL "fuzz ${fuzz_seconds}s: $target" "$start"
  fi
done

echo
echo "Summary (reliability):"
printf '  %s\n' "${summary[@]}"
((failed == 0))
