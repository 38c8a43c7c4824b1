#!/usr/bin/env python3
"""Renders Infinum's public Xcode templates with vipera and checks the result three ways.

For `Module.xctemplate` and `RxModule.xctemplate` of Infinum's iOS-VIPER-Xcode-Templates, and for
every combination of their popups (interface × complexity), this

1. runs `vipera Login --template-dir <bundle> --param interface=… --param complex=…`;
2. compares the written files byte for byte with an independent oracle written here, which does
   only what Xcode does with a file template: copy the folder the popup values name, expanding
   the text macros in file names and contents (its own regular-expression substitution, sharing
   no code with vipera);
3. type-checks the rendered Swift files against the UIKit stub of the tests
   (`Tests/TestSupport/UIKitStub`), with the repository's own `Base VIPER Interfaces` beside them
   (and, for RxModule, a two-line RxSwift stub: the templates use only `DisposeBag`), in Swift 5
   and Swift 6 language modes. The stub is compiled here as Xcode imports the real UIKit: the
   Swift compiler treats every declaration imported from Objective-C as predating concurrency
   (implicitly `@preconcurrency`), so the stub's `@MainActor` declarations are marked so. In
   Swift 5 mode a nonisolated caller then gets no diagnostic, as in Xcode; in Swift 6 mode some
   isolation errors remain. Errors are counted in two groups: main-actor isolation (these
   templates, written before Swift concurrency, create and configure view controllers from
   nonisolated wireframes) and any other error, which would mean the rendered code is broken.

The templates are read from a checkout given with --templates, else from the local mirror the
`fetch` tool makes (/work/.mirror/infinum+iOS-VIPER-Xcode-Templates). Nothing of them is
committed. This is not part of the test suite.

    Scripts/xctemplate-compare.py [--vipera .build/debug/vipera] [--templates <checkout>]
"""
import argparse, itertools, os, plistlib, re, shutil, subprocess, sys, tempfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
MIRROR = Path("/work/.mirror/infinum+iOS-VIPER-Xcode-Templates/repo/.git")
BUNDLES = ["Module.xctemplate", "RxModule.xctemplate"]
MODULE = "Login"
# What the oracle and vipera are both given: vipera reads them from .vipera.yml and the
# environment, the oracle takes them as Xcode would from the Mac and the project.
PROJECT, COMPANY, AUTHOR, DATE, YEAR = "Shop", "Infinum", "Jane Doe", "11/14/23", "2023"
SOURCE_DATE_EPOCH = "1700000000"  # 2023-11-14
RX_STUB = "public final class DisposeBag {\n    public init() {}\n}\n"


