#!/usr/bin/env python3
"""Checks that every library source file holds one main type, named after the file.

A reader looking for `EffectContext` should find it in `EffectContext.swift`. So in the library
modules (the folders given on the command line) each file declares at most one type at top level
that is visible outside the file, and that type's name is the file's name (`Store.swift` holds
`Store`). Files that only extend other types are named `Type+Aspect.swift` and declare no
visible type. Types nested inside the main one, and `private`/`fileprivate` helpers that nothing
outside the file can see, are allowed. Prints each violation and exits 1 when there is any.
"""

import os
import re
import sys

DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?P<modifiers>(?:(?:public|internal|package|fileprivate|private|open|final|indirect|nonisolated)\s+)*)"
    r"(?:struct|enum|class|protocol|actor)\s+(?P<name>[A-Za-z_]\w*)"
)


def visible_types(path):
    """The top-level types of `path` that code outside the file can name."""
    names = []
    with open(path, encoding="utf-8") as source:
        for line in source:
            match = DECLARATION.match(line)
            if match and not re.search(r"\b(private|fileprivate)\b", match.group("modifiers")):
                names.append(match.group("name"))
    return names


def problems(path):
    stem = os.path.basename(path)[: -len(".swift")]
    types = visible_types(path)
    if len(types) > 1:
        return [f"{path}: {len(types)} types ({', '.join(types)}); give each its own file named after it"]
    if len(types) == 1 and types[0] != stem:
        name = types[0]
        if "+" in stem:
            return [f"{path}: an extension file (Type+Aspect.swift) declares {name}; move it to {name}.swift"]
        return [f"{path}: declares {name}; rename the file to {name}.swift"]
    return []


def main(folders):
    found = []
    count = 0
    for folder in folders:
        for directory, _, files in os.walk(folder):
            for name in sorted(files):
                if name.endswith(".swift"):
                    count += 1
                    found += problems(os.path.join(directory, name))
    for problem in found:
        print(problem)
    if found:
        print(f"one type per file: {len(found)} problem(s) in {count} files")
        return 1
    print(f"one type per file: {count} files clean")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
