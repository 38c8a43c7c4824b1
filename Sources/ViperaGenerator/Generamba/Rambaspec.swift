import Foundation
import ViperaCore
import Yams

/// A Generamba template's `.rambaspec`: what the template is and which files it renders.
///
/// ```yaml
/// name: "viper_swift"
/// summary: "VIPER module in Swift"
/// author: "Jane Doe"
/// version: "1.0.0"
/// license: "MIT"
/// code_files:
/// - {name: View/ViewController.swift, path: Code/View/viewcontroller.swift.liquid}
/// - {name: Module.swift, path: Code/module.swift.liquid, custom_name: "{{ module_info.name }}Module.swift"}
/// test_files:
/// - {name: Presenter/PresenterTests.swift, path: Tests/presenter_tests.swift.liquid}
/// ```
///
/// Other keys Generamba knows (`dependencies`, `update`, …) are accepted and ignored.
public struct Rambaspec: Sendable, Equatable {
    /// One rendered file: `name` gives its folder and the end of its file name, `path` the
    /// Liquid template in the template folder.
    public struct Entry: Sendable, Equatable {
        /// E.g. `View/ViewController.swift`: written to `View/<prefix><Module>ViewController.swift`.
        public let name: String
        /// The template file, relative to the template folder; `nil` for an entry that only
        /// makes a folder (Generamba's empty groups).
        public let path: String?
        /// A Liquid template for the file name, replacing `{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}`.
        public let customName: String?
        /// The entry's line in the `.rambaspec`.
        public let line: Int?
    }

    public var name: String?
    public var summary: String?
    public var author: String?
    public var version: String?
    public var license: String?
    /// Files written to the module folder.
    public var codeFiles: [Entry] = []
    /// Files written to the tests folder.
    public var testFiles: [Entry] = []

    /// Parses a `.rambaspec` (after Liquid rendering); `file` names it in errors.
    public init(file: String, text: String) throws(ConfigurationError) {
        let document = try YAMLDocument(file: file, text: text)
        guard let root = document.root else { return }
        for (key, value) in try document.mapping(root, context: "the .rambaspec") {
            switch key {
            case "name": name = try document.string(value, key: key)
            case "summary": summary = try document.string(value, key: key)
            case "author": author = try document.string(value, key: key)
            case "version": version = try document.string(value, key: key)
            case "license": license = try document.string(value, key: key)
            case "code_files": codeFiles = try Self.entries(value, key: key, in: document)
            case "test_files": testFiles = try Self.entries(value, key: key, in: document)
            default: continue
            }
        }
    }

    /// The `summary` of a `.rambaspec` before rendering. A `.rambaspec` without Liquid tags is
    /// checked whole; in one with tags, lines that hold only a tag are skipped and a summary that
    /// cannot be read is `nil` (rendering reports the problem).
    static func summary(file: String, text: String) throws(ConfigurationError) -> String? {
        guard text.contains("{%") else { return try Rambaspec(file: file, text: text).summary }
        let untagged = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !(trimmed.hasPrefix("{%") && trimmed.hasSuffix("%}"))
        }
        return try? Rambaspec(file: file, text: untagged.joined(separator: "\n")).summary
    }

    private static func entries(_ node: Node, key: String, in document: YAMLDocument) throws(ConfigurationError) -> [Entry] {
        if node.null != nil { return [] }
        guard let sequence = node.sequence else {
            throw ConfigurationError(file: document.file, node: node, message: "'\(key)' must be a list of {name:, path:} entries")
        }
        var entries: [Entry] = []
        for item in sequence {
            var fields: [String: String] = [:]
            for (field, value) in try document.mapping(item, context: "an entry of '\(key)'") {
                fields[field] = try document.string(value, key: field)
            }
            guard let name = fields["name"], !name.isEmpty, fields["path"]?.isEmpty != true else {
                throw ConfigurationError(
                    file: document.file, node: item, message: "an entry of '\(key)' needs a 'name' (and a 'path', unless it only makes a folder)")
            }
            entries.append(Entry(name: name, path: fields["path"], customName: fields["custom_name"], line: item.mark?.line))
        }
        return entries
    }
}
