#!/usr/bin/env python3
"""Edits every project.pbxproj under a folder the way `vipera generate` does, and checks each
edit with an independent parser (the `pbxproj` package from PyPI): the module's files are
referenced and built by the app target, its tests by a test target, and every original line
is still there in order. For measuring vipera on public projects; nothing here is committed
from them.

    Scripts/xcode-corpus.py <vipera> <folder with */project.pbxproj>
"""
import os, shutil, subprocess, sys, tempfile
from pathlib import Path
from pbxproj import XcodeProject

ROOT = Path(__file__).resolve().parent.parent
CHECK = ROOT / "Tests/XcodeProjectTests/pbxproj_check.py"


def app_and_tests(project):
    objects = project.objects
    targets = list(objects.get_targets())
    apps = [t for t in targets if t["productType"] == "com.apple.product-type.application"]
    tests = [t for t in targets if "unit-test" in (t["productType"] or "")]
    return (apps[0].name if apps else None), (tests[0].name if tests else None)


def first_folder(project):
    objects = project.objects
    main = objects[objects[project.rootObject]["mainGroup"]]
    for child in main.children:
        item = objects[child]
        if item.isa == "PBXGroup" and "path" in item and item["sourceTree"] == "<group>":
            return item["path"]
    return "App"


def kept_in_order(original, edited):
    lines = iter(edited.split("\n"))
    return all(any(line == candidate for candidate in lines) for line in original.split("\n"))


def main():
    vipera, folder = sys.argv[1], Path(sys.argv[2])
    results = {"edited and verified": 0, "failed": 0, "skipped (no app target)": 0}
    for pbxproj in sorted(folder.rglob("project.pbxproj")):
        if "/Pods/" in str(pbxproj):
            continue
        work = Path(tempfile.mkdtemp(prefix="xcode-corpus-"))
        try:
            xcodeproj = work / "App.xcodeproj"
            xcodeproj.mkdir()
            shutil.copy(pbxproj, xcodeproj / "project.pbxproj")
            original = (xcodeproj / "project.pbxproj").read_text(encoding="utf-8")
            try:
                project = XcodeProject.load(str(xcodeproj / "project.pbxproj"))
            except Exception:
                results["skipped (the oracle cannot read it)"] = results.get("skipped (the oracle cannot read it)", 0) + 1
                continue
            app, tests = app_and_tests(project)
            if app is None:
                results["skipped (no app target)"] += 1
                continue
            base = first_folder(project)
            arguments = [vipera, "Login", "--project", str(xcodeproj), "--target", app, "--path", str(work / base / "Modules")]
            arguments += ["--test-target", tests, "--tests-path", str(work / "VIPERATests/LoginTests")] if tests else ["--no-tests"]
            run = subprocess.run(arguments, cwd=work, capture_output=True, text=True)
            edited = (xcodeproj / "project.pbxproj").read_text(encoding="utf-8")
            expectations = [f"{base}/Modules/Login/Default/LoginDefaultView.swift={app}:PBXSourcesBuildPhase"]
            if tests:
                expectations.append(f"VIPERATests/LoginTests/Mocks/LoginMockView.swift={tests}:PBXSourcesBuildPhase")
            check = subprocess.run([sys.executable, str(CHECK), str(xcodeproj / "project.pbxproj"), str(work)] + expectations,
                                   capture_output=True, text=True)
            if run.returncode == 0 and check.returncode == 0 and kept_in_order(original, edited):
                results["edited and verified"] += 1
            else:
                results["failed"] += 1
                print(f"FAIL {pbxproj}: exit {run.returncode} {run.stderr.strip()[:300]} {check.stdout.strip()[:300]}")
        finally:
            shutil.rmtree(work, ignore_errors=True)
    print(results)


if __name__ == "__main__":
    main()
