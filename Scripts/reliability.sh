#!/usr/bin/env bash
# Reliability checks beyond the ordinary tests (called by .ci/run after Scripts/test.sh):
#  1. the core and testing packages' tests under ThreadSanitizer;
#  2. the app under AddressSanitizer and LeakSanitizer, driven by Scripts/reliability/session.txt
#     (every screen, sheets, fields, toggles, bad commands) and by binary garbage on stdin (the
#     first 256 KiB of its own executable: the same bytes on every run of a build);
#  3. a short smoke run of every libFuzzer target (Scripts/fuzz.sh TARGET SECONDS).
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

echo "==> the app under AddressSanitizer + LeakSanitizer"
start=$(date +%s)
asan_scratch=$work/asan-app
# The build log is kept, not printed: the gold linker warns about every ASan helper symbol.
if (cd "$root/App" && swift build --sanitize=address --scratch-path "$asan_scratch" --product swiftrex \
  >"$work/asan-build.log" 2>&1); then
  app=$asan_scratch/debug/swiftrex
  # From a file, not a pipe: a stray `q` line in the garbage may end the app before it reads all.
  head -c 262144 "$app" >"$work/garbage.bin"
  export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1
  # The session prints hundreds of lines; only a sanitizer's report matters here.
  if NO_COLOR=1 "$app" --script Scripts/reliability/session.txt >/dev/null 2>"$work/asan-session.err" &&
    NO_COLOR=1 COLUMNS=1 "$app" <"$work/garbage.bin" >/dev/null 2>"$work/asan-garbage.err"; then
    record PASS "address+leak sanitizer: app session" "$start"
  else
    cat "$work/asan-session.err" "$work/asan-garbage.err" | grep -v '^There is no\|^Unknown command\|is not a' | tail -60
    record FAIL "address+leak sanitizer: app session" "$start"
  fi
  unset ASAN_OPTIONS
else
  grep -E 'error|warning: .*\.swift' "$work/asan-build.log" | tail -40
  record FAIL "address+leak sanitizer: app build" "$start"
fi

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
