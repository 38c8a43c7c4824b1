import Foundation
import ViperaCore

/// How a template's parameters become the options of an exported bundle: each choice a popup,
/// each bool a checkbox, each string pasted into the files as it is a text option. A string the
/// template's logic reads (`{% if storyboard %}`), or transforms, and a list cannot be an
/// Xcode option and are refused; a string that changes nothing in the module files is left out.
struct ExportOptions {
    /// The choice and bool parameters: one bundle folder per combination of their values.
    let selectors: [TemplateParameter]
    /// The strings pasted in as they are.
    let texts: [TemplateParameter]
    /// The strings that change nothing in the module files.
    let unused: [String]

    /// The most combinations (folders) a bundle may have.
    static let maximumCombinations = 256

    /// Sorts the parameters of `rendering`'s template, rendering it once per combination and
    /// once more per string parameter.
    /// - Returns: the options, and the stand-in render of every combination (by its values).
    static func classify(_ rendering: ExportRendering) throws(GenerationError) -> (ExportOptions, [(values: [String: String], files: [String: Data])]) {
        let template = rendering.template
        let parameters = template.manifest.parameters
        let lists = parameters.filter { $0.kind == .list }
        let selectors = parameters.filter { if case .choice = $0.kind { true } else { $0.kind == .bool } }
        let candidates = parameters.filter { $0.kind == .string }
        let standIns = ExportStandIns(texts: candidates.map(\.name))
        var combinations: [[String: String]] = [[:]]
        for selector in selectors {
            let values: [String] = if case .choice(let choices) = selector.kind { choices } else { ["true", "false"] }
            combinations = combinations.flatMap { partial in values.map { partial.merging([selector.name: $0]) { $1 } } }
            guard combinations.count <= maximumCombinations else {
                throw refusal(template, ["its choice and bool parameters make more than \(maximumCombinations) combinations, one folder each"])
            }
        }
        var renders: [(values: [String: String], files: [String: Data])] = []
        var used: Set<String> = []
        var logic: Set<String> = []
        for combination in combinations {
            // A list renders with its default, so that the strings are still checked.
            let values = combination.merging(candidates.map { ($0.name, standIns.text($0.name)) } + lists.map { ($0.name, $0.defaultValue ?? "Sample") }) { $1 }
            let files = try rendering.files(values)
            renders.append((combination, files))
            for candidate in candidates where !logic.contains(candidate.name) {
                let standIn = standIns.text(candidate.name)
                let sample = candidate.defaultValue ?? "Sample"
                let expected = try rendering.files(values.merging([candidate.name: sample]) { $1 })
                if replacing(standIn, with: sample, in: files) != expected {
                    logic.insert(candidate.name)
                } else if files.contains(where: { $0.key.contains(standIn) || String(decoding: $0.value, as: UTF8.self).contains(standIn) }) {
                    used.insert(candidate.name)
                }
            }
        }
        var refused: [String] = []
        if !lists.isEmpty {
            refused.append("\(names(lists.map(\.name))) \(lists.count == 1 ? "is a list" : "are lists"), which no Xcode option holds")
        }
        let freeText = candidates.map(\.name).filter(logic.contains)
        if !freeText.isEmpty {
            refused.append(
                "\(names(freeText)) \(freeText.count == 1 ? "is" : "are") free text the template's logic reads or transforms, which an Xcode text option cannot express"
            )
        }
        guard refused.isEmpty else { throw refusal(template, refused) }
        let options = ExportOptions(
            selectors: selectors, texts: candidates.filter { used.contains($0.name) },
            unused: candidates.map(\.name).filter { !used.contains($0) }
        )
        return (options, renders)
    }

    /// `parameter 'a'` or `parameters 'a' and 'b'`.
    private static func names(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return "parameter \(quoted[0])" }
        return "parameters \(quoted.dropLast().joined(separator: ", ")) and \(quoted.last ?? "")"
    }

    /// `files` with `standIn` replaced by `value` in paths and contents.
    private static func replacing(_ standIn: String, with value: String, in files: [String: Data]) -> [String: Data] {
        Dictionary(
            uniqueKeysWithValues: files.map { path, data in
                let text = String(data: data, encoding: .utf8)
                return (
                    path.replacingOccurrences(of: standIn, with: value),
                    text.map { Data($0.replacingOccurrences(of: standIn, with: value).utf8) } ?? data
                )
            })
    }

    /// The error refusing to export `template`, giving `reasons`.
    static func refusal(_ template: Template, _ reasons: [String]) -> GenerationError {
        let folder = template.origin.directory?.path ?? "Templates/\(template.name) (built-in)"
        return .configuration(
            ConfigurationError(
                file: folder, line: nil,
                message: "template '\(template.name)' cannot be exported to Xcode: " + reasons.joined(separator: "; ")
            ))
    }
}
