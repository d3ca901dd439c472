#!/usr/bin/env python3
"""Every finding two archlint builds report on every extracted code base, compared, with labels.

    Scripts/compare-findings.py OLD_ARCHLINT NEW_ARCHLINT CORPORA_DIR [--corpus DIR] [--jobs N]

Runs `check . --reporter json --no-cache` with each build in each `CORPORA_DIR/<name>/` that
`corpora.tsv` lists (missing trees are skipped), and prints each finding one build reports and the
other does not (rule, file, line and message, so a finding whose message changed shows as gone and
new), each with its label's verdict (`unlabelled` when none), then a count per rule and verdict.
A change to a rule should move only the findings it means to: no `right` among the gone ones.
"""
import argparse
import collections
import concurrent.futures
import csv
import json
import os
import subprocess
import sys


def findings(archlint, tree):
    run = subprocess.run([archlint, "check", ".", "--reporter", "json", "--no-cache"], cwd=tree,
                         capture_output=True, text=True)
    try:
        report = json.loads(run.stdout)
    except json.JSONDecodeError:
        sys.exit(f"compare-findings: {archlint} printed no JSON report in {tree}: {run.stderr.strip()[:300]}")
    return collections.Counter((v["rule"], v["file"], v["line"], v["message"]) for v in report["violations"])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("corpora")
    parser.add_argument("--corpus", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Corpus"))
    parser.add_argument("--jobs", type=int, default=2)
    arguments = parser.parse_args()
    with open(os.path.join(arguments.corpus, "corpora.tsv"), newline="") as table:
        names = sorted(row["name"] for row in csv.DictReader(table, delimiter="\t"))
    names = [name for name in names if os.path.isdir(os.path.join(arguments.corpora, name))]
    labels = {}
    for name in names:
        path = os.path.join(arguments.corpus, "labels", name + ".tsv")
        if not os.path.exists(path):
            continue
        with open(path, newline="") as table:
            for row in csv.DictReader(table, delimiter="\t"):
                labels[(name, row["rule"], row["file"], int(row["line"]))] = row["verdict"]
    archlints = [os.path.abspath(arguments.old), os.path.abspath(arguments.new)]
    jobs = [(archlint, name) for name in names for archlint in archlints]
    with concurrent.futures.ThreadPoolExecutor(max(1, arguments.jobs)) as pool:
        results = list(pool.map(lambda job: findings(job[0], os.path.join(arguments.corpora, job[1])), jobs))
    summary = collections.Counter()
    for index, name in enumerate(names):
        old, new = results[2 * index], results[2 * index + 1]
        for tag, moved in (("GONE", old - new), ("NEW", new - old)):
            for (rule, file, line, message), count in sorted(moved.items()):
                verdict = labels.get((name, rule, file, line), "unlabelled")
                summary[(tag, rule, verdict)] += count
                print(f"{tag}\t{verdict}\t{name}\t{rule}\t{file}:{line}\t{message}")
    print(f"{len(names)} code bases compared")
    for (tag, rule, verdict), count in sorted(summary.items()):
        print(f"{tag.lower()}\t{rule}\t{verdict}\t{count}")


if __name__ == "__main__":
    main()
