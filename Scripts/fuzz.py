#!/usr/bin/env python3
"""Mutation fuzzing of vipera's inputs: templates (Stencil, vipera 1.x, Generamba's rambaspecs and
Liquid, Xcode's .xctemplate bundles), Rambafiles, IDETemplateMacros.plist, specs, .vipera.yml,
Package.swift, project.pbxproj, Swift files, lint baselines and caches.

Each round copies a seed into a fresh sandbox, mutates one input, runs vipera on it and fails
on a crash (a signal), a hang (over --timeout seconds), an undocumented exit code, a message
with a Foundation error domain or a Swift runtime trap, or a change to a file that existed
before the run (other than the lint cache). A generate run that fails must leave the project
byte-identical. Failing inputs are kept under --out with a note of the command.

    Scripts/fuzz.py --vipera .build/debug/vipera --minutes 30 --out /tmp/vipera-fuzz
"""
import argparse, hashlib, os, plistlib, random, shutil, signal, subprocess, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTED = {0, 1, 2, 3, 4, 64, 129, 130, 143}
BAD_TEXT = ("Error Domain", "NSCocoaErrorDomain", "Fatal error", "Swift/", "Segmentation fault")
TOKENS = [b"{{", b"}}", b"{%", b"%}", b"{% if module %}", b"{% endif %}", b"{% for x in inputs %}", b"{% endfor %}",
          b"{% extends \"A.swift\" %}", b"{% include \"_includes/header.stencil\" %}", b"{module}", b"{{ modul }}",
          b"[", b"]", b"(", b")", b"<", b">", b"#if X\n", b"#endif\n", b"//", b"/*", b"*/", b"#/\"/#", b"\"\"\"",
          b"\x00", b"\xff\xfe", b"\x1b[31m", b"\r\n", b"\n", b": ", b"- ", b"{", b"}", b"&a", b"*a", b"!!binary",
          b"weak var ", b"var ", b"class ", b"protocol ", b": AnyObject", b"vipera:disable:", b"vipera:disable:nxt",
          b"name: ", b"type: ", b"path: /tmp/vipera-fuzz-absolute/", b"path: ../", b"template: ", b"inputs:", b"outputs:", b"routes: [", b"modules:",
          b"lint:", b"profile: ", b"output: ", b"tests_path: ", b"parameters:", b"\t", b"'", b"\"", b"\\",
          # Liquid, numbers at the ends of the range, plists, project files, JSON, macros
          b"{% for i in (-9223372036854775808..1) %}", b"| truncate: -9223372036854775808", b"| slice: 9223372036854775807, 2",
          b"| times: 9223372036854775807", b"| date: '%1000000Y'", b"{% include 'header' %}", b"{% raw %}", b"(1..100000)",
          b"9223372036854775807", b"-9223372036854775808", b"1e300", b"<key>", b"</key>", b"<string>", b"</string>", b"<dict>",
          b"<array/>", b"<integer>99999999999999999999</integer>", b"bplist00", b"___FILEHEADER___", b"___VARIABLE_productName___",
          b"___VARIABLE_productName:identifier___", b"objectVersion = 99;", b"isa = PBXGroup;", b"children = (", b");", b"};",
          b"\"findings\": [", b"\"version\": 2", b"null", b"while true {}\n", b"#error(\"x\")\n", b"Caf\x65\xcc\x81"]


def mutate(data: bytes, rng: random.Random) -> bytes:
    """One to four random edits: flips, deletions, duplications, tokens, deep nesting."""
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        position = rng.randint(0, len(data))
        choice = rng.random()
        if choice < 0.2 and data:
            data[min(position, len(data) - 1)] ^= 1 << rng.randint(0, 7)
        elif choice < 0.4:
            del data[position:position + rng.randint(1, 40)]
        elif choice < 0.55 and data:
            start = rng.randint(0, len(data) - 1)
            data[position:position] = data[start:start + rng.randint(1, 200)]
        elif choice < 0.9:
            data[position:position] = rng.choice(TOKENS)
        else:
            token = rng.choice([b"[", b"<", b"(", b"{% if a %}", b"#if A\n", b"{{ (", b"- ", b"  "])
            data[position:position] = token * rng.choice([30, 300, 3000])
    return bytes(data)


def snapshot(folder: Path) -> dict:
    result = {}
    for path in folder.rglob("*"):
        try:
            if path.is_symlink():
                result[str(path)] = "link " + os.readlink(path)
            elif path.is_file():
                result[str(path)] = hashlib.sha1(path.read_bytes()).hexdigest()
        except OSError:
            pass
    return result