def checkout(given):
    """The folder holding `Templates/VIPER Templates`: the one given, else the mirror's HEAD."""
    if given:
        return Path(given), None
    if not MIRROR.exists():
        sys.exit(f"no --templates given and no mirror at {MIRROR} (fetch github:infinum/iOS-VIPER-Xcode-Templates)")
    folder = Path(tempfile.mkdtemp(prefix="infinum-templates-"))
    archive = subprocess.run(["git", "--git-dir", str(MIRROR), "archive", "HEAD"], capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
    commit = subprocess.run(["git", "--git-dir", str(MIRROR), "rev-parse", "HEAD"], capture_output=True, text=True, check=True)
    print(f"templates: {MIRROR} at {commit.stdout.strip()}")
    return folder, folder


# --- The oracle: Xcode's macro substitution, nothing else. ---------------------------------

MACRO = re.compile(r"___(VARIABLE_[A-Za-z0-9_]+?|[A-Z][A-Z0-9]*)((?:[:,][A-Za-z0-9]+)*)___")


def c_identifier(text):
    result = re.sub(r"[^A-Za-z0-9_]", "_", text)
    return "_" + result if result[:1].isdigit() else result


MODIFIERS = {"identifier": c_identifier}


def substitute(text, values, where):
    def replace(match):
        name, modifiers = match.group(1), [m for m in re.split(r"[:,]", match.group(2)) if m]
        if name not in values:
            raise ValueError(f"{where}: the oracle has no value for {match.group(0)}")
        value = values[name]
        for modifier in modifiers:
            value = MODIFIERS[modifier](value)
        return value
    return MACRO.sub(replace, text)


def option_values(info, popups):
    """The options' values as Xcode fills them: the module name typed, popups chosen, statics
    expanded from their Default."""
    values = {"PROJECTNAME": PROJECT, "FULLUSERNAME": AUTHOR, "DATE": DATE, "YEAR": YEAR, "ORGANIZATIONNAME": COMPANY,
              "COPYRIGHT": f"Copyright © {YEAR} {COMPANY}. All rights reserved."}
    for option in info["Options"]:
        identifier, kind = option["Identifier"], option["Type"]
        if kind == "text":
            values["VARIABLE_" + identifier] = MODULE
        elif kind == "popup":
            values["VARIABLE_" + identifier] = popups[identifier]
        elif kind == "static":
            values["VARIABLE_" + identifier] = substitute(option["Default"], values, identifier)
    return values


def oracle(bundle, info, popups):
    values = option_values(info, popups)
    folder = bundle / "".join(popups[o["Identifier"]] for o in info["Options"] if o["Type"] == "popup")
    result = {}
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        name = path.name.replace("___FILEBASENAME___", values["VARIABLE_productName"])
        contents = dict(values, FILENAME=name, FILEBASENAME=name.rsplit(".", 1)[0])
        text = substitute(path.read_text(encoding="utf-8"), contents, path)
        result[name] = text.encode("utf-8")
    return result


# --- vipera ---------------------------------------------------------------------------------

def vipera(binary, bundle, popups):
    work = Path(tempfile.mkdtemp(prefix="xctemplate-compare-"))
    try:
        (work / "home").mkdir()
        project = work / "project"
        project.mkdir()
        (project / ".vipera.yml").write_text(f"project: {PROJECT}\ncompany: {COMPANY}\nauthor: {AUTHOR}\ndate_format: M/d/yy\n")
        arguments = [binary, MODULE, "--template-dir", str(bundle), "--no-project", "--quiet"]
        for identifier, value in popups.items():
            arguments += ["--param", f"{identifier}={value}"]
        env = dict(os.environ, HOME=str(work / "home"), SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH)
        run = subprocess.run(arguments, cwd=project, env=env, capture_output=True, text=True)
        module = project / MODULE
        written = {str(p.relative_to(module)): p.read_bytes() for p in module.rglob("*") if p.is_file()} if module.exists() else {}
        return run.returncode, written, run.stderr
    finally:
        shutil.rmtree(work, ignore_errors=True)


# --- Type-checking --------------------------------------------------------------------------

def build_stubs(folder):
    # Declarations imported from Objective-C are implicitly @preconcurrency; the stub's are made so.
    imported = folder / "UIKitSources"
    imported.mkdir()
    for source in sorted((REPOSITORY / "Tests/TestSupport/UIKitStub").glob("*.swift")):
        text = re.sub(r"^(\s*)@MainActor$", r"\1@preconcurrency @MainActor", source.read_text(), flags=re.MULTILINE)
        (imported / source.name).write_text(text)
    stub = sorted(imported.glob("*.swift"))
    subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", "UIKit", "-swift-version", "6",
                    "-emit-module-path", str(folder / "UIKit.swiftmodule")] + [str(p) for p in stub], check=True, cwd=folder)
    for name, source in [("RxSwift", RX_STUB), ("RxCocoa", "")]:
        (folder / f"{name}.swift").write_text(source)
        subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", name,
                        "-emit-module-path", str(folder / f"{name}.swiftmodule"), str(folder / f"{name}.swift")], check=True, cwd=folder)


