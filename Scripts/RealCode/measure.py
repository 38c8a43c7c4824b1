#!/usr/bin/env python3
"""Measure a vipera binary on the labelled real-code corpus (stdlib only).

  python3 Scripts/RealCode/measure.py --vipera BIN --half tuning|sealed|all --jobs 2 --out DIR
                                  [--mode oob|init|both] [--apps owner+name,...]

For each labelled app of the half (Scripts/RealCode/labels/*.json): copy its work tree to a scratch
folder and run `vipera lint --reporter json --quiet` out of the box (oob); in a fresh copy run
`vipera init`, then the same lint (init). Findings are matched to the labels:
  * a labelled violation is FOUND by an ownership finding in its file within +-2 lines of `line`
    or of an `also` entry; RELATED when an ownership finding is elsewhere in one of those files;
  * a finding whose lines cover a labelled `correct` line (and that matches no violation) is FALSE;
  * a naming outlier is CAUGHT by a naming finding in its file within +-2 lines (a file-name
    finding anywhere in its file counts: it is about the whole file).
Recall is also broken down by how each labelled violation holds its reference (a stored property,
a closure, a timer or notification observer, read from its labelled line), so a half's misses can be
located without reading any app's findings.
Every finding goes to DIR/<half>/<app>.<mode>.json; the table to DIR/summary.md. Sealed apps are
reported as totals only, on screen and in summary.md.
"""
import argparse
import collections
import concurrent.futures
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

CORPUS = os.path.dirname(os.path.abspath(__file__))
# The apps' work trees (never committed): $VIPERA_CORPUS_REPOS, else repos/ beside this script.
REPOS = os.environ.get("VIPERA_CORPUS_REPOS", os.path.join(CORPUS, "repos"))
OWNERSHIP = {"closure-capture-cycle", "reference-cycle", "weak-reference-required",
                      "strong-reference-required", "strong-delegate", "forbidden-stored-reference"}
TIMEOUT = 900


def rule_categories(vipera):
    """rule id -> 'ownership' | 'naming' | 'other' for every rule `vipera rules --json` lists.

    From each rule's `category`: ownership and cycle rules are 'ownership', naming rules 'naming',
    boundary and hygiene rules 'other'. A binary older than the `category` field gives none; then
    ownership is the fixed set of memory rules and every other rule counts as naming.
    """
    try:
        out = subprocess.run([vipera, "rules", "--json"], capture_output=True, text=True, timeout=120).stdout
        rules = json.loads(out)
    except (OSError, ValueError, subprocess.TimeoutExpired) as err:
        sys.exit(f"measure.py: error: cannot read `{vipera} rules --json`: {err}")
    ids = [r["id"] for r in rules if isinstance(r, dict) and "id" in r]
    if not ids:
        sys.exit(f"measure.py: error: `{vipera} rules --json` lists no rule")
    kinds = {"ownership": "ownership", "cycle": "ownership", "naming": "naming"}
    return {r["id"]: kinds.get(r["category"], "other") if "category" in r
            else ("ownership" if is_ownership(r["id"]) else "naming")
            for r in rules if isinstance(r, dict) and "id" in r}


def is_ownership(rule):
    return rule in OWNERSHIP or rule.startswith("unowned")


def load_labels(half):
    apps = []
    for path in sorted(glob.glob(os.path.join(CORPUS, "labels", "*.json"))):
        with open(path) as f:
            try:
                label = json.load(f)
            except ValueError as err:
                sys.exit(f"measure.py: error: {path}: {err}")
        if half in ("all", label.get("half")):
            apps.append(label)
    return apps


def app_dir(label):
    return label["repo"].replace("/", "+")


def run(cmd, cwd):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT,
                           stdin=subprocess.DEVNULL)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", f"timed out after {TIMEOUT}s"