def seed_project(kind: str, sandbox: Path, rng: random.Random):
    """Creates the sandbox for one kind of input; returns (file to mutate, vipera arguments)."""
    project = sandbox / "project"
    project.mkdir(parents=True)
    (sandbox / "home").mkdir()
    if kind == "template":
        template = project / ".vipera/templates/F"
        shutil.copytree(ROOT / "Templates" / rng.choice(["viper", "mvvm", "bc", "moa", "silver"]), template)
        files = sorted(p for p in template.rglob("*") if p.is_file())
        return rng.choice(files), ["Login", "F"]
    if kind == "legacy":
        template = sandbox / "home/.vipera/Templates/Old"
        template.mkdir(parents=True)
        target = template / "{module}View.swift"
        target.write_text("// {module} by {author} on {date} in {project}\nclass {module}View {}\n")
        return target, ["Login", "Old"]
    if kind == "spec":
        target = project / "modules.yml"
        target.write_text("defaults:\n  template: viper\n  path: Modules\nmodules:\n  - name: PostList\n    routes: [PostDetail]\n"
                          "  - name: PostDetail\n    inputs:\n      - {name: postId, type: String}\n      - {name: tags, type: '[String: Int]'}\n"
                          "    outputs:\n      - {name: didDelete, parameters: [{name: id, type: String}]}\n      - didFinish\n"
                          "    parameters: {ui: swiftui}\n"
                          "  - name: Settings\n    template: mvvm\n    parameters: {}\n")
        return target, ["--spec", "modules.yml"]
    if kind == "project":
        target = project / ".vipera.yml"
        target.write_text("template: viper\noutput: Sources\ntests_path: Tests\nauthor: Jane\nproject: Shop\nparameters:\n  appModule: Shop\n"
                          "lint:\n  profile: viper\n  excluded: [Pods]\n  rules:\n    strong-delegate: error\n")
        (project / "A.swift").write_text("final class ADefaultPresenter { weak var view: AnyObject? }\n")
        return target, rng.choice([["Login"], ["lint", "."]])
    if kind == "generamba":
        template = sandbox / "swift_viper"
        shutil.copytree(ROOT / "Documentation/Examples/Generamba/swift_viper", template)
        (project / "Rambafile").write_text("project_name: Shop\ncompany: Acme\nprefix: SH\nproject_file_path: Modules\n"
                                           "test_file_path: Tests\ntemplates:\n- {name: swift_viper}\n")
        files = sorted(p for p in template.rglob("*") if p.is_file()) + [project / "Rambafile"]
        return rng.choice(files), ["Login", "--template-dir", "../swift_viper", "--param", "tests=true", "--param", "style=grouped"]
    if kind == "xctemplate":
        bundle = sandbox / "home/Screen.xctemplate"
        shutil.copytree(ROOT / "Tests/ViperaGeneratorTests/Fixtures/XcodeTemplates" / rng.choice(["Screen.xctemplate", "Header.xctemplate", "Cell.xctemplate"]), bundle)
        plist = bundle / "TemplateInfo.plist"
        if rng.random() < 0.3:  # Xcode reads binary plists too
            plist.write_bytes(plistlib.dumps(plistlib.loads(plist.read_bytes()), fmt=plistlib.FMT_BINARY))
        files = sorted(p for p in bundle.rglob("*") if p.is_file())
        return rng.choice(files + [plist, plist]), ["Login", "--template-dir", str(bundle), "--no-project"]
    if kind == "macros":
        bundle = sandbox / "home/Header.xctemplate"
        shutil.copytree(ROOT / "Tests/ViperaGeneratorTests/Fixtures/XcodeTemplates/Header.xctemplate", bundle)
        target = sandbox / "home/Library/Developer/Xcode/UserData/IDETemplateMacros.plist"
        target.parent.mkdir(parents=True)
        levels = "".join(f"<key>L{n}</key><string>{f'___L{n + 1}___' * 3}</string>" for n in range(4))
        target.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
                          f"<key>FILEHEADER</key><string> ___COPYRIGHT___ ___L0___</string>\n{levels}<key>L4</key><string>x</string>\n"
                          "<key>ORGANIZATIONNAME</key><string>Acme &amp; Co</string>\n</dict>\n</plist>\n")
        return target, ["Login", "--template-dir", str(bundle), "--no-project"]
    if kind == "package":
        shutil.copytree(ROOT / "Documentation/Examples/Package", project, dirs_exist_ok=True)
        return project / "Package.swift", ["Login", "--target", "Shop"]
    if kind == "pbxproj":
        fixture = ROOT / "Tests/XcodeProjectTests/Fixtures" / rng.choice(["Shop46", "Shop56", "Shop60", "Shop70", "Notes77"])
        shutil.copytree(fixture, project, dirs_exist_ok=True)
        return next(project.glob("*.xcodeproj")) / "project.pbxproj", ["Login", "--path", "Modules"]
    fixtures = sorted((ROOT / "Tests/ViperaLintTests/Fixtures").rglob("*.swift"))
    for source in rng.sample(fixtures, min(6, len(fixtures))):
        destination = project / source.relative_to(ROOT / "Tests/ViperaLintTests/Fixtures")
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(source, destination)
    files = sorted(p for p in project.rglob("*.swift"))
    if kind == "swift":
        return rng.choice(files), ["lint", "."]
    if kind == "baseline":
        return None, ["lint", ".", "--baseline", "baseline.json"]  # written by a first run, then mutated
    return None, ["lint", "."]  # "cache": the cache file is made by a first run, then mutated


