#!/usr/bin/env bash
# Runs every package's tests, then the root integration tests.
# Prints one summary line per package with its time, under it the name and first failure line of
# every test that failed (or "crashed" and the last test started, when the test process died),
# and exits non-zero if any failed.
# Each package is still built and tested as its own root package (`swift test` inside its folder),
# but all of them share one scratch folder: a module several packages depend on (the core, TextUI,
# the architecture and its macros) is compiled by the first package that needs it and reused by
# the others, instead of being compiled again in every package's own .build (that was most of the
# suite's time). So the first package's time includes most of the build. A module compiled for
# one package is then visible to the next even if it did not declare it: Scripts/check-imports.py
# (run by Scripts/lint.sh) fails on such an import, and TEST_SCRATCH_PATH=own runs the old way.
# Usage: Scripts/test.sh [package-folder ...]   (default: every package, in dependency order)
# Environment: TEST_FAILURES_FILE=path  also writes the failures there, one a line, tab-separated
#                                       (package, failed|crashed|build, test, detail): Scripts/soak.sh
#                                       counts them across runs.
#              TEST_LOG_DIR=dir         keeps each package's full output there (default: a temporary
#                                       folder, removed at the end).
#              TEST_CONFIGURATION=release  builds and tests optimized, as users ship (testable
#                                       imports kept with -enable-testing), in .build-test-release/
#                                       unless TEST_SCRATCH_PATH says otherwise.
#              TEST_SCRATCH_PATH=dir    the shared build folder (default: .build-test/ at the root,
#                                       gitignored, so a second run is incremental). `own` builds each
#                                       package in its own .build instead, as `swift test` alone does.
#              TEST_DEBUG_INFO=1        builds with debug information (left out by default: see below).
#              TEST_ALONGSIDE="pkg ..." the packages built and tested beside the others, each in a
#                                       scratch folder of its own (default: Packages/TextUI, which
#                                       depends on no other; empty: every package in turn).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

if (($# > 0)); then
  packages=("$@")
else
  packages=()
  for p in Packages/SwiftRex Packages/TextUI Packages/SwiftRexArchitecture Packages/SwiftRexTesting \
    Packages/Counter Packages/HeroDetails Packages/Library App .; do
    [[ -f $p/Package.swift && -d $p/Tests ]] && packages+=("$p")
  done
fi

if [[ -n ${TEST_LOG_DIR:-} ]]; then
  logs=$TEST_LOG_DIR
  mkdir -p "$logs"
else
  logs=$(mktemp -d "${TMPDIR:-/tmp}/swiftrex-test.XXXXXX")
  remove_logs=1
fi
# A package still running beside the others (see TEST_ALONGSIDE) ends with the script.
cleanup() {
  local pid
  for pid in $(jobs -p); do
    pkill -P "$pid" 2>/dev/null
    kill "$pid" 2>/dev/null
  done
  [[ -z ${remove_logs:-} ]] || rm -rf "$logs"
}
trap cleanup EXIT
failures=$logs/failures.tsv
: >"$failures"
# No debug information: the suite never runs under a debugger, and test failures and crashes name
# their place from the source locations the code captures, not from DWARF. Writing and linking it
# took about a tenth of the CPU of one fresh build of the core package's tests (157 s against
# 142 s, on a busy machine). `TEST_DEBUG_INFO=1` keeps it (to debug a test).
configuration_args=()
[[ ${TEST_DEBUG_INFO:-0} == 1 ]] || configuration_args+=(-Xswiftc -gnone)
# The index store only serves SwiftPM's discovery of XCTest tests in our own test targets. By
# default the compiler also indexes every system module a target imports (Foundation, Dispatch,
# _Concurrency, …), and to index one that ships as a binary it first rebuilds it from its
# interface: on a fresh scratch folder that was about a seventh of the core package's build CPU
# (154 s against 133 s of user time), for an index the suite never reads.
configuration_args+=(-Xswiftc -index-ignore-system-modules)
default_scratch=$root/.build-test
case ${TEST_CONFIGURATION:-debug} in
  debug) ;;
  release)
    configuration_args+=(-c release -Xswiftc -enable-testing)
    default_scratch=$root/.build-test-release
    ;;
  *)
    echo "TEST_CONFIGURATION must be debug or release, not ${TEST_CONFIGURATION}" >&2
    exit 64
    ;;
