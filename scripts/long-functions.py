#!/usr/bin/env python3
"""Lists Swift functions over 80 lines, and exits 1 when there is one outside the hot loops.

    scripts/long-functions.py [--all] [FOLDER-OR-FILE ...]     (default: Sources Tests)

Counted: functions, initialisers, subscripts, computed properties and closures stored in
properties (`let x = { … }()`), from the line their declaration starts on to the line of their
closing brace. Braces are matched in the code only: comments and string literals (multi-line and
raw ones too) are skipped, while the code inside a string's interpolation is matched. A nested
function is counted on its own and inside its parent. Exit status 1 when something is over.

A function that long is read in pieces anyway; the pieces should have names. The exceptions are
the hot loops below, each measured by `keyslide-bench` or scripts/bench.sh: splitting them puts
calls in the per-pixel or per-code path or breaks the loop's state into pieces the optimiser no
longer keeps in registers. `--all` lists those too.
"""

import os
import re
import sys

LIMIT = 80

# "Type.member": why it stays whole. Only hot paths the bench measures belong here.
HOT_LOOPS = {
    "LZWEncoder.code": "GIF's LZW coding: a hash probe per pixel, runs counted in place (bench: GIF at scales 1, 2)",
    "GIFFrameEncoder.fewestRuns": "the per-pixel shortest path choosing transparent pixels (bench: GIF at scales 1, 2)",
}

DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|private|fileprivate|internal|open|static|class|final|override|mutating|"
    r"nonmutating|convenience|required|lazy|dynamic|indirect|nonisolated|nonisolated\(unsafe\)|"
    r"(?:public|package|private|fileprivate|internal)\(set\)|@[\w.]+(?:\([^)]*\))?)\s+)*"
    r"(func|init[?!]?|deinit|subscript|var|let)\b\s*([^\s(:<=]*)"
)
NEXT_DECLARATION = re.compile(
    r"(?:[@#}]|(?:func|var|let|init|deinit|subscript|case|static|class|public|package|private|fileprivate|"
    r"internal|open|mutating|override|typealias|associatedtype|struct|enum|extension|actor|protocol)\b)"
)
TYPE = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|private|fileprivate|internal|open|final|indirect)\s+)*"
    r"(struct|class|enum|extension|actor|protocol)\s+([\w.]+)"
)


