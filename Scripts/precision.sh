#!/usr/bin/env bash
# Measures archlint's precision and recall on the hand-labelled corpus (Corpus/README.md): runs
# archlint on each code base extracted under CORPORA_DIR, matches its findings to the labels by
# (rule, file, line) and prints a table per rule. Checks first that every label still matches its
# source line, so labels cannot silently drift from the code they judge.
# Exit: 0 all labels match their lines, 1 stale or malformed labels, 2 usage error, missing tree or
# archlint failure.
set -euo pipefail
ARCHLINT_REPO="$(cd "$(dirname "$0")/.." && pwd)" exec python3 - "$@" <<'PY'
import json, os, shutil, subprocess, sys

USAGE = "usage: Scripts/precision.sh [--corpus DIR] [--archlint BIN] [--json] [--only NAME] [--opt-in | --config FILE] CORPORA_DIR"
CORPORA_HEADER = ["name", "repo", "commit", "architecture", "swift_files", "swift_lines"]
LABELS_HEADER = ["rule", "file", "line", "verdict", "source", "reason"]
VERDICTS = ("right", "wrong", "policy", "miss")
COUNTS = ("findings", "labelled", "right", "wrong", "policy", "unlabelled", "misses",
          "misses_found", "gone_right", "gone_wrong", "gone_policy")


def usage_error(message):
    print(f"precision: {message}\n{USAGE}", file=sys.stderr)
    sys.exit(2)


def parse_arguments(argv):
    options = {"corpus": None, "archlint": None, "config": None, "json": False, "only": [], "dir": None, "opt_in": False}
    i = 0
    while i < len(argv):
        arg = argv[i]
        key, eq, value = arg.partition("=")
        if arg in ("-h", "--help"):
            print(USAGE)
            sys.exit(0)
        elif arg == "--json":
            options["json"] = True
        elif arg == "--opt-in":
            options["opt_in"] = True
        elif key in ("--corpus", "--archlint", "--config", "--only"):
            if not eq:
                i += 1
                if i == len(argv):
                    usage_error(f"{key} needs a value")
                value = argv[i]
            if key == "--only":
                options["only"].append(value)
            else:
                options[key[2:]] = value
        elif arg.startswith("-"):
            usage_error(f"unknown option {arg}")
        elif options["dir"] is None:
            options["dir"] = arg
        else:
            usage_error(f"one CORPORA_DIR only, got {options['dir']} and {arg}")
        i += 1
    if options["dir"] is None:
        usage_error("CORPORA_DIR is missing")
    if options["opt_in"] and options["config"]:
        usage_error("--opt-in and --config exclude each other")
    if options["config"]:
        if not os.path.isfile(options["config"]):
            usage_error(f"--config {options['config']}: no such file")
        options["config"] = os.path.abspath(options["config"])
    return options


def read_tsv(path, header):
    """Rows of a tab-separated file as (line number, fields); the first line must be `header`."""
    with open(path, encoding="utf-8-sig") as handle:
        lines = handle.read().split("\n")
    got = lines[0].rstrip("\r").split("\t") if lines else []
    if got != header:
        usage_error(f"{path}: the header is {got}, expected {header}")
    rows = []
    for number, text in enumerate(lines[1:], start=2):
        text = text.rstrip("\r")
        if text.strip():
            rows.append((number, text.split("\t")))
    return rows


def normalise(path, root):
    """A path as relative to the code base root, the form labels use."""
    if os.path.isabs(path):
        path = os.path.relpath(os.path.realpath(path), os.path.realpath(root))
    return os.path.normpath(path)


def source_lines(path, cache):
    if path not in cache:
        try:
            with open(path, encoding="utf-8", errors="replace", newline="") as handle:
                text = handle.read()
            # A final newline ends the last line; it does not start another.
            cache[path] = (text[:-1] if text.endswith("\n") else text).split("\n")
        except OSError:
            cache[path] = None
    return cache[path]


def source_text(line):
    return line.rstrip("\r").replace("\t", " ").strip()


