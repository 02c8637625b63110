#!/usr/bin/env python3
"""Writes hostile recordings, made from a real one, for the app's --replay and --export-test.

Usage: craft-recordings.py SOURCE.jsonl FOLDER [SEED COUNT]

Each crafted recording is the source with one thing changed: text that would end a comment or a
string literal of an exported test (line breaks, quotes, raw-string delimiters, `#` first in a
title), terminal escapes, numbers at the edge of their types, JSON nested too deep. FOLDER gets
one NAME.jsonl per recording and `expected.tsv`, whose lines say NAME, the exit status --replay
must give, the one --export-test must give, and whether the export must be the same code as the
source's once comments and literals are set aside ("same" when only text changed, else "-"). With SEED
and COUNT, COUNT more recordings are made by mixing the text changes at random from SEED (the
same seed gives the same files), to widen the sample a run compiles.
"""

import json
import random
import sys

INT64_MAX = 2**63 - 1
# Written in place of this text: valid JSON nested deeper than any reader goes (Python's own
# encoder would overflow its stack building it).
DEEP = "(deep)"
DEEP_JSON = "[" * 2000 + "0" + "]" * 2000

# Text a recording may hold, each aimed at what an exported test writes it into: a `//`
# comment, a "…" literal, a #"…"# raw literal, or the terminal the export is printed to.
HOSTILE_TEXTS = {
    "newline": 'x\n  try "pwned".write(toFile: "/tmp/pwned", atomically: true, encoding: .utf8)\n//',
    "carriage-return": "x\r  fatalError()\r//",
    "line-separator": "x\u2028fatalError()\u2029//",
    "next-line": "x\u0085fatalError()",
    "escape-sequences": "\u001b]0;pwned\u0007\u001b[2J\u001b[31mred",
    "c1-controls": "\u009b2J\u009d0;pwned\u009c",
    "bidi": "a\u202eevil\u202c\u2066b\u2069",
    "nul-and-del": "a\u0000b\u007fc",
    "hash-first": "#\ufe0f\u20e3 Title",
    "quote-hash": 'a"#b"##c"###',
    "backslash-hash": "a\\#(b)\\##(c)\\(d)",
    "triple-quote": '"""\n"""#',
    "combining-after-quote": "\u0301start",
    "comment-closers": "*/ /* // /*",
    "zero-width": "a\u200b\u200d\ufeffb",
}


def lines_of(path):
    with open(path, encoding="utf-8") as source:
        return [json.loads(line) for line in source.read().splitlines()]


