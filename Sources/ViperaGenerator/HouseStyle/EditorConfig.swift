import Foundation
import ViperaCore
import ViperaSupport

/// The indentation `.editorconfig` files give Swift files: the sections matching `*.swift` of
/// each `.editorconfig` from a folder upwards, the nearest file and the last section winning.
enum EditorConfig {
    /// `indent_style`, `indent_size` (or `tab_width`) and `end_of_line` for a Swift file in
    /// `folder`, from the `.editorconfig` files up to one saying `root = true` or the repository's
    /// root; `nil` when none sets the indentation.
    static func indentation(from folder: URL) -> Indentation? {
        var settings: [String: String] = [:]
        var current = folder.standardizedFileURL
        while true {
            var isRoot = false
            if let text = try? FileReading.text(atPath: current.appendingPathComponent(".editorconfig").path) {
                let own = swiftSettings(in: text)
                settings.merge(own.settings) { nearer, _ in nearer }
                isRoot = own.isRoot
            }
            let parent = current.deletingLastPathComponent()
            let isRepositoryRoot = FileReading.entryExists(atPath: current.appendingPathComponent(".git").path)
            if isRoot || isRepositoryRoot || parent.path == current.path { break }
            current = parent
        }
        let size = settings["indent_size"].flatMap(Int.init) ?? settings["tab_width"].flatMap(Int.init)
        let unit: Indentation.Unit? =
            switch settings["indent_style"] {
            case "tab": .tab
            case "space": .spaces(size ?? 4)
            default: size.map { .spaces($0) }
            }
        guard let unit else { return nil }
        if case .spaces(let count) = unit, !(1...16).contains(count) { return nil }
        return Indentation(unit: unit, usesCRLF: settings["end_of_line"] == "crlf")
    }

    /// The settings of the sections of one file that apply to Swift files, the later winning, and
    /// whether the file says `root = true`.
    static func swiftSettings(in text: String) -> (settings: [String: String], isRoot: Bool) {
        var settings: [String: String] = [:]
        var isRoot = false
        var applies: Bool?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                applies = matchesSwift(String(line.dropFirst().dropLast()))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces).lowercased()
            switch applies {
            case nil: if key == "root" { isRoot = value == "true" }
            case true?: settings[key] = value
            case false?: continue
            }
        }
        return (settings, isRoot)
    }

    /// Whether a section's glob matches a Swift file: `*`, `*.swift`, `**.swift`, `**/*.swift`, or a
    /// `{…}` list naming `swift` or `*.swift`.
    static func matchesSwift(_ glob: String) -> Bool {
        let name = glob.split(separator: "/").last.map(String.init) ?? glob
        if ["*", "**", "*.swift", "**.swift"].contains(name) { return true }
        guard let open = name.firstIndex(of: "{"), let close = name.lastIndex(of: "}"), open < close else { return false }
        let prefix = name[..<open]
        let alternatives = name[name.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return alternatives.contains { matchesSwift(prefix + $0) }
    }
}
