#!/usr/bin/env bash
# Lints every Swift file the project tracks with the toolchain's swift-format and the checked-in
# .swift-format configuration, checks that each library source file holds one main type named
# after the file (Scripts/check-one-type-per-file.py), then checks that every public symbol of the
# libraries, the features and AppCore has a doc comment — including members macros generate, which swift-format cannot see
# (Scripts/check-doc-comments.py explains the rule and its exemptions), that the READMEs' package
# maps list every source folder (Scripts/check-package-maps.py), that every import of a project
# module is declared in its target's manifest (Scripts/check-imports.py), and that every commit since the
# last tag has a subject of at most 72 characters (Scripts/check-commit-subjects.py says which
# commits, and when it skips). Fails on any finding.
# `Scripts/lint.sh --fix` formats in place first. The doc check builds the modules in DOCS_SCRATCH
# (default .build-docs/, shared with Scripts/docs.sh), so runs after the first are incremental.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 Scripts/check-commit-subjects.py
python3 Scripts/check-package-maps.py
# Every import of a project module is declared by its target (Scripts/test.sh shares one scratch
# folder between packages, so an undeclared one could otherwise compile there).
python3 Scripts/check-imports.py
mapfile -t files < <(git ls-files '*.swift' 2>/dev/null || find . -name '*.swift' -not -path '*/.build/*')
if ((${#files[@]} == 0)); then
  echo "lint: no Swift files"
  exit 0
fi
if [[ ${1:-} == --fix ]]; then
  swift-format format --configuration .swift-format --in-place "${files[@]}"
fi
swift-format lint --configuration .swift-format --strict "${files[@]}"
echo "lint: ${#files[@]} files clean"
# One main type per file, named after it, in every library module.
python3 Scripts/check-one-type-per-file.py Packages/SwiftRex/Sources Packages/TextUI/Sources/TextUI Packages/TextUI/Sources/TextUITesting \
  Packages/SwiftRexArchitecture/Sources Packages/SwiftRexTesting/Sources
graphs=${DOCS_SCRATCH:-$PWD/.build-docs}/symbol-graphs
Scripts/symbol-graphs.sh "$graphs"
python3 Scripts/check-doc-comments.py "$graphs"
