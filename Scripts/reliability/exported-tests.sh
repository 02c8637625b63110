#!/usr/bin/env bash
# Feeds crafted recordings to the app's --replay and --export-test, and compiles what the export
# writes. The recordings are made from Tests/RecordedSessionTests/Fixtures/session.jsonl by
# craft-recordings.py: text aimed at the exported test's comments and literals and at the terminal,
# numbers at the edge of their types, JSON nested too deep, plus MIXED random mixes of the texts
# (seed EXPORT_SEED, by default the day of the year: printed, so a failure can be made again).
# Each run must end with the status expected.tsv names and no sanitizer report; each export
# must hold no raw control text and be the same code as the source's export once comments and
# literals are set aside (check-export.py); and every export must type-check against MODULES.
# Usage: Scripts/reliability/exported-tests.sh APP MODULES WORK [MIXED]   (MIXED default 40)
# APP: a built swiftrex (the AddressSanitizer one in Scripts/reliability.sh); MODULES: the build's
# Modules folder, holding AppCore and SwiftRexTesting; WORK: a folder for the files made.
set -uo pipefail
cd "$(dirname "$0")/../.."
if (($# < 3)); then
  sed -n '2,12s/^# \{0,1\}//p' "$0" >&2
  exit 2
fi
app=$1
modules=$2
work=$3
mixed=${4:-40}
seed=${EXPORT_SEED:-$((10#$(date +%j)))}
source_recording=Tests/RecordedSessionTests/Fixtures/session.jsonl
rm -rf "$work" && mkdir -p "$work/crafted" "$work/exports"
echo "==> crafting recordings (seed $seed, $mixed mixed)"
python3 Scripts/reliability/craft-recordings.py "$source_recording" "$work/crafted" "$seed" "$mixed" || exit 1
failures=0
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}
sanitizer_report() { grep -q 'ERROR: \(Address\|Leak\)Sanitizer' "$1"; }

# The source's own export: the code every text-only variant must match.
if ! "$app" --export-test "$source_recording" >"$work/baseline.swift" 2>"$work/baseline.err"; then
  cat "$work/baseline.err"
  exit 1
fi
same=()
exports=("$work/baseline.swift")
while IFS=$'\t' read -r name replay export code; do
  recording=$work/crafted/$name.jsonl
  "$app" --replay "$recording" >"$work/crafted/$name.replay.out" 2>"$work/crafted/$name.replay.err" </dev/null
  status=$?
  ((status == replay)) || fail "$name: --replay exited $status, expected $replay: $(head -c 300 "$work/crafted/$name.replay.err")"
  sanitizer_report "$work/crafted/$name.replay.err" && fail "$name: sanitizer report in --replay"
  # Named after the recording, each export declares its own test: all compile as one module.
  output=$work/exports/$name.swift
  "$app" --export-test "$recording" >"$output" 2>"$work/crafted/$name.export.err" </dev/null
  status=$?
  ((status == export)) || fail "$name: --export-test exited $status, expected $export: $(head -c 300 "$work/crafted/$name.export.err")"
  sanitizer_report "$work/crafted/$name.export.err" && fail "$name: sanitizer report in --export-test"
  # The replay's frame and what the app says about a recording reach a terminal: no escape may
  # be in them.
  if LC_ALL=C grep -qP '[\x01-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]' "$work/crafted/$name".replay.{out,err} \
    "$work/crafted/$name.export.err"; then
    fail "$name: a control character in the replay's frame or a message"
  fi
  # A refusal is one line: recorded text quoted in it cannot add a line of its own.
  for verb in replay export; do
    if (($(wc -l <"$work/crafted/$name.$verb.err") > 1)); then
      fail "$name: --$verb said more than one line: $(head -c 300 "$work/crafted/$name.$verb.err")"
    fi
  done
  if ((status == 0)); then
    exports+=("$output")
    [[ $code == same ]] && same+=("$output")
  else
    rm -f "$output"
  fi
done <"$work/crafted/expected.tsv"

echo "==> checking ${#same[@]} exports of changed text against the source's"
python3 Scripts/reliability/check-export.py "$work/baseline.swift" "${same[@]}" || fail "recorded text escaped its comment or literal"

echo "==> type-checking ${#exports[@]} exported tests"
if ! swiftc -typecheck -wmo -swift-version 6 -I "$modules" -module-name ExportedTests "${exports[@]}" \
  >"$work/typecheck.log" 2>&1; then
  grep -aE '^/.*error:' "$work/typecheck.log" | head -20
  fail "exported tests that do not compile (all of it in $work/typecheck.log)"
fi
echo "exported tests: $failures problem(s), files in $work"
((failures == 0))