def dump(records):
    # As the recorder writes: one object a line, non-ASCII text as it is (JSON escapes only what
    # it must), so raw C1 controls and separators reach the reader.
    text = "".join(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n" for record in records)
    return text.replace(json.dumps(DEEP), DEEP_JSON)


def action_lines(records):
    return [record for record in records if record.get("kind") == "action"]


def replace_titles(value, text):
    """Every book title in `value`, changed to start with `text`."""
    if isinstance(value, dict):
        return {
            key: (text + item if key == "title" and isinstance(item, str) else replace_titles(item, text))
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [replace_titles(item, text) for item in value]
    return value


def set_states(records, change):
    """`change` applied to every state of the recording: initial, checkpoints and final."""
    for record in records:
        for key in ("initialState", "state", "finalState"):
            if isinstance(record.get(key), dict):
                change(record[key])


def crafted(records):
    """(name, records, replay status, export status, same code) for each crafted recording."""
    out = []

    def variant(name, change, replay, export, same="-"):
        copy = json.loads(json.dumps(records))
        change(copy)
        out.append((name, copy, replay, export, same))

    def in_first_source(field, text):
        def change(copy):
            action_lines(copy)[0]["source"][field] = text
        return change

    for key, text in HOSTILE_TEXTS.items():
        # A source is only shown (a comment, a message): every such recording replays and exports.
        variant(f"function-{key}", in_first_source("function", text), 0, 0, "same")
        variant(f"file-{key}", in_first_source("file", text), 0, 0, "same")
        # The titles are values the test asserts: each must be written as a literal that compiles.
        variant(f"title-{key}", lambda copy, text=text: copy.__setitem__(
            slice(None), replace_titles(copy, text)), 0, 0, "same")

    def header(field, value):
        return lambda copy: copy[0].__setitem__(field, value)

    # The header names the app and its version: another app's recording, or a version that is
    # not one, is refused (65) before any of it is replayed or written out.
    variant("app-version-newline", header("appVersion", HOSTILE_TEXTS["newline"]), 65, 65)
    variant("app-version-escape", header("appVersion", HOSTILE_TEXTS["escape-sequences"]), 65, 65)
    variant("app-name-other", header("app", "someone-else"), 65, 65)
    variant("app-name-newline", header("app", "swiftrex\nfatalError()"), 65, 65)

    # A kind of line the app does not know, which its message quotes: on one line, escaped.
    variant("kind-forged", lambda copy: action_lines(copy)[0].__setitem__(
        "kind", "x\nCannot replay: line 9: all is well\u001b[2J\u009b2J"), 65, 65)

    # Numbers at the edge of their types.
    def first_with_cause(copy):
        return next(record for record in action_lines(copy) if record.get("cause") is not None)

    variant("cause-negative", lambda copy: first_with_cause(copy).__setitem__("cause", -1), 65, 65)
    variant("cause-later", lambda copy: first_with_cause(copy).__setitem__("cause", 10**6), 65, 65)

    def time_at_max(copy):
        for record in action_lines(copy):
            record["t"] = INT64_MAX
    variant("time-int64-max", time_at_max, 0, 0)

    def next_counter_id_max(copy):
        set_states(copy, lambda state: state.__setitem__("nextCounterID", INT64_MAX))
    variant("next-counter-id-max", next_counter_id_max, 65, 65)

    def count_max(copy):
        set_states(copy, lambda state: state["counter"].__setitem__("count", INT64_MAX))
    variant("count-max", count_max, 65, 65)

    def count_min(copy):
        set_states(copy, lambda state: state["counter"].__setitem__("count", -INT64_MAX - 1))
    variant("count-min", count_min, 65, 65)

    def path_next_id_max(copy):
        set_states(copy, lambda state: state["libraryPath"].__setitem__("nextID", INT64_MAX))
    variant("stack-next-id-max", path_next_id_max, 65, 65)

    def push_max(copy):
        action_lines(copy)[-1]["action"] = {"libraryPath": {"_0": {"push": {
            "id": {"rawValue": INT64_MAX}, "state": {"author": {"name": "A", "books": []}}}}}}
    variant("push-id-max", push_max, 65, 65)

    def deep(copy):
        action_lines(copy)[0]["deep"] = DEEP
    variant("deep-json", deep, 65, 65)
    return out


def mixed(records, seed, count):
    """`count` recordings, each with a random text in a random source field and title."""
    rng = random.Random(seed)
    texts = list(HOSTILE_TEXTS.values())
    out = []
    for number in range(count):
        copy = json.loads(json.dumps(records))
        piece = "".join(rng.choice(texts) for _ in range(3))
        target = rng.choice(action_lines(copy))
        target["source"][rng.choice(["file", "function"])] = piece
        copy[:] = replace_titles(copy, rng.choice(texts))
        out.append((f"mixed-{seed}-{number}", copy, 0, 0, "same"))
    return out


def main():
    if len(sys.argv) not in (3, 5):
        sys.exit(__doc__)
    records = lines_of(sys.argv[1])
    folder = sys.argv[2]
    recordings = crafted(records)
    if len(sys.argv) == 5:
        recordings += mixed(records, int(sys.argv[3]), int(sys.argv[4]))
    with open(f"{folder}/expected.tsv", "w", encoding="utf-8") as expected:
        for name, copy, replay, export, same in recordings:
            with open(f"{folder}/{name}.jsonl", "w", encoding="utf-8") as file:
                file.write(dump(copy))
            expected.write(f"{name}\t{replay}\t{export}\t{same}\n")


if __name__ == "__main__":
    main()