esac
scratch=${TEST_SCRATCH_PATH:-$default_scratch}
if [[ $scratch == own ]]; then
  scratch_args=("${configuration_args[@]}")
else
  [[ $scratch == /* ]] || scratch=$root/$scratch
  scratch_args=(--scratch-path "$scratch" "${configuration_args[@]}")
fi

# Names a package's failed tests from its output, or says why it could not.
name_failures() {
  local log=$1 package=$2 before
  before=$(wc -l <"$failures")
  if command -v python3 >/dev/null; then
    python3 "$root/Scripts/test-failures.py" "$log" "$package" >>"$failures"
  fi
  if (($(wc -l <"$failures") == before)); then
    printf '%s\tfailed\t(unknown)\tno failing test named in the output: read the log above\n' "$package" >>"$failures"
  fi
}

# Suites run in a process of their own, from the test binary their package's run built, beside
# the packages after it (see run_isolated):
# - suites that hold the main actor for seconds at a time (effect trees tens of thousands of levels
#   deep, built, run and released synchronously), so they cannot starve the tests that wait on the
#   main actor with a time limit. DeepEffectTests sizes its trees to overflow the main thread's
#   stack if walked recursively: run with a 1 MiB stack (isolated_stack_kib), 20,000 levels prove
#   that, in a fifth of the time the 100,000 levels an 8 MiB stack needs take;
# - suites that measure the process's resident size, which other suites would make noisy; the run
#   names the suite in SWIFTREX_SUITE_ALONE, so it can hold itself to a tighter bound.
declare -A isolated_suites=(
  [Packages/SwiftRex]="DeepEffectTests"
  [App]="MemoryStabilityTests"
)
declare -A isolated_stack_kib=(
  [Packages/SwiftRex]=1024
)

# Runs package $1's tests in its folder with the scratch arguments that follow, but for the suite
# named in isolated_suites, which run_isolated runs afterwards.
run_package() {
  local p=$1 dir isolated
  shift
  [[ $p == /* ]] && dir=$p || dir=$root/$p
  isolated=${isolated_suites[$p]:-}
  (cd "$dir" && swift test "$@" ${isolated:+--skip "$isolated"})
}

# Runs package $1's isolated suite (see isolated_suites) in a process of its own, from the test
# binary run_package built: SwiftPM holds a lock on its scratch folder for the whole of a
# `swift test`, so running the binary itself lets the next package build meanwhile. $2 is the
# folder the binary is in.
run_isolated() {
  local p=$1 bin=$2 dir name
  [[ $p == /* ]] && dir=$p || dir=$root/$p
  name=$(sed -n '/Package(/,/name:/s/.*name: *"\([^"]*\)".*/\1/p' "$dir/Package.swift" | head -1)
  (cd "$dir" && ulimit -s "${isolated_stack_kib[$p]:-$(ulimit -s)}" &&
    NO_COLOR=1 SWIFTREX_SUITE_ALONE=${isolated_suites[$p]} \
      "$bin/${name}PackageTests.xctest" --testing-library swift-testing --filter "${isolated_suites[$p]}")
}

log_of() { printf '%s/%s.log' "$logs" "$(printf '%s' "$1" | tr -c 'A-Za-z0-9' '_')"; }

# TextUI depends on no other package, so it need not wait for the core: it is built and tested
# beside the packages before it, in a scratch folder of its own (SwiftPM lets one build at a time
# use a scratch folder), and reported in its turn. The core's build leaves much of the second core
# idle (its jobs wait on the module-cache lock while SwiftSyntax's interfaces are compiled, and on
# one another), and so does running tests; the cost is compiling TextUI's library twice.
# TEST_ALONGSIDE= (empty) runs every package in turn; it lists the packages to run beside.
alongside=()
if [[ $scratch != own ]] && ((${#packages[@]} > 1)); then
  for p in ${TEST_ALONGSIDE-Packages/TextUI}; do
    for q in "${packages[@]}"; do [[ $q == "$p" ]] && alongside+=("$p"); done
  done
fi
declare -A alongside_pid=() alongside_start=()
for p in "${alongside[@]}"; do
  alongside_start[$p]=$(date +%s)
  (
    args=(--scratch-path "$scratch-$(basename "$p")" "${configuration_args[@]}")
    run_package "$p" "${args[@]}" &&
      { [[ -z ${isolated_suites[$p]:-} ]] || run_isolated "$p" "$(cd "$root/$p" && swift build "${args[@]}" --show-bin-path)"; }
    code=$?
    date +%s >"$(log_of "$p").end"
    exit $code
  ) >"$(log_of "$p")" 2>&1 &
  alongside_pid[$p]=$!
done

# An isolated suite runs beside the packages after its own: started once its package passed,
# reported with it at the end.
declare -A code_of=() time_of=() isolated_pid=() isolated_start=()
for p in "${packages[@]}"; do
  log=$(log_of "$p")
  if [[ -n ${alongside_pid[$p]:-} ]]; then
    echo "==> swift test in $p (ran beside the packages before it)"
    start=${alongside_start[$p]}
    wait "${alongside_pid[$p]}"
    code=$?
    cat "$log"
    end=$(cat "$log.end" 2>/dev/null || date +%s)
  else
    echo "==> swift test in $p"
    start=$(date +%s)
    # Both streams go through tee, so the closing lines of `swift test` still reach the console.
    run_package "$p" "${scratch_args[@]}" 2>&1 | tee "$log"
    code=${PIPESTATUS[0]}
    end=$(date +%s)
    if ((code == 0)) && [[ -n ${isolated_suites[$p]:-} ]]; then
      [[ $p == /* ]] && dir=$p || dir=$root/$p
      bin=$(cd "$dir" && swift build "${scratch_args[@]}" --show-bin-path)
      isolated_start[$p]=$(date +%s)
      (
        run_isolated "$p" "$bin"
        code=$?
        date +%s >"$log.isolated.end"
        exit $code
      ) >"$log.isolated" 2>&1 &
      isolated_pid[$p]=$!
    fi
  fi
  code_of[$p]=$code
  time_of[$p]=$((end - start))
done

summary=()
passed=0
failed=0
for p in "${packages[@]}"; do
  log=$(log_of "$p")
  code=${code_of[$p]}
  if [[ -n ${isolated_pid[$p]:-} ]]; then
    echo "==> ${isolated_suites[$p]} of $p, in a process of its own (ran beside the packages after it)"
    wait "${isolated_pid[$p]}"
    code=$?
    tee -a "$log" <"$log.isolated"
    end=$(cat "$log.isolated.end" 2>/dev/null || date +%s)
    time_of[$p]="${time_of[$p]}+$((end - isolated_start[$p]))"
  fi
  if ((code == 0)); then
    status=PASS
    passed=$((passed + 1))
  else
    status=FAIL
    failed=$((failed + 1))
    name_failures "$log" "$p"
  fi
  summary+=("$(printf '%-4s %-34s %5ss' "$status" "$p" "${time_of[$p]}")")
  while IFS=$'\t' read -r package kind test detail; do
    [[ $package == "$p" ]] || continue
    case $kind in
      crashed) summary+=("     ✘ crashed in $test: $detail") ;;
      build) summary+=("     ✘ build failed: $detail") ;;
      *) summary+=("     ✘ $test: $detail") ;;
    esac
  done <"$failures"
done

echo
echo "Summary (per package):"
printf '  %s\n' "${summary[@]}"
echo "packages: $passed passed, $failed failed"
if [[ -n ${TEST_FAILURES_FILE:-} ]]; then cp "$failures" "$TEST_FAILURES_FILE"; fi
((failed == 0))