def run(vipera: str, arguments, sandbox: Path, timeout: float):
    environment = dict(os.environ, HOME=str(sandbox / "home"), VIPERA_CACHE_DIR=str(sandbox / "cache"), SOURCE_DATE_EPOCH="1767268800",
                       USER="tester", VIPERA_PACKAGE_TIMEOUT=str(max(1, int(timeout / 2))))
    environment.pop("VIPERA_HOME", None)
    try:
        done = subprocess.run([vipera] + arguments, cwd=sandbox / "project", env=environment, capture_output=True, timeout=timeout)
        return done.returncode, done.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return None, "timed out"


def leftovers(sandbox: Path) -> list:
    """Processes still running that name the sandbox (a manifest vipera should have stopped)."""
    time.sleep(0.2)
    listing = subprocess.run(["ps", "-eo", "pid=,args="], capture_output=True, text=True).stdout.splitlines()
    return [line.strip() for line in listing if str(sandbox) in line]


def problem(kind, status, stderr, before, after, project_before, project_after, arguments, left):
    if left:
        return f"left a process running: {left[0][:200]}"
    if status is None:
        return "hang"
    if status < 0:
        return f"crash (signal {-status})"
    if status not in DOCUMENTED:
        return f"undocumented exit code {status}"
    if any(text in stderr for text in BAD_TEXT):
        return "a message with an error domain or a runtime trap"
    # A successful generation edits the Xcode project it joins.
    edited = ("project.pbxproj",) if status == 0 and arguments[0] != "lint" else ()
    changed = [path for path, digest in before.items() if after.get(path) != digest and "/cache/" not in path and not path.endswith(edited)]
    if changed:
        return f"changed or removed a file it did not write: {changed[0]}"
    if arguments[0] != "lint" and status != 0 and project_before != project_after:
        return "a failed generation left files behind"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--vipera", default=str(ROOT / ".build/debug/vipera"))
    parser.add_argument("--minutes", type=float, default=1)
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "vipera-fuzz"))
    options = parser.parse_args()
    options.vipera = str(Path(options.vipera).resolve())  # runs start in the sandbox
    rng = random.Random(options.seed)
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    kinds = ["template", "legacy", "spec", "project", "swift", "cache", "generamba", "xctemplate", "macros", "package", "pbxproj", "baseline"]
    counts = {kind: 0 for kind in kinds}
    statuses = {}
    failures = 0
    deadline = time.time() + options.minutes * 60
    stopped = []
    signal.signal(signal.SIGTERM, lambda *_: stopped.append(True))
    while time.time() < deadline and not stopped:
        kind = rng.choice(kinds)
        sandbox = Path(tempfile.mkdtemp(prefix="vipera-fuzz-"))
        try:
            target, arguments = seed_project(kind, sandbox, rng)
            if kind == "cache":
                run(options.vipera, arguments, sandbox, options.timeout)
                caches = sorted((sandbox / "cache").glob("*")) if (sandbox / "cache").exists() else []
                target = caches[0] if caches else None
            if kind == "baseline":
                run(options.vipera, ["lint", ".", "--write-baseline", "baseline.json"], sandbox, options.timeout)
                target = sandbox / "project/baseline.json"
            if target is not None and target.is_file():
                target.write_bytes(mutate(target.read_bytes(), rng))
            before, project_before = snapshot(sandbox), snapshot(sandbox / "project")
            status, stderr = run(options.vipera, arguments, sandbox, options.timeout)
            after, project_after = snapshot(sandbox), snapshot(sandbox / "project")
            counts[kind] += 1
            statuses[status] = statuses.get(status, 0) + 1
            left = leftovers(sandbox)
            for line in left:  # stopped here so one failure does not spoil the next rounds
                try:
                    os.kill(int(line.split()[0]), signal.SIGKILL)
                except (OSError, ValueError):
                    pass
            found = problem(kind, status, stderr, before, after, project_before, project_after, arguments, left)
            if found:
                failures += 1
                kept = out / f"failure-{failures}-{kind}"
                shutil.copytree(sandbox, kept, symlinks=True, dirs_exist_ok=True)
                (kept / "NOTE.txt").write_text(f"{found}\nvipera {' '.join(arguments)} (in project/)\nexit {status}\n{stderr[:4000]}\n")
                print(f"FAIL {kind}: {found} -> {kept}", flush=True)
        finally:
            shutil.rmtree(sandbox, ignore_errors=True)
    total = sum(counts.values())
    print(f"seed {options.seed}: {total} runs ({', '.join(f'{k} {v}' for k, v in counts.items())}); "
          f"exit codes {dict(sorted((str(k), v) for k, v in statuses.items()))}; {failures} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
