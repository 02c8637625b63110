#!/usr/bin/env python3
"""Fails when a commit the branch adds has a subject longer than 72 characters.

`git log --oneline` is how the history is read; a subject that carries the whole reasoning makes it
unreadable, and the reasons belong in the body (CONTRIBUTING.md, "Commits"). The commits checked
are those since the newest tag reachable from HEAD (`git describe --tags --abbrev=0`), so each
release moves the baseline. A clone without tags falls back to BASELINE, the tip of main when the
rule was introduced: its history, whose subjects are longer, is never checked.

Skipped with a message, never failed: outside a git work tree, in a shallow clone (the baseline may
be missing, and its cut-off history would be checked as new), and when neither a tag nor BASELINE
is in the history.

A merge commit is held to the same limit unless its subject is git's own default ("Merge branch
'x'", "Merge branch 'x' into y", "Merge remote-tracking branch 'origin/x'", "Merge pull request
#N from …"), which depends on branch names rather than on what the author wrote.

Usage: check-commit-subjects.py [REPO_ROOT]
Length is counted in characters (Unicode code points), not bytes.
"""
import re
import subprocess
import sys

LIMIT = 72
BASELINE = "8b5426a27164207156dfe10b355683db6149ae51"
DEFAULT_MERGE = re.compile(
    r"^Merge (?:(?:remote-tracking )?branch(?:es)? '[^']*'(?:(?:, | and )'[^']*')*(?: of \S+)?(?: into \S+)?"
    r"|tag '[^']*'(?: into \S+)?"
    r"|pull request #\d+ from \S+)$"
)


def git(root, *arguments):
    result = subprocess.run(
        ["git", "-C", root, *arguments], capture_output=True, text=True, encoding="utf-8", errors="replace"
    )
    return result.returncode, result.stdout.strip()


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    status, inside = git(root, "rev-parse", "--is-inside-work-tree")
    if status != 0 or inside != "true":
        print("commit subjects: not a git work tree, not checked")
        return 0
    _, shallow = git(root, "rev-parse", "--is-shallow-repository")
    if shallow == "true":
        print("commit subjects: shallow clone, not checked (fetch the history to check them)")
        return 0
    status, tag = git(root, "describe", "--tags", "--abbrev=0")
    if status == 0 and tag:
        base, described = tag, f"since tag {tag}"
    elif git(root, "merge-base", "--is-ancestor", BASELINE, "HEAD")[0] == 0:
        base, described = BASELINE, f"since {BASELINE[:7]} (no tag yet)"
    else:
        print(f"commit subjects: no tag and no baseline commit {BASELINE[:7]} in the history, not checked")
        return 0
    status, log = git(root, "log", "--format=%h%x00%P%x00%s", f"{base}..HEAD")
    if status != 0:
        print(f"commit subjects: git log {base}..HEAD failed")
        return 1
    commits = [line.split("\x00", 2) for line in log.splitlines() if line]
    long = []
    for short, parents, subject in commits:
        if len(subject) <= LIMIT:
            continue
        if len(parents.split()) > 1 and DEFAULT_MERGE.match(subject):
            continue
        long.append((short, subject))
    for short, subject in long:
        print(f"{short}: subject of {len(subject)} characters (at most {LIMIT}): {subject[:LIMIT]}…")
    if long:
        print(
            f"commit subjects: {len(long)} of {len(commits)} commits {described} are too long; "
            "shorten them (git rebase -i, reword) and move the reasons into the body"
        )
        return 1
    print(f"commit subjects: {len(commits)} commits {described}, each at most {LIMIT} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
