#!/usr/bin/env python3
"""Reading aid for labelling one app of the corpus (stdlib only; never runs vipera).

  python3 Scripts/RealCode/candidates.py Scripts/RealCode/repos/<owner>+<name> [--stats] [--json]

Lists, with file:line relative to the repository root:
  * every stored property (var/let, weak/unowned/@IBOutlet included) of every class whose
    type names another class or protocol declared in the app;
  * every escaping closure stored on self, appended, or passed to sink/subscribe/bind/drive/
    observe (or followed by store(in:)/disposed(by:)) that mentions `self` without
    [weak self]/[unowned self].
A human judges each candidate by reading the code; nothing here is a label.
--stats prints only the Swift file and line counts (test targets, Pods, Carthage excluded).
"""
import json
import os
import re
import sys

SKIP_DIRS = {"Pods", "Carthage", ".build", "DerivedData", ".git", "vendor", "Vendor", "SourcePackages"}
TEST_RE = re.compile(r"(^|/)[^/]*(Tests?|Specs?|UITests|Mocks?)(/|$)|Tests?\.swift$|Spec\.swift$|Mock[^/]*\.swift$")


def swift_files(root):
    """Relative paths of the app's Swift files, test targets and vendored code excluded."""
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(filenames):
            if name.endswith(".swift"):
                rel = os.path.relpath(os.path.join(dirpath, name), root)
                if not TEST_RE.search(rel):
                    out.append(rel)
    return out


