import Foundation
import ViperaCore
import ViperaSupport

/// What `vipera init` writes for the generator: the `.vipera.yml` keys before `lint:`, each
/// with its reason as a comment, and what it prints.
public struct GeneratorKeys: Sendable {
    /// The lines of the file, keys and comments.
    public private(set) var lines: [String] = []
    /// One line per decision, for the terminal.
    public private(set) var decisions: [String] = []
    /// The outermost folder the template's writing made (`.vipera`, or the template's own), to
    /// remove when the file cannot be written after all.
    private var madeFolder: URL?

    /// How `tests_path` names the module in a folder's name (`ShopTests/{{ module }}`).
    static let moduleTag = "{{ module }}"

    /// Sets `key` to `value`, saying why.
    mutating func set(_ key: ProjectFile.Key, _ value: String, because reason: String) {
        lines.append("# \(YAMLText.comment(reason))")
        lines.append("\(key.rawValue): \(Self.scalar(value))")
        decisions.append("\(key.rawValue): \(value) (\(reason))")
    }

    /// `value` as YAML: plain when it is a path of letters, digits, `.`, `_`, `-` and `/`, else quoted.
    private static func scalar(_ value: String) -> String {
        let plain = value.first != "-" && !value.isEmpty && value.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || "._-/".contains($0) }
        return plain ? value : YAMLText.quoted(value)
    }

    /// A decision that sets nothing.
    mutating func note(_ decision: String) {
        decisions.append(decision)
    }

    /// Sets `template` to the one extracted from `module`.
    /// - Parameter made: the outermost folder of the template's path that did not exist before.
    mutating func extracted(_ extraction: TemplateExtraction, name: String, module: String, reason: String, dryRun: Bool, made: URL?) {
        let tests = extraction.testsFolder.map { ", \(counted(extraction.testFiles, "test file")) from \($0)" } ?? ""
        let source = "\(counted(extraction.files, "file")) from \(extraction.moduleFolder)\(tests)"
        set(.template, name, because: "\(dryRun ? "would be " : "")extracted from module \(module) (\(source)): \(reason)")
        if !dryRun { madeFolder = made }
    }

    /// Removes the template written (and the folders made for it), when the file it belongs to
    /// could not be written.
    public func undo() {
        if let madeFolder { try? FileManager.default.removeItem(at: madeFolder) }
    }
}
