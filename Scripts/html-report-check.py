#!/usr/bin/env python3
"""Checks `vipera lint --reporter html` in a real browser: headless Chromium (Debian's
`chromium` package), driven through its DevTools protocol over a pipe (standard library only).

    Scripts/html-report-check.py [--vipera PATH] [--chromium PATH]

On the lint fixture project's report: no console error, exception, failed or outside request;
one finding row per finding of the JSON reporter; a cycle drawing per cycle finding; and the
severity and rule filters change what is shown. On a generated codebase of more than 10,000
findings: the page opens in seconds, lists nothing until a group is opened, and filters.
Exits 1 when a check fails, 2 when vipera or Chromium cannot be run. Not part of `swift test`
(it needs a browser); `.ci/run` runs it.
"""
import argparse
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests/ViperaLintTests/Fixtures/Project"
CYCLE_RULES = {"reference-cycle", "closure-capture-cycle"}
TIMEOUT = 120


class Browser:
    """Headless Chromium with one page, spoken to with DevTools messages (JSON, each ended by
    a NUL byte) on the file descriptors 3 (to it) and 4 (from it)."""

    def __init__(self, chromium, profile):
        to_browser, self.writer = os.pipe()
        self.reader, from_browser = os.pipe()
        # Above 4, so that moving them to 3 and 4 in the child never closes one of them.
        to_browser, from_browser = (self._above_four(fd) for fd in (to_browser, from_browser))
        arguments = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                     "--no-default-browser-check", "--remote-debugging-pipe", f"--user-data-dir={profile}", "about:blank"]
        self.process = subprocess.Popen(
            ["bash", "-c", f'exec "$0" "$@" 3<&{to_browser} 4>&{from_browser} {to_browser}<&- {from_browser}>&-'] + arguments,
            pass_fds=(to_browser, from_browser), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser)
        os.close(from_browser)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        for domain in ["Runtime", "Log", "Page", "Network"]:
            self.call(f"{domain}.enable")

    @staticmethod
    def _above_four(fd):
        moved = fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
        os.close(fd)
        return moved

    def close(self):
        self.process.kill()
        self.process.wait()
        os.close(self.writer)
        os.close(self.reader)

    def _receive(self, deadline):
        while b"\0" not in self.buffer:
            if time.monotonic() > deadline:
                raise TimeoutError("Chromium did not answer in time")
            chunk = os.read(self.reader, 1 << 16)
            if not chunk:
                raise ConnectionError("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.writer, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + TIMEOUT
        while True:
            reply = self._receive(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]
            self.events.append(reply)

    def wait_for(self, method):
        deadline = time.monotonic() + TIMEOUT
        for position, event in enumerate(self.events):
            if event.get("method") == method:
                del self.events[position]
                return event
        while True:
            event = self._receive(deadline)
            if event.get("method") == method:
                return event
            self.events.append(event)

    def open(self, path):
        """Loads `path`; returns the seconds until its load event."""
        start = time.monotonic()
        self.call("Page.navigate", {"url": path.resolve().as_uri()})
        self.wait_for("Page.loadEventFired")
        return time.monotonic() - start

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def problems(self):
        """Console errors, uncaught exceptions, error log entries and requests leaving the file."""
        found = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append("console: " + " ".join(str(arg.get("value", arg.get("description"))) for arg in params.get("args", [])))
            elif method == "Runtime.exceptionThrown":
                found.append("exception: " + json.dumps(params.get("exceptionDetails", {}))[:300])
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                found.append("log: " + params["entry"].get("text", ""))
            elif method == "Network.requestWillBeSent" and not params.get("request", {}).get("url", "").startswith(("file:", "data:")):
                found.append("request: " + params["request"]["url"])
            elif method == "Network.loadingFailed":
                found.append("failed load: " + params.get("errorText", ""))
        return found


class Checks:
    def __init__(self):
        self.failures = []

    def expect(self, condition, description):
        print(("ok    " if condition else "FAIL  ") + description)
        if not condition:
            self.failures.append(description)


def lint(vipera, folder, reporter, output):
    result = subprocess.run([vipera, "lint", "--no-cache", "--quiet", "--reporter", reporter], cwd=folder,
                            stdout=open(output, "w"), stderr=subprocess.PIPE, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"vipera lint --reporter {reporter} exited with {result.returncode}: {result.stderr}")


ROWS = "document.querySelectorAll('li.finding').length"


def select(name, value):
    return (f"(() => {{ const s = document.getElementById('filter-{name}'); s.value = {json.dumps(value)}; "
            f"s.dispatchEvent(new Event('change')); return {ROWS}; }})()")


def fixture_report(browser, vipera, work, checks):
    lint(vipera, FIXTURE, "html", work / "fixture.html")
    lint(vipera, FIXTURE, "json", work / "fixture.json")
    expected = json.load(open(work / "fixture.json"))["findings"]
    errors = sum(1 for finding in expected if finding["severity"] == "error")
    cycles = sum(1 for finding in expected if finding["rule"] in CYCLE_RULES)
    browser.open(work / "fixture.html")
    checks.expect(browser.evaluate(ROWS) == len(expected), f"the fixture report lists {len(expected)} findings, as the JSON reporter does")
    checks.expect(browser.evaluate("document.querySelectorAll('figure.cycle svg').length") == cycles > 0,
                  f"each of its {cycles} cycles is drawn")
    warnings = browser.evaluate(select("severity", "warning"))
    checks.expect(warnings == len(expected) - errors and 0 < warnings < len(expected),
                  f"the severity filter shows the {len(expected) - errors} warnings only")
    browser.evaluate(select("severity", ""))
    shown = browser.evaluate(select("rule", "reference-cycle"))
    checks.expect(shown == sum(1 for finding in expected if finding["rule"] == "reference-cycle"), "the rule filter shows that rule's findings only")
    checks.expect(browser.evaluate("document.getElementById('shown').textContent") == f"{shown} of {len(expected)} findings shown",
                  "the count of findings shown follows the filters")
    problems = browser.problems()
    checks.expect(not problems, "no console error, exception or request outside the file" + "".join(f"\n      {p}" for p in problems))


def large_codebase(folder, modules):
    """Each module's presenter and view hold each other strongly, in a file named after neither
    and not for the pair (`Pair<n>.swift`; `Screen<n>.swift` names the start of both, a group)."""
    for index in range(modules):
        name = f"Screen{index}"
        (folder / f"Pair{index}.swift").write_text(
            f"final class {name}DefaultPresenter {{ var view: {name}DefaultView? }}\n"
            f"final class {name}DefaultView {{ var presenter: {name}DefaultPresenter? }}\n")


def large_report(browser, vipera, work, checks):
    code = work / "large"
    code.mkdir()
    large_codebase(code, 5100)
    lint(vipera, code, "html", work / "large.html")
    lint(vipera, code, "json", work / "large.json")
    total = len(json.load(open(work / "large.json"))["findings"])
    checks.expect(total >= 10_000, f"the generated codebase has {total} findings (at least 10,000)")
    browser.events.clear()
    seconds = browser.open(work / "large.html")
    checks.expect(seconds < 10, f"its report opens in {seconds:.1f} s (under 10)")
    checks.expect(browser.evaluate("document.getElementById('shown').textContent") == f"{total} of {total} findings shown",
                  "every finding is counted")
    checks.expect(browser.evaluate(ROWS) == 0, "no row is made before a group is opened")
    checks.expect(browser.evaluate("document.querySelectorAll('details.rule').length") == 0, "no group is made before a module is opened")
    opened = browser.evaluate("(() => { const d = document.querySelector('details.module'); d.open = true; "
                              "d.dispatchEvent(new Event('toggle')); return " + ROWS + "; })()")
    checks.expect(0 < opened <= 500, f"opening a module lists its findings ({opened})")
    start = time.monotonic()
    errors = browser.evaluate(select("severity", "error"))
    checks.expect(time.monotonic() - start < 5, "filtering 10,000 findings takes under 5 s")
    shown = browser.evaluate("document.getElementById('shown').textContent")
    checks.expect(shown.endswith(f" of {total} findings shown") and not shown.startswith(f"{total} "), f"the filter narrows them ({shown})")
    problems = browser.problems()
    checks.expect(not problems, "no console error, exception or request outside the file" + "".join(f"\n      {p}" for p in problems))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vipera", default=str(ROOT / ".build/debug/vipera"))
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "chromium"))
    arguments = parser.parse_args()
    arguments.vipera = os.path.abspath(arguments.vipera)
    chromium = shutil.which(arguments.chromium)
    if not chromium:
        print(f"no {arguments.chromium} on the PATH (apt-get install chromium)", file=sys.stderr)
        sys.exit(2)
    if not os.access(arguments.vipera, os.X_OK):
        print(f"no vipera at {arguments.vipera} (swift build first)", file=sys.stderr)
        sys.exit(2)
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="vipera-html-") as folder:
        work = Path(folder)
        browser = Browser(chromium, work / "profile")
        try:
            fixture_report(browser, arguments.vipera, work, checks)
            large_report(browser, arguments.vipera, work, checks)
        finally:
            browser.close()
    if checks.failures:
        print(f"{len(checks.failures)} check(s) failed", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
