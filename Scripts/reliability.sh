#!/usr/bin/env bash
# Reliability checks beyond the ordinary tests (called by .ci/run after Scripts/test.sh):
#  1. the core and testing packages' tests under ThreadSanitizer;
#  2. the app under AddressSanitizer and LeakSanitizer, driven by Scripts/reliability/session.txt
#     (every screen, sheets, fields, toggles, bad commands), by binary garbage on stdin (the
#     first 256 KiB of its own executable: the same bytes on every run of a build), and by the
#     hostile inputs of issue #15 (failing log, huge COLUMNS, CRLF, pipes, folders, deep JSON),
#     and by issue #35's crafted recordings, whose exported tests are type-checked
#     (Scripts/reliability/exported-tests.sh);
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
  # DeepEffectTests test stack depth, not concurrency: under the sanitizer their hundred-thousand-
  # level trees hold the main actor for minutes and starve the tests that wait on it.
  if (cd "$root/$p" && TSAN_OPTIONS=halt_on_error=1 swift test --sanitize=thread \
    --scratch-path "$work/tsan-$(basename "$p")" --skip DeepEffectTests); then
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
  # The app keeps its state between runs: here in a folder of its own, never the user's, and
  # fresh on every run of this script so the sessions start alike.
  rm -rf "$work/state"
  export XDG_STATE_HOME=$work/state
  # The session prints hundreds of lines; only a sanitizer's report matters here.
  if NO_COLOR=1 "$app" --script Scripts/reliability/session.txt >/dev/null 2>"$work/asan-session.err" &&
    NO_COLOR=1 COLUMNS=1 "$app" <"$work/garbage.bin" >/dev/null 2>"$work/asan-garbage.err"; then
    record PASS "address+leak sanitizer: app session" "$start"
  else
    cat "$work/asan-session.err" "$work/asan-garbage.err" | grep -v '^There is no\|^Unknown command\|is not a' | tail -60
    record FAIL "address+leak sanitizer: app session" "$start"
  fi
  # The hostile inputs of issue #15: a log that fails every write, absurd widths, CRLF scripts,
  # catalogs and scripts that are pipes, folders or nested too deep, escapes in an argument. Each
  # must end normally (0, or 64/66 for a refused command line) with no sanitizer report.
  start=$(date +%s)
  hostile=$work/hostile
  mkdir -p "$hostile"
  printf '2\r\n19\r\n3\r\n' >"$hostile/crlf.txt"
  python3 -c 'print("[" * 5000 + "]" * 5000)' >"$hostile/deep.json"
  catalog=App/Sources/AppCore/Resources/catalog.json
  hostile_ok=1
  run_hostile() {  # run_hostile NAME EXPECTED-STATUS COMMAND...
    local name=$1 expected=$2
    shift 2
    "$@" >/dev/null 2>"$hostile/$name.err"
    local status=$?
    if ((status != expected)) || grep -q 'ERROR: \(Address\|Leak\)Sanitizer' "$hostile/$name.err"; then
      echo "hostile input '$name': exit $status (expected $expected)"
      tail -30 "$hostile/$name.err"
      hostile_ok=0
    fi
  }
  export NO_COLOR=1
  run_hostile log-dev-full 0 sh -c "printf '2\n3\n' | '$app' --log /dev/full --last-frame"
  run_hostile log-folder 66 "$app" --log "$hostile"
  run_hostile columns-max 0 sh -c "printf '2\n' | COLUMNS=9223372036854775807 '$app' --last-frame"
  run_hostile columns-1e9 0 sh -c "printf '2\n' | COLUMNS=1000000000 '$app' --last-frame"
  run_hostile crlf-script 0 "$app" --script "$hostile/crlf.txt" --last-frame
  run_hostile crlf-stdin 0 sh -c "printf '2\r\n19\r\n' | '$app' --last-frame"
  run_hostile catalog-pipe 0 bash -c "'$app' --catalog <(cat '$catalog') --last-frame </dev/null"
  run_hostile script-pipe 0 bash -c "'$app' --script <(cat '$hostile/crlf.txt') --last-frame"
  run_hostile catalog-folder 0 sh -c "'$app' --catalog '$hostile' --last-frame </dev/null"
  run_hostile catalog-deep 0 sh -c "'$app' --catalog '$hostile/deep.json' --last-frame </dev/null"
  run_hostile escape-argument 64 "$app" "$(printf -- '--x\033[2J\033]0;pwned\a')"
  # Issue #35's recordings: a gigabyte and a byte (sparse: no room taken) is refused as damaged.
  truncate -s $(((1 << 30) + 1)) "$hostile/large.jsonl"
  run_hostile recording-oversized-replay 65 "$app" --replay "$hostile/large.jsonl"
  run_hostile recording-oversized-export 65 "$app" --export-test "$hostile/large.jsonl"
  rm -f "$hostile/large.jsonl"
  unset NO_COLOR
  if ((hostile_ok)); then
    record PASS "address+leak sanitizer: hostile inputs" "$start"
  else
    record FAIL "address+leak sanitizer: hostile inputs" "$start"
  fi
  # Issue #35: crafted recordings (code and escapes in recorded text, "#️⃣" titles, numbers at
  # Int.max, JSON nested too deep) through --replay and --export-test under the sanitizers, and
  # every test exported type-checked against the modules of this build (SwiftRexTesting too).
  start=$(date +%s)
  if (cd "$root/App" && swift build --sanitize=address --scratch-path "$asan_scratch" --target SwiftRexTesting \
    >>"$work/asan-build.log" 2>&1) &&
    NO_COLOR=1 Scripts/reliability/exported-tests.sh "$app" "$asan_scratch/debug/Modules" "$work/exported-tests"; then
    record PASS "address+leak sanitizer: crafted recordings" "$start"
  else
    record FAIL "address+leak sanitizer: crafted recordings" "$start"
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
