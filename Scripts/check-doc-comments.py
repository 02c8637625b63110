#!/usr/bin/env python3
"""Fails when a public symbol has no doc comment, reading the symbol graphs of Scripts/symbol-graphs.sh.

swift-format's AllPublicDeclarationsHaveDocumentation only sees declarations written in source; the
symbol graphs also hold what macros generate (@Feature's view(store:environment:), @Prisms'
prisms, @Lenses' lenses…) and enum cases, so this check covers what a reader of the DocC archive
sees. The rule: every symbol with access level public or open needs a doc comment, except

- default implementations a type inherits from a protocol of another module (their identifier holds
  `::SYNTHESIZED::`): the protocol documents them, and DocC shows the inherited comment;
- symbols the compiler makes with no source location (Decodable's init(from:), RawRepresentable's
  init(rawValue:), Hashable's hashValue, the `$name` projection of a @TaskLocal): there is no
  declaration to put a comment on, and the protocol or the projected property documents them.

Usage: check-doc-comments.py SYMBOL_GRAPH_DIR...
"""
import glob
import json
import os
import sys


def findings(path):
    with open(path) as handle:
        graph = json.load(handle)
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if symbol.get("docComment", {}).get("lines"):
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        location = symbol.get("location")
        if location is None:
            continue
        file = location["uri"].removeprefix("file://")
        line = location["position"]["line"] + 1
        name = ".".join(symbol["pathComponents"])
        yield f"{os.path.relpath(file)}:{line}: public {symbol['kind']['displayName'].lower()} {name} has no doc comment"


def main(directories):
    graphs = sorted(p for d in directories for p in glob.glob(os.path.join(d, "**", "*.symbols.json"), recursive=True))
    if not graphs:
        print("check-doc-comments: no symbol graphs found", file=sys.stderr)
        return 2
    problems = sorted({finding for graph in graphs for finding in findings(graph)})
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-doc-comments: {len(problems)} undocumented public symbol(s)", file=sys.stderr)
        return 1
    print(f"check-doc-comments: every public symbol in {len(graphs)} symbol graphs is documented")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
