#!/usr/bin/env bash
# Builds the DocC archives of the library modules with the toolchain's `docc` into docs-build/
# (gitignored) and fails on any DocC warning — a broken symbol link, a missing article, a
# malformed directive — and on any article code block that differs from the compiled snippet it
# was taken from (Scripts/check-doc-snippets.py).
#
#   Scripts/docs.sh                 # docs-build/<Module>.doccarchive for each catalog
#   DOCS_SCRATCH=/tmp/x Scripts/docs.sh   # build in another scratch folder (default .build-docs/)
#   DOCC=/path/to/docc Scripts/docs.sh    # another docc (default: the one next to swiftc)
#
# No plugin is used (swift-docc-plugin is not available offline): Scripts/symbol-graphs.sh builds
# the modules and extracts their symbol graphs, then `docc convert` joins each graph with its
# catalog. Serve docs-build/ with any static file server (`python3 -m http.server -d docs-build`)
# and open /<Module>.doccarchive/documentation/<module>/ (e.g. /SwiftRex.doccarchive/documentation/swiftrex/).
set -euo pipefail
cd "$(dirname "$0")/.."
docc=${DOCC:-$(dirname "$(readlink -f "$(command -v swiftc)")")/docc}
if [[ ! -x $docc ]]; then
  docc=$(command -v docc || true)
  [[ -n $docc ]] || { echo "docs: no docc next to swiftc or on PATH; set DOCC=/path/to/docc" >&2; exit 1; }
fi
python3 Scripts/check-doc-snippets.py .
graphs=${DOCS_SCRATCH:-$PWD/.build-docs}/symbol-graphs
Scripts/symbol-graphs.sh "$graphs"
mkdir -p docs-build
# module → catalog
catalogs=(
  "FP Packages/SwiftRex/Sources/FP/FP.docc"
  "IdentifiedCollections Packages/SwiftRex/Sources/IdentifiedCollections/IdentifiedCollections.docc"
  "SwiftRex Packages/SwiftRex/Sources/SwiftRex/SwiftRex.docc"
  "SwiftRexSwiftConcurrency Packages/SwiftRex/Sources/SwiftRexSwiftConcurrency/SwiftRexSwiftConcurrency.docc"
  "SwiftRexPersistence Packages/SwiftRex/Sources/SwiftRexPersistence/SwiftRexPersistence.docc"
  "SwiftRexRecording Packages/SwiftRex/Sources/SwiftRexRecording/SwiftRexRecording.docc"
  "SwiftRexSharing Packages/SwiftRex/Sources/SwiftRexSharing/SwiftRexSharing.docc"
  "TextUI Packages/TextUI/Sources/TextUI/TextUI.docc"
  "TextUITesting Packages/TextUI/Sources/TextUITesting/TextUITesting.docc"
  "SwiftRexArchitecture Packages/SwiftRexArchitecture/Sources/SwiftRexArchitecture/SwiftRexArchitecture.docc"
  "SwiftRexTesting Packages/SwiftRexTesting/Sources/SwiftRexTesting/SwiftRexTesting.docc"
)
for entry in "${catalogs[@]}"; do
  read -r module catalog <<<"$entry"
  rm -rf "docs-build/$module.doccarchive"
  "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.swiftrex.$module" \
    --output-dir "docs-build/$module.doccarchive" \
    --transform-for-static-hosting --hosting-base-path "$module.doccarchive" \
    --warnings-as-errors
done
echo "docs: ${#catalogs[@]} archives in docs-build/"