def typecheck(stubs, files, base, mode):
    with tempfile.TemporaryDirectory(prefix="xctemplate-typecheck-") as folder:
        paths = []
        for name, data in files.items():
            if name.endswith(".swift"):
                (Path(folder) / name).write_bytes(data)
                paths.append(str(Path(folder) / name))
        run = subprocess.run(["swiftc", "-typecheck", "-parse-as-library", "-continue-building-after-errors", "-I", str(stubs), "-swift-version", mode]
                             + paths + [str(p) for p in sorted(base.glob("*.swift"))], capture_output=True, text=True)
        errors = re.findall(r"^\S.*?: error: (.*)$", run.stderr, re.MULTILINE)
        isolation = [e for e in errors if "actor-isolated" in e]
        warnings = re.findall(r"^\S.*?: warning: (.*)$", run.stderr, re.MULTILINE)
        return len(errors) - len(isolation), len(isolation), len(warnings), run.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--vipera", default=str(REPOSITORY / ".build/debug/vipera"))
    parser.add_argument("--templates", help="a checkout of infinum/iOS-VIPER-Xcode-Templates")
    parser.add_argument("--verbose", action="store_true", help="print the compiler's diagnostics")
    options = parser.parse_args()
    root, extracted = checkout(options.templates)
    stubs = Path(tempfile.mkdtemp(prefix="xctemplate-stubs-"))
    totals = dict(combinations=0, rendered=0, identical=0, files=0, clean5=0, clean6=0, isolation5=0, isolation6=0)
    try:
        build_stubs(stubs)
        base = root / "Base VIPER Interfaces"
        for bundle_name in BUNDLES:
            bundle = root / "Templates" / "VIPER Templates" / bundle_name
            info = plistlib.loads((bundle / "TemplateInfo.plist").read_bytes())
            popups = [(o["Identifier"], o["Values"]) for o in info["Options"] if o["Type"] == "popup"]
            for choice in itertools.product(*(values for _, values in popups)):
                chosen = dict(zip((identifier for identifier, _ in popups), choice))
                totals["combinations"] += 1
                status, written, stderr = vipera(options.vipera, bundle, chosen)
                expected = oracle(bundle, info, chosen)
                same = status == 0 and written == expected
                totals["rendered"] += status == 0
                totals["identical"] += same
                totals["files"] += len(written)
                checks = []
                for mode in ("5", "6"):
                    other, isolation, warnings, diagnostics = typecheck(stubs, written, base, mode)
                    totals["clean" + mode] += other == 0
                    totals["isolation" + mode] += isolation
                    checks.append(f"Swift {mode}: {other} other errors, {isolation} isolation errors, {warnings} warnings")
                    if options.verbose and diagnostics:
                        print(diagnostics)
                label = " ".join(f"{k}={v}" for k, v in chosen.items())
                print(f"{bundle_name} {label}: exit {status}, {len(written)} files, "
                      f"{'byte-identical to the oracle' if same else 'DIFFERENT from the oracle'}; {'; '.join(checks)}"
                      + ("" if status == 0 else f"\n  {stderr.strip()}"))
                if totals["combinations"] == 1:
                    # The check can fail: a module name rendered wrongly in one file is an error.
                    broken = {name: data.replace(b"LoginPresenter(", b"LogniPresenter(") for name, data in written.items()}
                    other, _, _, _ = typecheck(stubs, broken, base, "5")
                    print(f"negative control (one module name misspelt in a call): {other} other errors (expected > 0)")
        n = totals["combinations"]
        print(f"{totals['rendered']}/{n} combinations rendered ({totals['files']} files), "
              f"{totals['identical']}/{n} byte-identical to the oracle; type-checked with no error but main-actor "
              f"isolation: {totals['clean5']}/{n} in Swift 5 mode ({totals['isolation5']} isolation errors), "
              f"{totals['clean6']}/{n} in Swift 6 mode ({totals['isolation6']} isolation errors)")
    finally:
        shutil.rmtree(stubs, ignore_errors=True)
        if extracted:
            shutil.rmtree(extracted, ignore_errors=True)


if __name__ == "__main__":
    main()
