#!/usr/bin/env bash
# Builds the library modules and extracts their public symbol graphs into "$1" (one folder per
# module), for Scripts/docs.sh and Scripts/lint.sh. The graphs are extracted from the built
# .swiftmodule files with `swift symbolgraph-extract` rather than emitted while compiling
# (`-emit-symbol-graph`): only the extracted graphs hold the members that macros generate
# (@Feature, @Prisms, @Lenses…), and those must be documented and published too.
# The build reuses DOCS_SCRATCH (default .build-docs/, gitignored), so a second run is incremental.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: Scripts/symbol-graphs.sh OUTPUT_DIR}
scratch=${DOCS_SCRATCH:-$PWD/.build-docs}
# Every module whose public symbols are checked; the first four groups are also published by docs.sh.
modules=(FP IdentifiedCollections SwiftRex SwiftRexSwiftConcurrency SwiftRexPersistence SwiftRexRecording SwiftRexSharing
  TextUI TextUITesting
  SwiftRexArchitecture SwiftRexTesting CounterFeature HeroDetailsFeature LibraryFeature AppCore)
# Building these targets from the workspace root builds every module above (each pulls in its
# dependencies), sharing one scratch folder.
for target in SwiftRexArchitecture SwiftRexTesting SwiftRexSwiftConcurrency SwiftRexPersistence SwiftRexRecording SwiftRexSharing \
  TextUITesting CounterFeature HeroDetailsFeature LibraryFeature AppCore; do
  swift build --scratch-path "$scratch" --target "$target" -q
done
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
modules_dir=$(swift build --scratch-path "$scratch" --show-bin-path)/Modules
rm -rf "$out"
for module in "${modules[@]}"; do
  mkdir -p "$out/$module"
  swift symbolgraph-extract -module-name "$module" -I "$modules_dir" -target "$triple" \
    -minimum-access-level public -output-dir "$out/$module"
done
