#!/usr/bin/env bash
# Checks Scripts/new-feature.sh end to end, in a temporary copy of the repository so the working
# tree is never touched: bad names are refused with exit status 2 and create nothing; `Demo` creates
# Packages/Demo and changes no other file; the generated Swift passes swift-format's strict lint
# and the doc-comment check; the package builds without a warning and its tests pass.
# The copy is removed on exit, whatever happened. Takes a few minutes: the package builds the core
# and architecture packages from nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d "${TMPDIR:-/tmp}/swiftrex-new-feature.XXXXXX")
# SwiftPM leaves an empty lock file per build folder in the temporary directory, named after the
# folder's path; those of this run's copy go with it, so repeated runs do not pile them up.
cleanup() {
  rm -rf "$work"
  rm -f "$(dirname "$work")/${work//\//_}_"*.lock
}
trap cleanup EXIT
# The copy in a folder of its own, so the logs and symbol graphs beside it are not part of it.
copy=$work/repo
mkdir "$copy"

fail() {
  echo "check-new-feature: $1" >&2
  exit 1
}

# The files git knows (tracked, and new ones not ignored, so uncommitted work is checked too);
# build folders are ignored, so they are not copied. Files deleted in the working tree are skipped.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' file; do [[ -e $file ]] && printf '%s\0' "$file"; done |
    tar --null -T - -cf - | tar -xf - -C "$copy"
else
  tar --exclude='.build' --exclude='.build-*' --exclude='.swiftpm' -cf - . | tar -xf - -C "$copy"
fi
cd "$copy"

# Every folder and file outside the new package, files with their checksums: compared after the
# run to prove the script wrote nowhere else (and left no staging folder behind).
snapshot() {
  find . -type d -not -path './Packages/Demo' -not -path './Packages/Demo/*' | sort
  find . -type f -not -path './Packages/Demo/*' -print0 | sort -z | xargs -0 cksum
}
before=$(snapshot)

echo "==> bad names are refused"
for bad in demo Counter 'A b' 9Lives Store; do
  status=0
  Scripts/new-feature.sh "$bad" >/dev/null 2>&1 || status=$?
  ((status == 2)) || fail "new-feature.sh '$bad' exited with $status, expected 2 (a usage error)"
done
status=0
Scripts/new-feature.sh >/dev/null 2>&1 || status=$?
((status == 2)) || fail "new-feature.sh with no argument exited with $status, expected 2"
[[ $(snapshot) == "$before" ]] || fail "a refused name changed files in the repository"

echo "==> Scripts/new-feature.sh Demo"
Scripts/new-feature.sh Demo
[[ $(snapshot) == "$before" ]] || fail "new-feature.sh changed files outside Packages/Demo"

echo "==> lint of the generated Swift"
mapfile -t generated < <(find Packages/Demo -name '*.swift' | sort)
swift-format lint --configuration .swift-format --strict "${generated[@]}"

echo "==> swift build in Packages/Demo"
cd Packages/Demo
log=$work/build.log
swift build 2>&1 | tee "$log"
if grep -q 'warning:' "$log"; then
  grep 'warning:' "$log" >&2
  fail "the generated package builds with warnings"
fi

echo "==> doc comments on the generated public symbols"
# The same check Scripts/lint.sh runs on the other features, on the built module's symbol graph
# (it holds what @Feature generates too).
graphs=$work/symbol-graphs
mkdir -p "$graphs"
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
swift symbolgraph-extract -module-name DemoFeature -I "$(swift build --show-bin-path)/Modules" \
  -target "$triple" -minimum-access-level public -output-dir "$graphs"
python3 "$copy/Scripts/check-doc-comments.py" "$graphs"

echo "==> swift test in Packages/Demo"
swift test 2>&1 | tee "$log"
if grep -q 'warning:' "$log"; then
  grep 'warning:' "$log" >&2
  fail "the generated tests build with warnings"
fi

echo "check-new-feature: the package Scripts/new-feature.sh makes builds cleanly and passes its tests"