def blank_strings_and_comments(text):
    """The text with every character inside comments and string literals replaced by a space
    (newlines kept), so braces and keywords there are not seen. Interpolations stay code."""
    out = list(text)
    i, n = 0, len(text)
    # Stack of contexts: ("code", paren depth) inside an interpolation, ("string", hashes,
    # multi-line) inside a literal. The bottom is plain code.
    stack = [("code", 0)]

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        top = stack[-1]
        c = text[i]
        if top[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
                continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
                continue
            m = re.match(r'(#*)("""|")', text[i:])
            if m and (m.group(1) == "" or text[i] == "#"):
                hashes = len(m.group(1))
                multi = m.group(2) == '"""'
                stack.append(("string", hashes, multi))
                i += m.end()
                continue
            if len(stack) > 1:
                if c == "(":
                    stack[-1] = ("code", top[1] + 1)
                elif c == ")":
                    if top[1] == 0:
                        stack.pop()  # back into the string
                        i += 1
                        continue
                    stack[-1] = ("code", top[1] - 1)
            i += 1
            continue
        # Inside a string literal.
        _, hashes, multi = top
        close = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        if text.startswith(close, i):
            stack.pop()
            i += len(close)
            continue
        if text.startswith(escape, i):
            j = i + len(escape)
            if j < n and text[j] == "(":
                blank(i, j)
                stack.append(("code", 0))
                i = j + 1
                continue
            blank(i, j + 1)
            i = j + 1
            continue
        if c == "\n" and not multi:
            stack.pop()  # an unterminated literal; give up on it at the line's end
            i += 1
            continue
        blank(i, i + 1)
        i += 1
    return "".join(out)


def declarations(path):
    """(line, qualified name, length in lines) for each counted declaration in `path`."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    code = blank_strings_and_comments(text)
    lines = code.split("\n")
    # Brace depth at the start of each line, and where each brace closes.
    offsets, total = [], 0
    for line in lines:
        offsets.append(total)
        total += len(line) + 1
    closing = {}
    opened = []
    for k, c in enumerate(code):
        if c == "{":
            opened.append(k)
        elif c == "}" and opened:
            closing[opened.pop()] = k

    def line_of(offset):
        lo, hi = 0, len(offsets) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if offsets[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo

    # The enclosing type names: each type's body range.
    types = []
    for number, line in enumerate(lines):
        m = TYPE.match(line)
        if not m or m.group(2) in ("func", "var", "let", "subscript", "init"):
            continue
        brace = code.find("{", offsets[number])
        if brace >= 0 and brace in closing:
            types.append((brace, closing[brace], m.group(2)))

    def owner(offset):
        inner = [t for t in types if t[0] < offset < t[1]]
        return inner[-1][2].split(".")[-1] if inner else ""

    found = []
    for number, line in enumerate(lines):
        m = DECLARATION.match(line)
        if not m:
            continue
        keyword, name = m.group(1), m.group(2)
        start = offsets[number] + m.end(1)
        body = body_brace(code, start, keyword)
        if body is None or body not in closing:
            continue
        end_line = line_of(closing[body])
        if keyword.startswith("init"):
            name = "init"
        elif keyword in ("deinit", "subscript"):
            name = keyword
        qualified = (owner(start) + "." if owner(start) else "") + name
        found.append((number + 1, qualified, end_line - number + 1))
    return found


def body_brace(code, start, keyword):
    """Where the body of the declaration whose keyword is at `start` opens, or None when it has
    none (a protocol requirement, a stored property, a property set to an expression)."""
    depth = 0
    k = start
    n = len(code)
    seen_equals = False
    while k < n:
        c = code[k]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0:
            if c == "{":
                # A property's body: a computed property (no `=`), or a closure it stores (`= {`).
                if keyword in ("var", "let") and seen_equals and not code[start:k].rstrip().endswith("="):
                    return None
                return k
            if c == "}":
                return None
            if c == "=" and code[k - 1] not in "=!<>+-*/%&|^~" and code[k + 1 : k + 2] != "=":
                seen_equals = True
            if c == "\n":
                before = code[start:k].rstrip()
                rest = code[k + 1 :].lstrip()
                if keyword in ("var", "let"):
                    # A property ends at its line unless the line ends in `=` or the next opens its body.
                    if not (before.endswith("=") or rest.startswith("{")):
                        return None
                elif NEXT_DECLARATION.match(rest):
                    return None  # a requirement without a body
        k += 1
    return None


def swift_files(arguments):
    for argument in arguments:
        if os.path.isfile(argument):
            yield argument
            continue
        for root, folders, files in os.walk(argument):
            folders[:] = sorted(d for d in folders if not d.startswith("."))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(root, name)


def main():
    arguments = sys.argv[1:]
    show_all = "--all" in arguments
    arguments = [a for a in arguments if a != "--all"] or ["Sources", "Tests"]
    over, allowed = [], []
    for path in swift_files(arguments):
        for line, name, length in declarations(path):
            if length <= LIMIT:
                continue
            entry = (length, f"{path}:{line}: {name} ({length} lines)")
            (allowed if name in HOT_LOOPS else over).append((entry, name))
    for (length, text), name in sorted(over, key=lambda e: (-e[0][0], e[0][1])):
        print(text)
    if show_all:
        for (length, text), name in sorted(allowed, key=lambda e: (-e[0][0], e[0][1])):
            print(f"{text}, a hot loop: {HOT_LOOPS[name]}")
    if over:
        print(f"{len(over)} function(s) over {LIMIT} lines; split them, or name a measured hot loop "
              "in HOT_LOOPS (scripts/long-functions.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
