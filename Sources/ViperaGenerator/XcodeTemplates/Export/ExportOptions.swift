import Foundation
import ViperaCore

/// How a template's parameters become the options of an exported bundle: each choice a popup,
/// each bool a checkbox, each string pasted into the files as it is a text option. A string the
/// template's logic reads (`{% if storyboard %}`), or transforms, and a list cannot be an
/// Xcode option and are refused; a string that changes nothing in the module files is left out.
/// A string changes what is written when any value Xcode's text field could hold for it renders
/// otherwise than the text pasted in: its default, the empty text (when it has a default, the
/// field may be emptied) and each text the template's branches compare it with are tried.
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
    /// once more per string parameter and value tried.
    /// - Returns: the options, and the stand-in render of every combination (by its values).
    static func classify(_ rendering: ExportRendering) throws(GenerationError) -> (ExportOptions, [(values: [String: String], files: [String: Data])]) {
        let template = rendering.template
        let parameters = template.manifest.parameters
        let lists = parameters.filter { $0.kind == .list }
        let selectors = parameters.filter { if case .choice = $0.kind { true } else { $0.kind == .bool } }
        let candidates = parameters.filter { $0.kind == .string }
        let standIns = ExportStandIns(texts: candidates.map(\.name))
        let branches = ExportBranches(template: template, parameters: candidates.map(\.name), folder: folder(of: template))
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
                for value in probes(for: candidate, branches: branches) where !logic.contains(candidate.name) {
                    let expected = try rendering.files(values.merging([candidate.name: value]) { $1 })
                    if replacing(standIn, with: value, in: files) != expected { logic.insert(candidate.name) }
                }
                if !logic.contains(candidate.name),
                    files.contains(where: { $0.key.contains(standIn) || String(decoding: $0.value, as: UTF8.self).contains(standIn) })
                {
                    used.insert(candidate.name)
                }
            }
        }
        var refused: [String] = []
        if !lists.isEmpty {
            refused.append("\(names(lists.map(\.name))) \(lists.count == 1 ? "is a list" : "are lists"), which no Xcode option holds")
        }
        let freeText = candidates.map(\.name).filter(logic.contains)
        for name in freeText {
            if let branch = branches.branches[name]?.first {
                refused.append(
                    "parameter '\(name)' is free text the template branches on at \(branch.location) (\(branch.tag)), which an Xcode text option cannot express"
                )
            }
        }
        let transformed = freeText.filter { branches.branches[$0] == nil }
        if !transformed.isEmpty {
            refused.append(
                "\(names(transformed)) \(transformed.count == 1 ? "is" : "are") free text the template's logic reads or transforms, which an Xcode text option cannot express"
            )
        }
        guard refused.isEmpty else { throw refusal(template, refused) }
        let options = ExportOptions(
            selectors: selectors, texts: candidates.filter { used.contains($0.name) },
            unused: candidates.map(\.name).filter { !used.contains($0) }
        )
        return (options, renders)
    }

    /// The values of the string parameter `parameter` to render with besides its stand-in, each
    /// once: its default (or a sample), the empty text when it has a default, and the texts its
    /// branches compare it with.
    private static func probes(for parameter: TemplateParameter, branches: ExportBranches) -> [String] {
        let values = [parameter.defaultValue ?? "Sample"] + (parameter.defaultValue == nil ? [] : [""]) + branches.literals(of: parameter.name)
        return values.enumerated().filter { index, value in !values[..<index].contains(value) }.map(\.element)
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
        .configuration(
            ConfigurationError(
                file: template.origin.directory == nil ? "\(folder(of: template)) (built-in)" : folder(of: template), line: nil,
                message: "template '\(template.name)' cannot be exported to Xcode: " + reasons.joined(separator: "; ")
            ))
    }

    /// The template's folder, `Templates/<name>` for a built-in template.
    private static func folder(of template: Template) -> String {
        template.origin.directory?.path ?? "Templates/\(template.name)"
    }
}
