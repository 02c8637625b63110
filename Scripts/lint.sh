#!/usr/bin/env bash
# Lints every Swift file the project tracks with the toolchain's swift-format and the checked-in
# .swift-format configuration. Fails on any finding. `Scripts/lint.sh --fix` formats in place first.
set -euo pipefail
cd "$(dirname "$0")/.."
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
