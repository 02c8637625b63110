#!/usr/bin/env bash
# Builds one libFuzzer harness (Fuzz/<TARGET>/main.swift, linked against the library modules it
# exercises, all under AddressSanitizer) and runs it for SECONDS on a copy of its checked-in
# seed corpus. Prints the number of executions; exits non-zero on a crash, leaving the crashing
# input in the work folder.
# Usage: Scripts/fuzz.sh TARGET SECONDS     TARGET: CommandParser | IdentifiedArray | CatalogDecoder | KeyDecoder | Layout |
#                                                   RecordingParser
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
mkdir -p "$work/corpus" "$work/artifacts"

# Each harness imports the library modules it exercises, compiled here from the packages' own
# source folders, unmodified, with coverage and AddressSanitizer (no package build: SwiftPM's
# executables bring their own `main`, which libFuzzer's must replace, and the macro plugins must
# not be instrumented). `-enable-testing` lets a harness reach internals with `@testable import`.
modules_dir=$work/modules
mkdir -p "$modules_dir"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -package-name SwiftRexFuzz
  -module-cache-path "$work/module-cache")
build_module() { # NAME SOURCE_FOLDER [FILE_LEFT_OUT]
  local name=$1 folder=$2 left_out=${3:-} sources
  # `! -name /` matches every file: no file is called "/".
  mapfile -t sources < <(find "$folder" -name '*.swift' ! -name "${left_out:-/}" | sort)
  echo "==> building module $name (${#sources[@]} files from $folder)"
  swiftc "${flags[@]}" -enable-testing -module-name "$name" -I "$modules_dir" \
    -emit-module -emit-module-path "$modules_dir/$name.swiftmodule" \
    -emit-library -static -o "$modules_dir/lib$name.a" "${sources[@]}"
}
case $target in
  CommandParser) modules=("TextUI Packages/TextUI/Sources/TextUI") ;;
  IdentifiedArray) modules=("IdentifiedCollections Packages/SwiftRex/Sources/IdentifiedCollections") ;;
  CatalogDecoder) modules=("LibraryModel Packages/Library/Sources/LibraryModel" "AppCatalog App/Sources/AppCatalog") ;;
  KeyDecoder) modules=("TextUI Packages/TextUI/Sources/TextUI") ;;
  Layout) modules=("TextUI Packages/TextUI/Sources/TextUI") ;;
  RecordingParser)
    # FP's Macros.swift only declares the macros, whose plugin this build has none of (each
    # declaration would warn); nothing compiled here uses them, and a use would fail the build.
    modules=("FP Packages/SwiftRex/Sources/FP Macros.swift" "IdentifiedCollections Packages/SwiftRex/Sources/IdentifiedCollections"
      "SwiftRex Packages/SwiftRex/Sources/SwiftRex" "SwiftRexPersistence Packages/SwiftRex/Sources/SwiftRexPersistence"
      "SwiftRexSharing Packages/SwiftRex/Sources/SwiftRexSharing" "SwiftRexRecording Packages/SwiftRex/Sources/SwiftRexRecording")
    ;;
  *)
    echo "fuzz target '$target' has a harness but no module list in Scripts/fuzz.sh" >&2
    exit 2
    ;;
esac
libraries=()
for entry in "${modules[@]}"; do
  read -r name folder left_out <<<"$entry"
  build_module "$name" "$folder" "$left_out"
  libraries+=("-l$name")
done

echo "==> building $target fuzzer"
swiftc "${flags[@]}" -use-ld=lld -module-name "Fuzz$target" -I "$modules_dir" -L "$modules_dir" \
  "$harness" "${libraries[@]}" -o "$work/fuzzer"

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