def find_archlint(options):
    binary = options["archlint"] or os.environ.get("ARCHLINT")
    if binary:
        found = shutil.which(binary) if os.sep not in binary else binary
        if not found or not os.access(found, os.X_OK):
            usage_error(f"archlint binary {binary} is not an executable")
        return os.path.abspath(found)
    repo = os.environ["ARCHLINT_REPO"]
    print("precision: building archlint (swift build -c release --product archlint)", file=sys.stderr)
    built = subprocess.run(["swift", "build", "-c", "release", "--product", "archlint"],
                           cwd=repo, stdout=sys.stderr)
    if built.returncode != 0:
        print("precision: the build failed", file=sys.stderr)
        sys.exit(2)
    return os.path.join(repo, ".build", "release", "archlint")


def known_rules(binary):
    try:
        listed = subprocess.run([binary, "rules"], capture_output=True, text=True)
    except OSError:
        return None
    if listed.returncode != 0:
        return None
    rules = {line.split()[0] for line in listed.stdout.splitlines()[1:] if line.strip()}
    return rules or None


def config_files(tree):
    """The .archlint.yml files archlint may read when run in `tree`: its own and its ancestors'."""
    found, folder = [], os.path.realpath(tree)
    while True:
        candidate = os.path.join(folder, ".archlint.yml")
        if os.path.isfile(candidate):
            found.append(candidate)
        parent = os.path.dirname(folder)
        if parent == folder:
            return found
        folder = parent


def read_labels(name, path, tree, rules, problems):
    """The labels still valid: keyed by (rule, file, line). Stale and malformed ones go to `problems`."""
    labels, cache = {}, {}
    if not os.path.isfile(path):
        print(f"precision: note: {name} has no labels ({path})", file=sys.stderr)
        return labels
    for number, fields in read_tsv(path, LABELS_HEADER):
        where = f"{os.path.basename(path)}:{number}"
        if len(fields) == 5:
            fields.append("")
        if len(fields) != 6:
            problems["bad"].append(f"bad label {name} ({where}): {len(fields)} fields, expected 6")
            continue
        rule, file, line, verdict, source, reason = fields
        place = f"{name}:{file}:{line}"
        if not line.isdigit() or int(line) < 1:
            problems["bad"].append(f"bad label {place} ({where}): line is not a positive number")
            continue
        if verdict not in VERDICTS:
            problems["bad"].append(f"bad label {place} ({where}): verdict {verdict!r} is not one of {', '.join(VERDICTS)}")
            continue
        if rules is not None and rule not in rules:
            problems["bad"].append(f"bad label {place} ({where}): archlint has no rule {rule!r}")
            continue
        relative = normalise(file, tree)
        if relative != file:
            print(f"precision: note: label {place} ({where}) names the file {relative}", file=sys.stderr)
        text = source_lines(os.path.join(tree, relative), cache)
        if text is None:
            problems["stale"].append(f"stale label {place}: no such file")
            continue
        if int(line) > len(text):
            problems["stale"].append(f"stale label {place}: the file has {len(text)} lines")
            continue
        actual = source_text(text[int(line) - 1])
        if actual != source.strip():
            problems["stale"].append(f"stale label {place}: the line reads {actual!r}, the label says {source.strip()!r}")
            continue
        key = (rule, relative, int(line))
        if key in labels:
            # archlint may report one rule twice on a line; a repeated label is harmless, a conflicting one is not.
            if labels[key] == verdict:
                print(f"precision: note: label {place} ({where}) repeats an earlier label; counted once", file=sys.stderr)
            else:
                problems["bad"].append(f"bad label {place} ({where}): {verdict}, but an earlier label says {labels[key]}")
            continue
        labels[key] = verdict
    return labels


def opt_in_rules(binary):
    """The rules the default presets leave off (`archlint rules` says `opt-in`), with their severities."""
    listed = subprocess.run([binary, "rules"], capture_output=True, text=True)
    rows = [line.split() for line in listed.stdout.splitlines()[1:]]
    return sorted((row[0], row[1]) for row in rows if len(row) > 2 and row[2] == "opt-in")


def opt_in_configuration(rules):
    """A configuration file with the default presets and these opt-in rules on at their own severities,
    for measuring those too (the presets' options for them stay as they are)."""
    import tempfile
    import atexit
    handle, path = tempfile.mkstemp(prefix="precision-", suffix=".yml")
    atexit.register(os.unlink, path)
    with os.fdopen(handle, "w") as file:
        file.write("extends: [clean-swift, coordinator, di-container]\nrules:\n")
        for rule, severity in rules:
            file.write(f"  {rule}:\n    severity: {severity}\n")
    return path