def strip_code(text):
    """The text with comments and string contents blanked (newlines kept, so lines stay put)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j): depth += 1; j += 2
                elif text.startswith("*/", j): depth -= 1; j += 2
                else: j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"'); i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append('"' + " " * (min(j, n) - i - 1) + ('"' if j < n and text[j] == '"' else ""))
            i = j + 1 if j < n and text[j] == '"' else j
        else:
            out.append(c); i += 1
    return "".join(out)


DECL_RE = re.compile(r"\b(class|actor|struct|enum|extension|protocol)\s+(\w+)")
CODE_HEAD_RE = re.compile(r"\b(func|init|deinit|subscript|if|else|for|while|switch|case|do|catch|guard|repeat|get|set|didSet|willSet|defer|return)\b[^{]*$")
PROP_RE = re.compile(
    r"^\s*((?:@\w+(?:\([^)]*\))?\s+)*)((?:(?:private|fileprivate|internal|public|open|final|lazy|weak|unowned|"
    r"unowned\(safe\)|unowned\(unsafe\)|static|class|override|nonisolated|dynamic|required|package)"
    r"(?:\(set\))?\s+)*)(var|let)\s+(\w+)\s*(?::\s*([^={]+?))?\s*(?:=\s*(.*?))?\s*(\{.*)?$")
IDENT_RE = re.compile(r"\b[A-Z]\w*")
# framework types that play a role (the View) in every app
FRAMEWORK_ROLES = {"UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
                   "UIPageViewController", "UITableViewController", "UICollectionViewController", "NSViewController"}
CONTEXT_RE = re.compile(r"\.(sink|subscribe|bind|drive|observe|onNext|receive|addObserver|scheduledTimer)\b|"
                        r"\b(append|insert)\(|(^|[^=!<>])=\s*$")
AFTER_RE = re.compile(r"^\s*\)?\s*\.(store\(in:|disposed\(by:)")


def parse_types(files, root):
    """Names of the classes and protocols the app declares."""
    names = set()
    for rel in files:
        with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
            code = strip_code(f.read())
        for m in re.finditer(r"\b(class|protocol|actor)\s+(\w+)", code):
            if m.group(2) not in ("func", "var", "let"):
                names.add(m.group(2))
    return names


def frames_and_braces(code):
    """For each '{': (offset, header text, matching '}' offset)."""
    stack, pairs, last = [], [], 0
    for i, c in enumerate(code):
        if c == "{":
            stack.append((i, code[last:i]))
            last = i + 1
        elif c == "}":
            if stack:
                start, head = stack.pop()
                pairs.append((start, head, i))
            last = i + 1
        elif c == ";":
            last = i + 1
    return pairs


def scan_file(root, rel, app_types):
    with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
        text = f.read()
    code = strip_code(text)
    line_of = lambda off: code.count("\n", 0, off) + 1
    lines = code.split("\n")
    raw_lines = text.split("\n")
    pairs = frames_and_braces(code)
    starts = [0]
    for l in lines:
        starts.append(starts[-1] + len(l) + 1)
    found = []
    # class bodies: map body line ranges to class name
    class_bodies = []
    for start, head, end in pairs:
        m = DECL_RE.search(head)
        if m and m.group(1) in ("class", "actor") and not re.search(r"\bclass\s+(func|var|let)\b", head) \
                and not CODE_HEAD_RE.search(head.split(m.group(0))[-1]):
            class_bodies.append((start, end, m.group(2)))
    inner = [(s, e) for s, _, e in pairs]
    for cstart, cend, cname in class_bodies:
        # offsets of nested braces directly in the class body
        nested = [(s, e) for s, e in inner if cstart < s < cend]
        def at_top(off):
            return not any(s < off < e for s, e in nested)
        for ln in range(line_of(cstart + 1), line_of(cend) + 1):
            line = lines[ln - 1]
            line_start = starts[ln - 1]
            first = line_start + (len(line) - len(line.lstrip()))
            if first <= cstart or first >= cend or not at_top(first):
                continue
            m = PROP_RE.match(line)
            if not m:
                continue
            mods = m.group(2) or ""
            if re.search(r"\b(static|class)\b", mods):
                continue
            typ, init, brace = (m.group(5) or ""), (m.group(6) or ""), (m.group(7) or "")
            observed = re.search(r"\b(didSet|willSet)\b", brace + " ".join(lines[ln:ln + 2]))
            if brace and not observed and not init:
                continue  # computed property
            names = set(IDENT_RE.findall(typ)) | set(re.findall(r"^([A-Z]\w*)\s*[(.]", init.strip()))
            hits = names & (app_types | FRAMEWORK_ROLES)
            if hits:
                found.append((ln, "property", f"{cname}: {raw_lines[ln - 1].strip()}"))
    # closures
    for start, head, end in pairs:
        h = head.rstrip()
        if DECL_RE.search(head) or CODE_HEAD_RE.search(h.split("\n")[-1]) or re.search(r"\)\s*(throws|rethrows|async|->[^{]*)?\s*$", h) and re.search(r"\bfunc\b|\binit\b", h):
            continue
        body = code[start + 1:end]
        if re.match(r"\s*\[[^\]]*\b(weak|unowned)(\(\w+\))?\s+self\b", body):
            continue
        if not re.search(r"\bself\b", body):
            continue
        tail = h.split("\n")[-1] if h else ""
        after = code[end + 1:end + 40]
        stored = CONTEXT_RE.search(tail) and not re.search(r"\b(let|var)\s+\w+\s*(:[^=]*)?=\s*$", tail)
        if stored or AFTER_RE.match(after):
            ln = line_of(start)
            found.append((ln, "closure", raw_lines[ln - 1].strip()))
    return found


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1 or not os.path.isdir(args[0]):
        sys.exit("usage: candidates.py REPO_DIR [--stats] [--json]")
    root = args[0]
    files = swift_files(root)
    if "--stats" in sys.argv:
        total = 0
        for rel in files:
            with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
                total += sum(1 for _ in f)
        print(json.dumps({"swift_files": len(files), "swift_lines": total}))
        return
    app_types = parse_types(files, root)
    rows = []
    for rel in files:
        for ln, kind, what in scan_file(root, rel, app_types):
            rows.append({"file": rel, "line": ln, "kind": kind, "what": what})
    if "--json" in sys.argv:
        print(json.dumps(rows, indent=1))
    else:
        for r in rows:
            print(f"{r['file']}:{r['line']}\t{r['kind']}\t{r['what']}")


if __name__ == "__main__":
    main()
