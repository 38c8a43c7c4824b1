#!/usr/bin/env python3
"""Validates a vipera report against its format's published schema, with the Python `jsonschema`
package (PyPI), an implementation independent of vipera, plus the checks the consuming tool makes
that a JSON schema cannot express (see README.md in this folder).

    validate_report.py sarif|codeclimate|sonarqube <report.json>
Prints one line per problem; exits 1 when there is any, 0 when the report is valid.
"""
import json, os, sys
import jsonschema

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMAS = {
    "sarif": "sarif-schema-2.1.0.json",
    "codeclimate": "gitlab-codeclimate.json",
    "sonarqube": "sonarqube-generic-issues.json",
}
# GitLab's documented Code Quality severities (its schema only asks for a string).
GITLAB_SEVERITIES = {"info", "minor", "major", "critical", "blocker"}


def schema_problems(schema, instance, where=""):
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    # Every format jsonschema knows (`uri-reference` too, which SARIF's draft-04 schema uses).
    validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
    return [f"{where}{'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message}"
            for error in validator.iter_errors(instance)]


def codeclimate_problems(schema, report):
    # GitLab's parser reads a JSON array and validates each entry against its schema.
    if not isinstance(report, list):
        return ["(root): a Code Quality report is a JSON array"]
    problems = []
    fingerprints = set()
    for index, issue in enumerate(report):
        problems += schema_problems(schema, issue, f"[{index}] ")
        if not isinstance(issue, dict):
            continue
        # GitLab's documentation also requires these; entries are keyed by fingerprint.
        if not isinstance(issue.get("check_name"), str) or not issue.get("check_name"):
            problems.append(f"[{index}] check_name: missing")
        if issue.get("severity") not in GITLAB_SEVERITIES:
            problems.append(f"[{index}] severity: {issue.get('severity')!r} is not one of {sorted(GITLAB_SEVERITIES)}")
        path = (issue.get("location") or {}).get("path", "")
        if path.startswith("/") or path.startswith("./"):
            problems.append(f"[{index}] location/path: {path!r} is not relative to the repository")
        if issue.get("fingerprint") in fingerprints:
            problems.append(f"[{index}] fingerprint: {issue.get('fingerprint')!r} repeats an earlier entry's")
        fingerprints.add(issue.get("fingerprint"))
    return problems


def sonarqube_problems(schema, report):
    problems = schema_problems(schema, report)
    if problems:
        return problems
    # What SonarQube's scanner (ExternalIssueReportValidator) checks beyond the fields.
    ids = [rule["id"] for rule in report["rules"]]
    problems += [f"rules: duplicate rule id {id!r}" for id in sorted({i for i in ids if ids.count(i) > 1})]
    problems += [f"issues/{index}/ruleId: rule {issue['ruleId']!r} is not in rules"
                 for index, issue in enumerate(report["issues"]) if issue["ruleId"] not in ids]
    return problems


def main():
    kind, path = sys.argv[1:]
    with open(os.path.join(HERE, SCHEMAS[kind]), encoding="utf-8") as file:
        schema = json.load(file)
    with open(path, encoding="utf-8") as file:
        report = json.load(file)
    if kind == "codeclimate":
        problems = codeclimate_problems(schema, report)
    elif kind == "sonarqube":
        problems = sonarqube_problems(schema, report)
    else:
        problems = schema_problems(schema, report)
    for problem in problems:
        print(problem)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
