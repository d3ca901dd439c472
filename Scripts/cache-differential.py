#!/usr/bin/env python3
"""Edits real trees one line at a time and checks that a `check` through the cache prints exactly
what a `check --no-cache` prints, and counts how often the kept findings answered (FindingsCache).

    Scripts/cache-differential.py ARCHLINT TREE... [--edits N] [--seed S]

Each tree is checked once to fill a cache of its own (in a temporary folder), then N times a random
Swift file gets one random edit: a comment line inserted, a comment appended to a line, a blank line
inserted or an empty line removed. Before each edited run the kept findings are marked (every
message gets a suffix, the checksum made to match), so a cached run that prints the mark was
answered by them; the mark is taken off before the outputs are compared. The edit is undone after
its runs. Prints one line per tree and a total; exits 1 when any output differs.
"""
import json
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile

MAGIC = b"archlint-findings 2\n\x00"
MARK = " \u27e8kept\u27e9"


def run(archlint, tree, cache):
    args = [archlint, "check", ".", "--reporter", "json"]
    args += ["--cache-path", cache] if cache else ["--no-cache"]
    result = subprocess.run(args, cwd=tree, capture_output=True, timeout=600)
    return result.returncode, result.stdout.decode("utf-8", "replace"), result.stderr.decode("utf-8", "replace")


def swift_files(tree):
    found = []
    for folder, dirs, files in os.walk(tree):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        found += [os.path.join(folder, f) for f in sorted(files) if f.endswith(".swift")]
    return found


def edit(text, rng):
    lines = text.split("\n")
    kind = rng.choice(["comment line", "trailing comment", "blank line", "empty line removed"])
    index = rng.randrange(len(lines))
    if kind == "comment line":
        lines.insert(index, "// differential edit")
    elif kind == "trailing comment":
        # Only after a line that ends in code a comment cannot change: a brace or a parenthesis.
        candidates = [i for i, line in enumerate(lines) if line.rstrip().endswith(("{", "}", ")")) and "\"" not in line]
        if not candidates:
            return None, kind
        index = rng.choice(candidates)
        lines[index] = lines[index] + " // differential edit"
    elif kind == "blank line":
        lines.insert(index, "")
    else:
        empty = [i for i, line in enumerate(lines) if line.strip() == ""]
        if not empty:
            return None, kind
        del lines[rng.choice(empty)]
    return "\n".join(lines), kind


def main():
    args = sys.argv[1:]
    edits, seed = 6, 1
    if "--edits" in args:
        i = args.index("--edits")
        edits = int(args[i + 1])
        del args[i:i + 2]
    if "--seed" in args:
        i = args.index("--seed")
        seed = int(args[i + 1])
        del args[i:i + 2]
    archlint, trees = os.path.abspath(args[0]), args[1:]
    rng = random.Random(seed)
    total_edits = total_hits = total_differ = 0
    for tree in trees:
        files = swift_files(tree)
        if not files:
            continue
        cache = tempfile.mkdtemp(prefix="archlint-differential-")
        try:
            run(archlint, tree, cache)
            hits = differ = done = 0
            for _ in range(edits):
                path = rng.choice(files)
                try:
                    original = open(path, "rb").read()
                    text = original.decode("utf-8")
                except (OSError, UnicodeDecodeError):
                    continue
                changed, kind = edit(text, rng)
                if changed is None:
                    continue
                marked = mark_kept_findings(archlint, cache)
                open(path, "wb").write(changed.encode("utf-8"))
                try:
                    code_cached, cached, _ = run(archlint, tree, cache)
                    code_plain, plain, _ = run(archlint, tree, None)
                finally:
                    open(path, "wb").write(original)
                done += 1
                if marked and MARK in cached:
                    hits += 1
                if (code_cached, cached.replace(MARK, "")) != (code_plain, plain):
                    differ += 1
                    print(f"  DIFFERS: {os.path.relpath(path, tree)} ({kind})", flush=True)
            print(f"{os.path.basename(tree.rstrip('/'))}: {done} edits, {hits} answered by kept findings, {differ} differ", flush=True)
            total_edits += done
            total_hits += hits
            total_differ += differ
        finally:
            shutil.rmtree(cache, ignore_errors=True)
    print(f"total: {total_edits} edits, {total_hits} answered by kept findings, {total_differ} differ")
    sys.exit(1 if total_differ else 0)


def mark_kept_findings(archlint, cache):
    """Adds MARK to every message of the kept findings and fixes their checksum with the binary's own
    hash (`archlint-bench hash`, beside ARCHLINT). False when there are no kept findings or no finding."""
    names = [n for n in os.listdir(cache) if n.endswith(".findings")]
    if len(names) != 1:
        return False
    path = os.path.join(cache, names[0])
    data = open(path, "rb").read()
    if not data.startswith(MAGIC):
        return False
    position = len(MAGIC)
    (identity_length,) = struct.unpack_from("<Q", data, position)
    header_end = position + 8 + identity_length
    body = data[header_end + 8:]
    cursor = 8
    (count,) = struct.unpack_from("<Q", body, cursor)
    cursor += 8
    for _ in range(count):
        (length,) = struct.unpack_from("<Q", body, cursor)
        cursor += 8 + length + 1 + 8
    (length,) = struct.unpack_from("<Q", body, cursor)
    findings = json.loads(body[cursor + 8:cursor + 8 + length])
    if not findings:
        return False
    for finding in findings:
        finding["message"] += MARK
    payload = json.dumps(findings, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    body = body[:cursor] + struct.pack("<Q", len(payload)) + payload
    bench = os.path.join(os.path.dirname(archlint), "archlint-bench")
    checksum = subprocess.run([bench, "hash"], input=body, capture_output=True, check=True).stdout.strip()
    open(path, "wb").write(data[:header_end] + struct.pack("<Q", int(checksum)) + body)
    return True


if __name__ == "__main__":
    main()
