#!/usr/bin/env bash
# Runs every package's tests, then the root integration tests, from nothing prebuilt.
# Prints one summary line per package with its time and exits non-zero if any failed.
# Usage: Scripts/test.sh [package-folder ...]   (default: every package, in dependency order)
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

summary=()
passed=0
failed=0
for p in "${packages[@]}"; do
  echo "==> swift test in $p"
  start=$(date +%s)
  if (cd "$root/$p" && swift test); then
    status=PASS
    passed=$((passed + 1))
  else
    status=FAIL
    failed=$((failed + 1))
  fi
  summary+=("$(printf '%-4s %-34s %5ss' "$status" "$p" "$(($(date +%s) - start))")")
done

echo
echo "Summary (per package):"
printf '  %s\n' "${summary[@]}"
echo "packages: $passed passed, $failed failed"
((failed == 0))
