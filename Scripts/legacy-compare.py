#!/usr/bin/env python3
"""Compares what vipera writes from vipera 1.x/2.x templates with what the original tool wrote.

The original's algorithm, read from its source: every `.swift` file below the template folder
(other files skipped) is copied with `{module}`, `{project}`, `{author}` and `{date}` replaced in
its file name and contents; folder names are kept as they are. For each template folder given,
this runs `vipera <Module>` as a 1.x user would (the folder as `~/.vipera/Templates/Default`) and
as a 2.x user would (the files directly in `~/.vipera`), and compares the written files byte for
byte with that algorithm's output. Nothing of the templates is committed.

    Scripts/legacy-compare.py <vipera> <template folder> ...
"""
import os, shutil, subprocess, sys, tempfile
from pathlib import Path

PARAMS = {"module": "Login", "project": "Shop", "author": "Jane Doe", "date": "1/1/26"}


def original(template: Path) -> dict:
    result = {}
    for path in sorted(template.rglob("*.swift")):
        relative = path.relative_to(template)
        name = relative.name
        text = path.read_text(encoding="utf-8")
        for key, value in PARAMS.items():
            name = name.replace("{%s}" % key, value)
            text = text.replace("{%s}" % key, value)
        result[str(relative.parent / name) if str(relative.parent) != "." else name] = text.encode()
    return result


def vipera(binary: str, template: Path, layout: str) -> tuple:
    work = Path(tempfile.mkdtemp(prefix="legacy-compare-"))
    try:
        home, project = work / "home", work / "project"
        target = home / ".vipera" / "Templates" / "Default" if layout == "1.x" else home / ".vipera"
        shutil.copytree(template, target)
        project.mkdir()
        (project / "Shop.xcodeproj").mkdir()
        (project / ".vipera.yml").write_text("date_format: M/d/yy\n")
        env = dict(os.environ, HOME=str(home), SOURCE_DATE_EPOCH="1767268800")
        run = subprocess.run([binary, "Login", "--author", "Jane Doe", "--no-project"], cwd=project, env=env, capture_output=True, text=True)
        module = project / "Login"
        written = {str(p.relative_to(module)): p.read_bytes() for p in module.rglob("*") if p.is_file()} if module.exists() else {}
        return run.returncode, written, run.stderr
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    binary, templates = sys.argv[1], [Path(p) for p in sys.argv[2:]]
    rendered = identical = total = 0
    for template in templates:
        expected = original(template)
        for layout in ("1.x", "2.x"):
            total += 1
            status, written, stderr = vipera(binary, template, layout)
            rendered += status == 0
            same = status == 0 and written == expected
            identical += same
            print(f"{template.name} ({layout} layout): exit {status}, {len(written)} files, "
                  f"{'byte-identical' if same else 'DIFFERENT'}{'' if status == 0 else ': ' + stderr.strip()}")
    print(f"{rendered}/{total} rendered, {identical}/{total} byte-identical to the original's output")


if __name__ == "__main__":
    main()
