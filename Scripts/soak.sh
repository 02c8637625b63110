#!/usr/bin/env bash
# Runs the whole suite (Scripts/test.sh) N times and reports every test that ever failed, with the
# number of runs it failed in: a test that fails by chance shows up here before it blocks a good
# change in CI. The first run builds; the others are incremental, so they are mostly test runs.
#
# With --load, release builds of Packages/Benchmarks loop in the background meanwhile (each from
# clean, in a scratch folder of their own that no other build uses), so the suite runs on a
# machine as busy as a shared CI runner. The loop is stopped and its folder removed when the soak
# ends, fails or is interrupted.
#
# Usage: Scripts/soak.sh N [--load] [package-folder ...]   (folders: as for Scripts/test.sh)
# Each run's output is kept in SOAK_DIR (default: a new temporary folder, named at the start),
# and every package's full output for the runs that failed.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

usage() {
  echo "usage: Scripts/soak.sh N [--load] [package-folder ...]   (N: how many runs of Scripts/test.sh)" >&2
  exit 64
}
runs=""
load=false
packages=()
for argument in "$@"; do
  case $argument in
    --load) load=true ;;
    -*) usage ;;
    *[!0-9]*) packages+=("$argument") ;;
    *) [[ -z $runs ]] && runs=$argument || usage ;;
  esac
done
[[ -n $runs ]] && ((runs > 0)) || usage

dir=${SOAK_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/swiftrex-soak.XXXXXX")}
mkdir -p "$dir"
echo "soak: $runs runs of Scripts/test.sh$($load && echo ', with the machine loaded'); logs in $dir"

# Stopping the suite or the load loop stops everything it started, by id: swift build puts its
# compiler jobs in process groups of their own, so neither a group nor a parent reaches them all.
suite_pid=""
load_pid=""
load_scratch=""
descendants() {
  local child
  for child in $(pgrep -P "$1"); do
    echo "$child"
    descendants "$child"
  done
}
stop_group() {
  local pids
  pids=$(descendants "$1")
  # shellcheck disable=SC2086 # one id a word
  kill -TERM "$1" $pids 2>/dev/null
  wait "$1" 2>/dev/null
}
clean_up() {
  [[ -z $suite_pid ]] || stop_group "$suite_pid"
  [[ -z $load_pid ]] || stop_group "$load_pid"
  if [[ -n $load_scratch ]]; then
    # SwiftPM also leaves lock files named after the scratch path in the temporary folder.
    rm -rf "$load_scratch" "${TMPDIR:-/tmp}/$(printf '%s' "$load_scratch" | tr / _)"_build*.lock
  fi
}
trap clean_up EXIT
# `wait` returns at once on these, so an interrupted soak stops without finishing the run.
trap 'exit 130' INT
trap 'exit 143' TERM

if $load; then
  load_scratch=$(mktemp -d "${TMPDIR:-/tmp}/swiftrex-soak-load.XXXXXX")
  (
    while :; do
      rm -rf "$load_scratch/build"
      swift build -c release --package-path "$root/Packages/Benchmarks" \
        --scratch-path "$load_scratch/build" >>"$load_scratch/load.log" 2>&1
    done
  ) &
  load_pid=$!
fi

declare -A failed_runs=()
declare -A first_detail=()
passed=0
failed=0
for ((run = 1; run <= runs; run++)); do
  start=$(date +%s)
  failures=$dir/failures-$run.tsv
  TEST_FAILURES_FILE=$failures TEST_LOG_DIR=$dir/run-$run Scripts/test.sh "${packages[@]}" >"$dir/run-$run.log" 2>&1 &
  suite_pid=$!
  wait "$suite_pid"
  status=$?
  suite_pid=""
  seconds=$(($(date +%s) - start))
  if ((status == 0)); then
    passed=$((passed + 1))
    rm -rf "$dir/run-$run"
    echo "run $run/$runs: PASS (${seconds}s)"
    continue
  fi
  failed=$((failed + 1))
  echo "run $run/$runs: FAIL (${seconds}s), logs in $dir/run-$run"
  [[ -s $failures ]] || printf '(unknown)\tfailed\t(unknown)\ttest.sh failed without a failures list: see run-%s.log\n' "$run" >"$failures"
  # A test counts once per run, however many lines it has.
  declare -A seen=()
  while IFS=$'\t' read -r package kind test detail; do
    key="$package"$'\t'"$kind"$'\t'"$test"
    echo "    $package: $([[ $kind == failed ]] || echo "$kind ")$test: $detail"
    [[ -n ${seen[$key]:-} ]] && continue
    seen[$key]=1
    failed_runs[$key]=$((${failed_runs[$key]:-0} + 1))
    [[ -n ${first_detail[$key]:-} ]] || first_detail[$key]=$detail
  done <"$failures"
  unset seen
done

echo
echo "soak summary: $runs runs$($load && echo ' under load'): $passed passed, $failed failed"
if ((${#failed_runs[@]} == 0)); then
  echo "no test failed"
else
  echo "tests that failed (runs failed / runs):"
  for key in "${!failed_runs[@]}"; do
    IFS=$'\t' read -r package kind test <<<"$key"
    printf '  %3s/%s  %s: %s%s — %s\n' "${failed_runs[$key]}" "$runs" "$package" \
      "$([[ $kind == failed ]] || echo "$kind ")" "$test" "${first_detail[$key]}"
  done | sort -rn
fi
((failed == 0))
