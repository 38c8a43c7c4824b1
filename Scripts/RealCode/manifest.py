#!/usr/bin/env python3
"""Write corpus.json from every label file (both corpus helpers' apps).

  python3 Scripts/RealCode/manifest.py [--check]

--check also verifies each label: the work tree exists at the label's commit, and every
labelled file:line exists (a line past the end of its file is an error).
"""
import glob, json, os, subprocess, sys
CORPUS = os.path.dirname(os.path.abspath(__file__))
# The apps' work trees (never committed): $VIPERA_CORPUS_REPOS, else repos/ beside this script.
REPOS = os.environ.get("VIPERA_CORPUS_REPOS", os.path.join(CORPUS, "repos"))
apps, errors = [], []
for path in sorted(glob.glob(os.path.join(CORPUS, "labels", "*.json"))):
    with open(path) as f:
        label = json.load(f)
    app = label["repo"].replace("/", "+")
    apps.append({"repo": label["repo"], "commit": label["commit"], "half": label["half"],
                 "kind": label["kind"], "lines": label.get("swift_lines"), "files": label.get("swift_files"),
                 "violations": len(label.get("violations", [])), "correct": len(label.get("correct", [])),
                 "naming_outliers": len(label.get("naming_outliers", []))})
    if "--check" in sys.argv:
        tree = os.path.join(REPOS, app)
        head = subprocess.run(["git", "-C", tree, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
        if head != label["commit"]:
            errors.append(f"{path}: work tree {tree} is at {head or 'nothing'}, label says {label['commit']}")
        entries = [(e["file"], e["line"]) for k in ("violations", "correct", "naming_outliers") for e in label.get(k, [])]
        entries += [(a["file"], a["line"]) for v in label.get("violations", []) for a in v.get("also", [])]
        for file, line in entries:
            p = os.path.join(tree, file)
            if not os.path.isfile(p):
                errors.append(f"{path}: no file {file}")
            else:
                with open(p, encoding="utf-8", errors="replace") as f:
                    if line > sum(1 for _ in f):
                        errors.append(f"{path}: {file}:{line} is past the end of the file")
with open(os.path.join(CORPUS, "corpus.json"), "w") as f:
    json.dump({"apps": apps}, f, indent=1)
for e in errors:
    print(e, file=sys.stderr)
print(f"{len(apps)} apps -> corpus.json" + (f"; {len(errors)} errors" if errors else ""))
sys.exit(1 if errors else 0)
