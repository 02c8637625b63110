#!/usr/bin/env bash
# Tests Scripts/check-commit-subjects.py on throwaway clones of this repository, so the real
# baseline commit and its long-subject history are what is checked: a clone with no tag passes on
# the old history and fails on a new long subject; a tag moves the baseline past it; git's default
# merge subject passes however long the branch names are, a merge with a written-out long subject
# does not; a shallow clone and a history without the baseline are skipped with exit status 0.
# Nothing outside a temporary folder is touched. Usage: Scripts/check-commit-subjects-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
check=$repo/Scripts/check-commit-subjects.py
work=$(mktemp -d "${TMPDIR:-/tmp}/swiftrex-subjects.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0
long=$(printf 'Make a subject that says everything at once, the reasons included, so it %s' 'runs far past 72')

# expect STATUS PATTERN LABEL -- runs the check in $clone, compares exit status and output.
expect() {
  local want=$1 pattern=$2 label=$3 output status=0
  output=$(python3 "$check" "$clone" 2>&1) || status=$?
  if [[ $status -eq $want && $output == *$pattern* ]]; then
    echo "ok   $label"
  else
    echo "FAIL $label: exit $status (expected $want), output: $output"
    failures=$((failures + 1))
  fi
}
commit() {
  git -C "$clone" -c user.name=t -c user.email=t@example.invalid commit -q --allow-empty -m "$1" "${@:2}"
}

clone=$work/full
git clone -q --no-local "$repo" "$clone"
git -C "$clone" tag -l | xargs -r git -C "$clone" tag -d >/dev/null
expect 0 "(no tag yet)" "no tag: the history before the baseline is not checked"
commit "Add a short subject"
expect 0 "each at most 72" "no tag: a short subject passes"
commit "$long"
expect 1 "too long" "no tag: a subject of ${#long} characters fails"
git -C "$clone" tag -a 9.9.9 -m "test tag"
expect 0 "since tag 9.9.9" "a tag after the long commit moves the baseline past it"

git -C "$clone" checkout -q -b a-branch-whose-name-alone-is-long-enough-to-pass-the-limit
commit "Work on the branch"
git -C "$clone" checkout -q -
commit "Work on main meanwhile"
git -C "$clone" -c user.name=t -c user.email=t@example.invalid merge -q --no-ff --no-edit \
  a-branch-whose-name-alone-is-long-enough-to-pass-the-limit
expect 0 "each at most 72" "git's default merge subject passes, even past 72 characters"
git -C "$clone" checkout -q -b another-branch
commit "More work"
git -C "$clone" checkout -q -
commit "And on main"
git -C "$clone" -c user.name=t -c user.email=t@example.invalid merge -q --no-ff -m "$long" another-branch
expect 1 "too long" "a merge with a written-out long subject fails"

clone=$work/shallow
git clone -q --depth 1 "file://$repo" "$clone"
expect 0 "shallow clone" "a shallow clone is skipped"

clone=$work/unrelated
git init -q "$clone"
commit "$long"
expect 0 "not checked" "a history without the baseline or a tag is skipped"

clone=$work/not-a-repo
mkdir -p "$clone"
expect 0 "not a git work tree" "outside a repository it is skipped"

((failures == 0)) && echo "check-commit-subjects: all cases pass" || {
  echo "check-commit-subjects: $failures case(s) failed"
  exit 1
}
