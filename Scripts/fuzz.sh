#!/usr/bin/env bash
# Builds one libFuzzer harness (Fuzz/<TARGET>/main.swift compiled together with the library
# sources it exercises, under AddressSanitizer) and runs it for SECONDS on a copy of its checked-in
# seed corpus. Prints the number of executions; exits non-zero on a crash, leaving the crashing
# input in the work folder.
# Usage: Scripts/fuzz.sh TARGET SECONDS     TARGET: CommandParser | IdentifiedArray | CatalogDecoder
# Environment: FUZZ_WORK (default /tmp/swiftrex-fuzz) holds the build and the growing corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

if (($# != 2)) || ! [[ $2 =~ ^[0-9]+$ ]]; then
  echo "usage: Scripts/fuzz.sh TARGET SECONDS   (targets: $(ls Fuzz | tr '\n' ' '))" >&2
  exit 2
fi
target=$1
seconds=$2
harness=Fuzz/$target/main.swift
if [[ ! -f $harness ]]; then
  echo "no fuzz target '$target': expected $harness (targets: $(ls Fuzz | tr '\n' ' '))" >&2
  exit 2
fi

work=${FUZZ_WORK:-/tmp/swiftrex-fuzz}/$target
mkdir -p "$work/corpus" "$work/artifacts" "$work/src"

# The library sources each harness is compiled with (one module: no package build needed).
sources=()
case $target in
  CommandParser) sources=(Packages/SwiftRexArchitecture/Sources/TextUI/*.swift) ;;
  IdentifiedArray) sources=(Packages/SwiftRex/Sources/IdentifiedCollections/*.swift) ;;
  CatalogDecoder)
    # AppCore's catalog files import LibraryFeature for `Book`; here Book.swift is compiled into
    # the same module, so those imports are dropped from copies.
    for file in App/Sources/AppCore/Catalog.swift App/Sources/AppCore/CatalogError.swift \
      App/Sources/AppCore/CatalogLoader.swift Packages/Library/Sources/LibraryFeature/Book.swift; do
      sed '/^import LibraryFeature$/d' "$file" >"$work/src/$(basename "$file")"
    done
    sources=("$work"/src/*.swift)
    ;;
  *)
    echo "fuzz target '$target' has a harness but no source list in Scripts/fuzz.sh" >&2
    exit 2
    ;;
esac

echo "==> building $target fuzzer"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -use-ld=lld \
  -module-name "Fuzz$target" -module-cache-path "$work/module-cache" \
  "$harness" "${sources[@]}" -o "$work/fuzzer"

cp -n "$root/Fuzz/$target/corpus/"* "$work/corpus/" 2>/dev/null || true
echo "==> fuzzing $target for ${seconds}s"
log=$work/last-run.log
status=0
(cd "$work" && ./fuzzer -max_total_time="$seconds" -print_final_stats=1 -workers=1 -jobs=1 \
  -rss_limit_mb=2048 -max_len=4096 -artifact_prefix="$work/artifacts/" corpus) >"$log" 2>&1 || status=$?
grep -E '^(stat::|Done |#[0-9]+ +DONE)' "$log" || true
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
echo "$target: ${executions:-?} executions in ${seconds}s, exit status $status"
if ((status != 0)); then
  tail -40 "$log"
  echo "$target: CRASH — inputs in $work/artifacts, full log $log" >&2
fi
exit "$status"