def run_archlint(binary, tree, configuration=None):
    """The distinct (rule, file, line) places of archlint's findings, and its violation count; or an error."""
    arguments = [binary, "check", ".", "--reporter", "json"] + (["--config", configuration] if configuration else [])
    try:
        run = subprocess.run(arguments, cwd=tree, capture_output=True, text=True)
    except OSError as error:
        return None, str(error)
    if run.returncode not in (0, 1):
        return None, f"exit {run.returncode}: {run.stderr.strip()[-2000:]}"
    try:
        violations = json.loads(run.stdout)["violations"]
        places = {(v["rule"], normalise(v["file"], tree), int(v["line"])) for v in violations}
    except (ValueError, KeyError, TypeError) as error:
        return None, f"unreadable JSON report ({error})"
    return (places, len(violations), report_files(run.stdout)), None


def report_files(text):
    summary = json.loads(text).get("summary", {})
    return summary.get("files") if isinstance(summary, dict) else None


def tally(places, labels):
    """Counts per rule for one code base."""
    per_rule = {}
    def counts(rule):
        return per_rule.setdefault(rule, dict.fromkeys(COUNTS, 0))
    for key in places:
        c = counts(key[0])
        c["findings"] += 1
        verdict = labels.get(key)
        if verdict is None:
            c["unlabelled"] += 1
            continue
        c["labelled"] += 1
        if verdict == "miss":
            c["misses_found"] += 1
            verdict = "right"
        c[verdict] += 1
    for key, verdict in labels.items():
        if key not in places:
            counts(key[0])["misses" if verdict == "miss" else "gone_" + verdict] += 1
    return per_rule


def add(into, counts):
    for k in COUNTS:
        into[k] = into.get(k, 0) + counts[k]
    return into


def with_ratios(counts):
    c = dict(counts)
    judged = c["right"] + c["wrong"]
    c["precision"] = round(c["right"] / judged, 4) if judged else None
    relevant = c["right"] + c["gone_right"] + c["misses"]
    c["recall"] = round(c["right"] / relevant, 4) if relevant else None
    return c


def percent(value):
    return "–" if value is None else f"{100 * value:.1f}%"


def table(rules, total):
    columns = [("rule", None), ("findings", "findings"), ("labelled", "labelled"), ("right", "right"),
               ("wrong", "wrong"), ("policy", "policy"), ("unlabelled", "unlabelled"),
               ("precision", "precision"), ("misses", "misses"), ("recall", "recall"),
               ("gone-right", "gone_right"), ("gone-wrong", "gone_wrong")]
    rows = []
    for rule, c in sorted(rules.items()) + [("TOTAL", total)]:
        rows.append([rule] + [percent(c[k]) if k in ("precision", "recall") else str(c[k])
                              for _, k in columns[1:]])
    header = [title for title, _ in columns]
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    def line(cells):
        return "  ".join(cells[0].ljust(widths[0]) if i == 0 else cell.rjust(widths[i])
                         for i, cell in enumerate(cells)).rstrip()
    return "\n".join([line(header)] + [line(r) for r in rows])


def summary(name, base):
    if base["status"] != "ok":
        checked = "labels not checked" if base["status"] == "missing tree" else f"{base['stale']} stale labels"
        return f"{name}: {base['status']}; {checked}"
    c = base
    duplicates = c["violations"] - c["findings"]
    found = f"{c['findings']} findings" + (f" ({c['violations']} reported, {duplicates} on a shared line)" if duplicates else "")
    return (f"{name} @{base['commit'][:12]}: {c['files']} files scanned, {found}; {c['labelled']} labelled "
            f"({c['right']} right, {c['wrong']} wrong, {c['policy']} policy), {c['unlabelled']} unlabelled; "
            f"precision {percent(c['precision'])}; recall {percent(c['recall'])} "
            f"({c['misses']} misses, {c['misses_found']} misses found, {c['gone_right']} gone-right, "
            f"{c['gone_wrong']} gone-wrong); {c['stale']} stale labels")


