import Foundation
import TestSupport
import Yams

/// The repository's `action.yml`, read as GitHub reads a composite action, and its steps run the
/// way a runner runs them: `bash --noprofile --norc -eo pipefail <script>`, with the step's `env:`
/// and `working-directory:` evaluated, `GITHUB_ACTION_PATH`, `GITHUB_OUTPUT` and
/// `GITHUB_STEP_SUMMARY` set.
///
/// Only the expressions the action may use are understood (`${{ inputs.<name> }}` and
/// `${{ steps.<id>.outputs.<name> }}`); any other expression is an error, so the action stays
/// simple enough to check here.
struct CompositeAction {
    struct Step {
        let name: String
        let id: String?
        let shell: String?
        let run: String
        let workingDirectory: String?
        let env: [String: String]
        let uses: String?
    }

    /// Each input's default.
    let inputs: [String: String]
    let steps: [Step]
    /// `runs.using`.
    let using: String?
    /// Every `${{ … }}` expression anywhere in the file, trimmed.
    let expressions: [String]

    static let file = Locations.packageRoot.appendingPathComponent("action.yml")

    init(file: URL = Self.file) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let root = try Yams.load(yaml: text) as? [String: Any], let runs = root["runs"] as? [String: Any] else {
            throw Problem("\(file.path): no `runs:` mapping")
        }
        var inputs: [String: String] = [:]
        for (name, value) in root["inputs"] as? [String: Any] ?? [:] {
            inputs[name] = (value as? [String: Any])?["default"].map { "\($0)" } ?? ""
        }
        self.inputs = inputs
        using = runs["using"] as? String
        steps = (runs["steps"] as? [[String: Any]] ?? []).map { step in
            Step(
                name: step["name"] as? String ?? "", id: step["id"] as? String, shell: step["shell"] as? String,
                run: step["run"] as? String ?? "", workingDirectory: step["working-directory"] as? String,
                env: (step["env"] as? [String: Any] ?? [:]).mapValues { "\($0)" }, uses: step["uses"] as? String
            )
        }
        let pattern = try NSRegularExpression(pattern: #"\$\{\{(.*?)\}\}"#)
        expressions = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { text[$0].trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The step with `id`.
    func step(id: String) throws -> Step {
        guard let step = steps.first(where: { $0.id == id }) else { throw Problem("action.yml has no step with id '\(id)'") }
        return step
    }

    /// The step called `name`.
    func step(named name: String) throws -> Step {
        guard let step = steps.first(where: { $0.name == name }) else { throw Problem("action.yml has no step '\(name)'") }
        return step
    }

    /// `text` with its expressions replaced: `inputs` over the defaults, `outputs` keyed `id.name`.
    func evaluate(_ text: String, inputs given: [String: String], outputs: [String: String]) throws -> String {
        var result = text
        while let start = result.range(of: "${{"), let end = result.range(of: "}}", range: start.upperBound..<result.endIndex) {
            let expression = result[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespaces)
            let parts = expression.split(separator: ".").map(String.init)
            let value: String?
            if parts.count == 2, parts[0] == "inputs" {
                value = given[parts[1]] ?? inputs[parts[1]]
            } else if parts.count == 4, parts[0] == "steps", parts[2] == "outputs" {
                value = outputs["\(parts[1]).\(parts[3])"]
            } else {
                value = nil
            }
            guard let value else { throw Problem("action.yml: cannot evaluate ${{ \(expression) }}") }
            result.replaceSubrange(start.lowerBound..<end.upperBound, with: value)
        }
        return result
    }

    /// What a step did.
    struct Outcome {
        let result: ProcessResult
        /// The outputs it wrote, keyed `id.name`.
        let outputs: [String: String]
        /// What it added to the job summary.
        let summary: String
    }

    /// Runs `step` as a runner does; `directory` is the workspace its `working-directory` is
    /// relative to.
    func run(
        _ step: Step, in directory: URL, inputs given: [String: String] = [:], outputs: [String: String] = [:],
        actionPath: URL = Locations.packageRoot, environment extra: [String: String?] = [:]
    ) throws -> Outcome {
        let scratch = try TemporaryDirectory(prefix: "vipera-action")
        defer { scratch.remove() }
        let script = try scratch.write(step.run, to: "step.sh")
        let outputFile = try scratch.write("", to: "github-output")
        let summaryFile = try scratch.write("", to: "step-summary")
        var environment: [String: String?] = extra
        for (key, value) in step.env { environment[key] = try evaluate(value, inputs: given, outputs: outputs) }
        environment["GITHUB_ACTION_PATH"] = actionPath.path
        environment["GITHUB_OUTPUT"] = outputFile.path
        environment["GITHUB_STEP_SUMMARY"] = summaryFile.path
        let folder = try step.workingDirectory.map { try evaluate($0, inputs: given, outputs: outputs) } ?? "."
        let result = try Oracle.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", script.path],
            in: directory.appendingPathComponent(folder), environment: environment
        )
        var written: [String: String] = [:]
        for line in try String(contentsOf: outputFile, encoding: .utf8).split(separator: "\n") {
            let pair = line.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2, let id = step.id { written["\(id).\(pair[0])"] = pair[1] }
        }
        return Outcome(result: result, outputs: written, summary: try String(contentsOf: summaryFile, encoding: .utf8))
    }

    struct Problem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
