#!/usr/bin/env bash
# Builds the benchmark suite in release mode (default flags: what users get) and runs it.
# Every argument is passed to the executable:
#   Scripts/bench.sh                  full run: table of ns/action, ratios to the raw baseline, targets
#   Scripts/bench.sh --quick          smoke run for CI: small counts, verifies every workload, no timing claims
#   Scripts/bench.sh --json           machine-readable results on standard output
#   Scripts/bench.sh --filter E1k,C   only those workloads (and the baselines they are compared with)
# The build includes the architecture layer (its macros), the app and the test store: J renders the
# app through TextUI, K measures TestStore.
# BENCH_SCRATCH_PATH sets the build folder (default: the package's own .build), so a run can stay
# clear of other builds on the same machine.
set -euo pipefail
cd "$(dirname "$0")/../Packages/Benchmarks"
scratch=(--scratch-path "${BENCH_SCRATCH_PATH:-.build}")
swift build -c release "${scratch[@]}" >&2
binary="$(swift build -c release "${scratch[@]}" --show-bin-path)/Benchmarks"
exec "$binary" "$@"