def lint_app(vipera, label, mode, scratch):
    """Copy the app, optionally `vipera init`, lint; returns (exit, findings, notes)."""
    src = os.path.join(REPOS, app_dir(label))
    work = tempfile.mkdtemp(prefix=f"{app_dir(label)}.{mode}.", dir=scratch)
    dest = os.path.join(work, "app")
    shutil.copytree(src, dest, symlinks=True, ignore=shutil.ignore_patterns(".git"))
    notes = []
    try:
        if mode == "init":
            code, out, err = run([vipera, "init"], dest)
            notes.append(f"init exit {code}: {err.strip().splitlines()[-1] if err.strip() else ''}")
        code, out, err = run([vipera, "lint", "--reporter", "json", "--quiet"], dest)
        try:
            findings = json.loads(out).get("findings", []) if out.strip() else []
        except ValueError:
            findings = []
            notes.append("lint output is not JSON")
        if err.strip():
            notes.append("lint stderr: " + err.strip().splitlines()[-1][:300])
        for f in findings:
            f["file"] = os.path.relpath(os.path.join(dest, f.get("file", "")), dest) \
                if not os.path.isabs(f.get("file", "")) else os.path.relpath(f["file"], dest)
        return code, findings, notes
    finally:
        shutil.rmtree(work, ignore_errors=True)


def mechanism(label, violation):
    """How a labelled violation holds its reference, read from its labelled line: a timer or
    notification observer, a closure, or a stored property (for a recall breakdown that says where
    misses are without naming any app)."""
    path = os.path.join(REPOS, app_dir(label), violation["file"])
    try:
        with open(path, errors="replace") as f:
            text = f.read().splitlines()[violation["line"] - 1].strip()
    except (OSError, IndexError):
        return "other"
    if re.search(r"\b(Timer|CADisplayLink|addObserver|NotificationCenter)\b", text):
        return "timer/observer"
    declaration = re.match(r"^(@\w+(\(.*?\))?\s+)*((private|fileprivate|public|internal|open|final|"
                           r"static|unowned|weak|lazy)(\(set\))?\s+)*(var|let)\s", text)
    if declaration and "{" not in text:
        return "stored property"
    if "{" in text or re.search(r"\b(in|sink|subscribe|bind|drive)\b", text):
        return "closure"
    return "stored property" if declaration else "other"


def places(entry):
    yield entry["file"], entry["line"]
    for also in entry.get("also", []):
        yield also["file"], also["line"]


def match(label, findings, cats):
    """Score one app's findings against its labels."""
    kind_of = lambda f: cats.get(f.get("rule", ""), "ownership" if is_ownership(f.get("rule", "")) else "naming")
    own = [f for f in findings if kind_of(f) == "ownership"]
    naming = [f for f in findings if kind_of(f) == "naming"]
    other = [f for f in findings if kind_of(f) == "other"]
    near = lambda f, file, line: f["file"] == file and abs(f.get("line", 0) - line) <= 2
    found = related = 0
    matched_ids = set()
    by_mechanism = collections.Counter()
    for v in label.get("violations", []):
        kind = mechanism(label, v)
        by_mechanism[kind + " total"] += 1
        hits = [f for f in own for file, line in places(v) if near(f, file, line)]
        if hits:
            found += 1
            by_mechanism[kind + " found"] += 1
            matched_ids.update(id(f) for f in hits)
            v["_result"] = "found"
        elif any(f["file"] == file for f in own for file, _ in places(v)):
            related += 1
            v["_result"] = "related"
        else:
            v["_result"] = "missed"
    false = 0
    for c in label.get("correct", []):
        hit = [f for f in findings if id(f) not in matched_ids and f["file"] == c["file"]
               and f.get("line", 0) <= c["line"] <= max(f.get("endLine", 0), f.get("line", 0))]
        if hit:
            false += 1
            c["_result"] = "false: " + ", ".join(sorted({f.get("rule", "?") for f in hit}))
    caught = 0
    for n in label.get("naming_outliers", []):
        if any(near(f, n["file"], n["line"]) or f.get("rule") == "file-name" and f["file"] == n["file"]
               for f in naming):
            caught += 1
            n["_result"] = "caught"
    per_rule = collections.Counter(f.get("rule", "?") for f in findings)
    return {
        "violations": len(label.get("violations", [])), "found": found, "related": related,
        "correct": len(label.get("correct", [])), "false": false,
        "outliers": len(label.get("naming_outliers", [])), "caught": caught,
        "findings": len(findings), "ownership": len(own), "naming": len(naming), "other": len(other),
        "lines": label.get("swift_lines", 0), "per_rule": dict(per_rule),
        "by_mechanism": dict(by_mechanism),
    }


