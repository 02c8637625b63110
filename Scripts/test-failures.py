#!/usr/bin/env python3
"""Names the tests that failed in the output of one `swift test`, for Scripts/test.sh's summary.

`swift test` runs XCTest, then Swift Testing, and their output differs:

- XCTest: `Test Case 'Class.test' started`, then `File.swift:12: error: Class.test : XCTAssert…
  failed…` for each failure and `Test Case 'Class.test' failed (…)` (on Darwin the name reads
  `-[Module.Class test]`);
- Swift Testing: `◇ Test foo() started.`, then `✘ Test foo() recorded an issue at File.swift:12:5:
  Expectation failed: …` for each issue and `✘ Test foo() failed after …`. Only the display name
  is printed (no suite), so the issue's file says where the test is.

A test process that dies (a fatalError, a signal) ends in `error: … exited with unexpected signal
code N` or with no closing line at all. Then the test that crashed is the one among those started and
not finished whose function shows in the crashed thread's backtrace, else the last one started:
Swift Testing runs tests in parallel, so several may be unfinished and the last `started` line can
name a bystander. Tests that recorded issues before the crash are listed as failed too.
When nothing ran at all, the first compiler error is the reason.

Usage: test-failures.py LOG [PACKAGE]
Prints one line per failure: PACKAGE, kind (failed, crashed or build), test, detail, tab-separated.
"""
import re
import sys

XCTEST_STARTED = re.compile(r"Test Case '(.+?)' started")
XCTEST_ENDED = re.compile(r"Test Case '(.+?)' (passed|failed|skipped)")
XCTEST_ERROR = re.compile(r"^(.*?:\d+): error: (-\[.+?\]|\S+) : (.*)$")
XCTEST_SUITE_STARTED = re.compile(r"^Test Suite '(.+?)' started")
XCTEST_SUITE_ENDED = re.compile(r"^Test Suite '(.+?)' (passed|failed)")
# A name is `foo()`, `foo(n:)` or a quoted display name, which may hold spaces.
TESTING_NAME = r'(?:Test|Suite) ("[^"]*"|\S+)'
TESTING_STARTED = re.compile(r"^◇ " + TESTING_NAME + r" started\.")
TESTING_ENDED = re.compile(r"^[✔✘━↪] " + TESTING_NAME + r"(?: with \d+ test cases?)? (?:passed|failed|skipped)")
TESTING_ISSUE = re.compile(r"^✘ " + TESTING_NAME + r" recorded an issue(?: with .*?)?(?: at (\S+:\d+:\d+))?: (.*)$")
TESTING_RUN_STARTED = re.compile(r"^◇ Test run started\.")
TESTING_RUN_ENDED = re.compile(r"^[✔✘━] Test run with .* (?:passed|failed) after")
SIGNAL = re.compile(r"(?:e|E)xited with (?:unexpected )?signal code (\d+)")
CRASH_REASON = re.compile(r"(Fatal error: .*|Precondition failed: .*|Assertion failed: .*|\*\*\* Program crashed: .*\*\*\*)")
CRASHED_THREAD = re.compile(r"^Thread \d+ .*crashed:$")
BUILD_ERROR = re.compile(r"^(\S+:\d+:\d+: error: .*|error: .*)$")


class Phase:
    """One runner's run: the tests it started and has not finished, in order, and whether it closed."""

    def __init__(self, name):
        self.name = name
        self.running = []
        self.began = False
        self.closed = False
        self.crashed = False

    def start(self, test):
        if test in self.running:
            self.running.remove(test)
        self.running.append(test)

    def end(self, test):
        if test in self.running:
            self.running.remove(test)

    def crashed_test(self, backtrace):
        """The unfinished test whose function is in `backtrace`, else the last one started."""
        for test in reversed(self.running):
            function = test.split("(")[0].split(".")[-1].split(" ")[-1].strip("[]-\"")
            if function and re.search(r"[.\s]" + re.escape(function) + r"\(", backtrace):
                return test
        return self.running[-1] if self.running else None


def parse(lines):
    """Returns (kind, test, detail) for every failure in `lines`, in the order they showed."""
    failures = {}  # (kind, test) -> detail; dicts keep insertion order
    xctest, testing = Phase("XCTest"), Phase("Swift Testing")
    top_suite = None
    reason = None
    backtrace = []
    in_backtrace = False
    build_errors = []
    current = xctest

    def crash(phase, how):
        phase.crashed = True
        test = phase.crashed_test("\n".join(backtrace)) or "(no test had started)"
        detail = how + (": " + reason if reason else "")
        failures.setdefault(("crashed", test), detail)

    for raw in lines:
        line = raw.rstrip("\n").rstrip("\r")
        if CRASHED_THREAD.match(line):
            in_backtrace = True
        elif in_backtrace and not line.strip():
            in_backtrace = False
        if in_backtrace:
            backtrace.append(line)
        signal = SIGNAL.search(line)
        if signal:
            crash(current, "signal " + signal.group(1))
            current.closed = True
        found = CRASH_REASON.search(line)
        if found and reason is None:
            reason = found.group(1)
        if TESTING_RUN_STARTED.match(line):
            current = testing
            testing.began = True
            reason = None
            backtrace = []
            continue
        if TESTING_RUN_ENDED.match(line):
            testing.closed = True
            continue
        match = XCTEST_SUITE_STARTED.match(line)
        if match:
            xctest.began = True
            top_suite = top_suite or match.group(1)
            continue
        match = XCTEST_SUITE_ENDED.match(line)
        if match:
            if match.group(1) == top_suite:
                xctest.closed = True
            continue
        match = XCTEST_STARTED.search(line)
        if match:
            xctest.start(match.group(1))
            continue
        match = XCTEST_ENDED.search(line)
        if match:
            xctest.end(match.group(1))
            if match.group(2) == "failed":
                failures.setdefault(("failed", match.group(1)), "failed")
            continue
        match = XCTEST_ERROR.match(line)
        if match:
            detail = match.group(1) + ": " + match.group(3)
            key = ("failed", match.group(2))
            if failures.get(key, "failed") == "failed":
                failures.pop(key, None)
                failures[key] = detail
            continue
        match = TESTING_ISSUE.match(line)
        if match:
            test, location, message = match.groups()
            detail = (location + ": " if location else "") + message
            failures.setdefault(("failed", test), detail)
            continue
        match = TESTING_STARTED.match(line)
        if match:
            testing.start(match.group(1))
            continue
        match = TESTING_ENDED.match(line)
        if match:
            testing.end(match.group(1))
            continue
        match = BUILD_ERROR.match(line)
        if match:
            build_errors.append(match.group(1))

    for phase in (xctest, testing):
        if phase.began and not phase.closed and not phase.crashed:
            crash(phase, "no result line from " + phase.name)
    if not failures and not xctest.began and not testing.began and build_errors:
        failures[("build", "(build)")] = build_errors[0]
    return [(kind, test, detail) for (kind, test), detail in failures.items()]


def printable(text):
    """`text` with control characters (a failed expectation on terminal output holds escape
    sequences) spelled out, so that printing a summary cannot switch the terminal's screen."""
    return re.sub(r"[\x00-\x1f\x7f]", lambda found: "\\x%02x" % ord(found.group()), text)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    package = sys.argv[2] if len(sys.argv) == 3 else "."
    with open(sys.argv[1], encoding="utf-8", errors="replace") as log:
        for kind, test, detail in parse(log):
            print("\t".join((package, kind, printable(test), printable(detail))))


if __name__ == "__main__":
    main()
