#!/usr/bin/env python3
"""Checks that recorded text in an exported test stayed text.

Usage: check-export.py BASELINE.swift EXPORT.swift...

BASELINE is the export of the recording the crafted ones were made from; each crafted recording
changes only text (sources, titles, names), never what happened. So each EXPORT must be the same
program as BASELINE once comments and string literals are set aside: if recorded text ended a
comment or a literal, or opened an interpolation, the code left over differs. Each EXPORT must
also hold no control character but the line break, no line or paragraph separator and no
bidirectional control: nothing that a compiler or a terminal the file is printed to would read
as anything but text. Prints one line per problem; exits 1 if there was any.
"""

import re
import sys
import unicodedata

BIDI_CONTROLS = {0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)}


def unsafe(character):
    if character == "\n":
        return False
    return unicodedata.category(character) in ("Cc", "Zl", "Zp") or ord(character) in BIDI_CONTROLS


def skeleton(text):
    """The code of `text` with comments dropped and each string literal as `"S"`, or a problem."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if text.startswith("/*", i):
            return None, f"a block comment at offset {i}: the export writes none"
        match = re.compile(r'(#*)"').match(text, i)
        if match and (match.group(1) or text[i] == '"'):
            hashes = match.group(1)
            if text.startswith('"""', i + len(hashes)):
                return None, f"a multi-line literal at offset {i}: the export writes none"
            j = match.end()
            closing = '"' + hashes
            escape = "\\" + hashes
            while True:
                if j >= n or text[j] == "\n":
                    return None, f"a string literal opened at offset {i} does not end on its line"
                if text.startswith(escape, j):
                    after = text[j + len(escape) : j + len(escape) + 1]
                    if after == "(":
                        return None, f"an interpolation in the literal at offset {i}"
                    j += len(escape) + 1
                    continue
                if text.startswith(closing, j):
                    j += len(closing)
                    break
                j += 1
            out.append('"S"')
            i = j
            continue
        out.append(text[i])
        i += 1
    code = "".join(out)
    # Each crafted recording has its own file name, so its own test name.
    return re.sub(r"func recorded\w*\(", "func recorded(", code), None


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as file:
        baseline, problem = skeleton(file.read())
    if problem:
        sys.exit(f"{sys.argv[1]}: {problem}")
    failures = 0
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8", errors="strict") as file:
            text = file.read()
        bad = sorted({f"U+{ord(c):04X}" for c in text if unsafe(c)})
        if bad:
            print(f"{path}: raw {', '.join(bad)} in the file")
            failures += 1
            continue
        code, problem = skeleton(text)
        if problem:
            print(f"{path}: {problem}")
            failures += 1
        elif code != baseline:
            first = next(
                (k for k, (a, b) in enumerate(zip(code.splitlines(), baseline.splitlines())) if a != b),
                min(len(code.splitlines()), len(baseline.splitlines())))
            print(f"{path}: code outside comments and literals differs from the baseline's "
                  f"(line {first + 1} of the code left when they are set aside)")
            failures += 1
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