def add(total, score):
    for k, v in score.items():
        if k in ("per_rule", "by_mechanism"):
            total.setdefault(k, collections.Counter()).update(v)
        elif isinstance(v, int):
            total[k] = total.get(k, 0) + v


def row(name, s):
    kloc = s["lines"] / 1000 if s["lines"] else 0
    rate = f"{s['findings'] / kloc:.2f}" if kloc else "-"
    pct = lambda a, b: f"{100 * a / b:.0f}%" if b else "-"
    return (f"| {name} | {s['violations']} | {s['found']} ({pct(s['found'], s['violations'])}) | "
            f"{s['related']} | {s['correct']} | {s['false']} | {s['findings']} | {rate} | "
            f"{s['ownership']} | {s['naming']} | {s.get('other', 0)} | {s['caught']}/{s['outliers']} |")


HEADER = ("| app | violations | found | related | correct | false | findings | per kLOC | ownership | naming | boundary | outliers caught |\n"
          "|---|---|---|---|---|---|---|---|---|---|---|---|")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--vipera", required=True)
    ap.add_argument("--half", required=True, choices=["tuning", "sealed", "all"])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", required=True)
    ap.add_argument("--mode", default="both", choices=["oob", "init", "both"])
    ap.add_argument("--apps", default="", help="comma-separated owner+name subset")
    a = ap.parse_args()
    vipera = os.path.abspath(a.vipera)
    if not os.access(vipera, os.X_OK):
        sys.exit(f"measure.py: error: {a.vipera}: not an executable")
    cats = rule_categories(vipera)
    apps = load_labels(a.half)
    if a.apps:
        wanted = set(a.apps.split(","))
        apps = [l for l in apps if app_dir(l) in wanted]
    if not apps:
        sys.exit(f"measure.py: error: no labelled app in half '{a.half}'")
    modes = ["oob", "init"] if a.mode == "both" else [a.mode]
    scratch = tempfile.mkdtemp(prefix="measure.", dir=os.environ.get("TMPDIR", "/tmp"))
    jobs = [(l, m) for l in apps for m in modes]
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
        futs = {pool.submit(lint_app, vipera, l, m, scratch): (l, m) for l, m in jobs}
        for fut in concurrent.futures.as_completed(futs):
            l, m = futs[fut]
            results[(app_dir(l), m)] = fut.result()
    shutil.rmtree(scratch, ignore_errors=True)
    lines = [f"# vipera on the labelled corpus\n\nbinary: `{vipera}`\n"]
    for half in ["tuning", "sealed"]:
        for m in modes:
            total, rows = {}, []
            for l in (x for x in apps if x["half"] == half):
                code, findings, notes = results[(app_dir(l), m)]
                label = json.loads(json.dumps(l))
                s = match(label, findings, cats)
                add(total, s)
                os.makedirs(os.path.join(a.out, half), exist_ok=True)
                with open(os.path.join(a.out, half, f"{app_dir(l)}.{m}.json"), "w") as f:
                    json.dump({"repo": l["repo"], "mode": m, "exit": code, "notes": notes, "score": s,
                               "findings": findings, "labels": label}, f, indent=1)
                rows.append(row(app_dir(l), s) + ("" if code in (0, 1) else f" exit {code}"))
            if not total:
                continue
            head = f"\n## {half}, {m} ({len(rows)} apps)\n\n{HEADER}\n"
            body = "\n".join(rows) + "\n" if half == "tuning" else ""
            tot = row("**total**", total) + "\n"
            rules = "\nper rule: " + ", ".join(f"{k} {v}" for k, v in sorted(total["per_rule"].items())) + "\n"
            mech = total.get("by_mechanism", {})
            kinds = sorted({k.rsplit(" ", 1)[0] for k in mech})
            rules += "\nrecall by mechanism: " + ", ".join(
                f"{k} {mech.get(k + ' found', 0)}/{mech[k + ' total']}" for k in kinds) + "\n"
            lines.append(head + body + tot + rules)
            print(head + body + tot + rules)
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "summary.md"), "w") as f:
        f.write("".join(lines))


if __name__ == "__main__":
    main()