def main():
    options = parse_arguments(sys.argv[1:])
    corpus = options["corpus"] or os.path.join(os.environ["ARCHLINT_REPO"], "Corpus")
    corpora_path = os.path.join(corpus, "corpora.tsv")
    if not os.path.isfile(corpora_path):
        usage_error(f"no corpus data: {corpora_path} does not exist (use --corpus DIR)")
    corpora = {}
    for number, fields in read_tsv(corpora_path, CORPORA_HEADER):
        if len(fields) != len(CORPORA_HEADER) or not fields[0]:
            usage_error(f"{corpora_path}:{number}: expected {len(CORPORA_HEADER)} fields")
        if fields[0] in corpora:
            usage_error(f"{corpora_path}:{number}: {fields[0]} is listed twice")
        corpora[fields[0]] = dict(zip(CORPORA_HEADER, fields))
    for name in options["only"]:
        if name not in corpora:
            usage_error(f"--only {name}: not in {corpora_path} ({', '.join(sorted(corpora))})")
    labels_dir = os.path.join(corpus, "labels")
    if os.path.isdir(labels_dir):
        for file in sorted(os.listdir(labels_dir)):
            if file.endswith(".tsv") and file[:-4] not in corpora:
                print(f"precision: note: labels/{file} names no code base in corpora.tsv", file=sys.stderr)
    binary = find_archlint(options)
    rules = known_rules(binary)
    configuration = None
    if options["opt_in"]:
        opted = opt_in_rules(binary)
        configuration = opt_in_configuration(opted)
        print(f"precision: opt-in rules on: {', '.join(rule for rule, _ in opted)}", file=sys.stderr)
    elif options["config"]:
        configuration = options["config"]
    selected = sorted(set(options["only"]) or corpora)
    failed = False
    problems = {"stale": [], "bad": []}
    bases, per_rule = {}, {}
    for name in selected:
        entry = corpora[name]
        tree = os.path.join(options["dir"], name)
        base = {"commit": entry["commit"], "repo": entry["repo"], "status": "ok", "stale": 0}
        bases[name] = base
        if not os.path.isdir(tree):
            url = entry["repo"] if "://" in entry["repo"] else f"https://github.com/{entry['repo']}"
            print(f"precision: {name}: no tree at {tree}; extract it from a mirror, a bare clone of {url} "
                  f"(git clone --bare {url} MIRROR):\n"
                  f"  mkdir -p {tree} && git --git-dir MIRROR archive {entry['commit']} | tar -x -C {tree}",
                  file=sys.stderr)
            base["status"] = "missing tree"
            failed = True
            continue
        for config in config_files(tree):
            print(f"precision: note: {name}: archlint will read {config}", file=sys.stderr)
        before = len(problems["stale"])
        labels = read_labels(name, os.path.join(labels_dir, name + ".tsv"), tree, rules, problems)
        base["stale"] = len(problems["stale"]) - before
        base["labels"] = len(labels)
        result, error = run_archlint(binary, tree, configuration)
        if error:
            print(f"precision: {name}: archlint failed: {error}", file=sys.stderr)
            base["status"] = "archlint failed"
            failed = True
            continue
        places, base["violations"], base["files"] = result
        counts = tally(places, labels)
        base["rules"] = {rule: with_ratios(c) for rule, c in sorted(counts.items())}
        total = dict.fromkeys(COUNTS, 0)
        for rule, c in counts.items():
            add(total, c)
            add(per_rule.setdefault(rule, {}), c)
        base.update(with_ratios(total))
    for line in sorted(problems["stale"]) + sorted(problems["bad"]):
        print(line, file=sys.stderr)
    total = dict.fromkeys(COUNTS, 0)
    for c in per_rule.values():
        add(total, c)
    code = 2 if failed else (1 if problems["stale"] or problems["bad"] else 0)
    if options["json"]:
        report = {"archlint": binary, "codebases": bases,
                  "rules": {rule: with_ratios(c) for rule, c in per_rule.items()},
                  "total": with_ratios(total), "stale": sorted(problems["stale"]),
                  "bad": sorted(problems["bad"]), "exit": code}
        print(json.dumps(report, sort_keys=True, indent=2, ensure_ascii=False))
    else:
        print(table({rule: with_ratios(c) for rule, c in per_rule.items()}, with_ratios(total)))
        print()
        for name in selected:
            print(summary(name, bases[name]))
        if problems["stale"] or problems["bad"]:
            print(f"\n{len(problems['stale'])} stale labels, {len(problems['bad'])} malformed labels (listed on stderr)")
    sys.exit(code)


main()
PY
