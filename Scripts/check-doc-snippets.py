#!/usr/bin/env python3
"""Fails when an article's sample code differs from the compiled code it was taken from.

Every ```swift block in a DocC article (Packages/*/Sources/*/*.docc/**/*.md) starts with a line
`// snippet: NAME`. The same name marks a region of a Swift file in a test target
(Packages/*/Tests/*/DocumentationSnippets/*.swift), which the package's `swift test` compiles and
runs:

    // snippet: NAME
    …code…
    // snippet-end

The block's lines after its marker must equal the region's lines, with the region's common
indentation removed. A block without a marker, a marker without a region, a name used twice and an
unused region are all failures, so no sample code can escape the compiler.

Usage: check-doc-snippets.py [--fix] [REPO_ROOT]
  --fix  rewrites each marked block in the articles with its compiled region, then checks.
"""
import glob
import os
import re
import sys

MARK = re.compile(r"^\s*// snippet: (\S+)\s*$")
END = re.compile(r"^\s*// snippet-end\s*$")


def dedent(lines):
    indents = [len(line) - len(line.lstrip(" ")) for line in lines if line.strip()]
    cut = min(indents, default=0)
    return [line[cut:] if line.strip() else "" for line in lines]


def regions(root, problems):
    found = {}
    for path in sorted(glob.glob(os.path.join(root, "Packages/*/Tests/*/DocumentationSnippets/*.swift"))):
        lines = open(path).read().splitlines()
        name, start = None, 0
        for number, line in enumerate(lines, 1):
            if (match := MARK.match(line)) and name is None:
                name, start = match.group(1), number
            elif MARK.match(line):
                problems.append(f"{path}:{number}: snippet {MARK.match(line).group(1)} starts inside {name}")
            elif END.match(line):
                if name is None:
                    problems.append(f"{path}:{number}: snippet-end without a snippet")
                    continue
                if name in found:
                    problems.append(f"{path}:{start}: snippet {name} is defined twice")
                found[name] = (path, start, dedent(lines[start:number - 1]))
                name = None
        if name is not None:
            problems.append(f"{path}:{start}: snippet {name} has no snippet-end")
    return found


def blocks(root, problems):
    found = []
    for path in sorted(glob.glob(os.path.join(root, "Packages/*/Sources/*/*.docc/**/*.md"), recursive=True)):
        lines = open(path).read().splitlines()
        number = 0
        while number < len(lines):
            if lines[number].strip() == "```swift":
                start = number + 1
                end = start
                while end < len(lines) and lines[end].strip() != "```":
                    end += 1
                body = lines[start:end]
                match = MARK.match(body[0]) if body else None
                if match is None:
                    problems.append(f"{path}:{start}: swift code block without a `// snippet: NAME` first line")
                else:
                    found.append((path, start, match.group(1), [line.rstrip() for line in body[1:]]))
                number = end
            number += 1
    return found


def fix(root):
    compiled = regions(root, [])
    for path in sorted(glob.glob(os.path.join(root, "Packages/*/Sources/*/*.docc/**/*.md"), recursive=True)):
        lines = open(path).read().splitlines()
        output, number = [], 0
        while number < len(lines):
            output.append(lines[number])
            if lines[number].strip() == "```swift" and number + 1 < len(lines):
                match = MARK.match(lines[number + 1])
                end = number + 1
                while end < len(lines) and lines[end].strip() != "```":
                    end += 1
                if match and match.group(1) in compiled:
                    output.append(lines[number + 1])
                    output.extend(compiled[match.group(1)][2])
                    number = end
                    continue
            number += 1
        with open(path, "w") as handle:
            handle.write("\n".join(output) + "\n")


def main(root):
    problems = []
    compiled = regions(root, problems)
    used = set()
    articles = blocks(root, problems)
    for path, line, name, body in articles:
        if name not in compiled:
            problems.append(f"{path}:{line}: snippet {name} is not in any DocumentationSnippets file")
            continue
        used.add(name)
        source, start, expected = compiled[name]
        expected = [text.rstrip() for text in expected]
        if body != expected:
            for offset, (want, got) in enumerate(zip(expected + [None] * len(body), body + [None] * len(expected))):
                if want != got:
                    problems.append(
                        f"{path}:{line + 1 + offset}: snippet {name} differs from {source}:{start + 1 + offset}\n"
                        f"  compiled: {want!r}\n  article:  {got!r}")
                    break
    for name in sorted(set(compiled) - used):
        source, start, _ = compiled[name]
        problems.append(f"{source}:{start}: snippet {name} is used by no article")
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-doc-snippets: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"check-doc-snippets: {len(articles)} code blocks match their compiled snippets")
    return 0


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] == ["--fix"]:
        arguments = arguments[1:]
        fix(arguments[0] if arguments else ".")
    sys.exit(main(arguments[0] if arguments else "."))
