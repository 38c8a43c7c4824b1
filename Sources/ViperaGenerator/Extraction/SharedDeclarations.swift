import Foundation
import SwiftParser
import SwiftSyntax
import ViperaCore
import ViperaSupport

/// The top-level declarations of a module's Swift files that do not carry the module's name:
/// every module made from the template would declare them again. One that code outside the
/// module uses makes the file shared with other modules, which cannot become a template.
struct SharedDeclarations {
    let spellings: NameSpellings
    let root: String
    /// The project's Swift files outside the module and its tests, relative to `root`.
    let otherFiles: [String]

    /// A note for each file of `files` (in `folder`, shown as `shown`) declaring such names.
    /// - Throws: `.notExtractable` naming the first file whose names code outside uses.
    func notes(for files: [TemplateFile], in folder: String, shown: String) throws(GenerationError) -> [String] {
        var notes: [String] = []
        var texts: [String: String] = [:]
        for file in files where file.path.hasSuffix(".swift") {
            guard let text = file.text else { continue }
            let names = Self.topLevelNames(in: text).filter { !spellings.occurs(in: $0) }
            guard !names.isEmpty else { continue }
            for name in names {
                if let user = firstUse(of: name, texts: &texts) {
                    throw .notExtractable(
                        path: "\(folder)/\(file.path)",
                        reason:
                            "it declares '\(name)', which \(user) uses too: the file is shared with other modules; move it out of the module's folder, or name what it declares for the module"
                    )
                }
            }
            notes.append(
                "\(shown)/\(file.path) declares \(names.map { "'\($0)'" }.joined(separator: ", ")), not named for the module: every module made from the template declares it again"
            )
        }
        return notes
    }

    /// Where a file outside the module first uses `name` as a whole word (`file:line`).
    private func firstUse(of name: String, texts: inout [String: String]) -> String? {
        for file in otherFiles {
            let text: String
            if let read = texts[file] {
                text = read
            } else {
                guard let data = try? FileReading.data(atPath: root + "/" + file) else { continue }
                text = String(decoding: data, as: UTF8.self)
                texts[file] = text
            }
            var searched = text.startIndex..<text.endIndex
            while let found = text.range(of: name, range: searched) {
                let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
                let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
                if !Self.isWordCharacter(before), !Self.isWordCharacter(after) {
                    return "\(file):\(text[..<found.lowerBound].count { $0 == "\n" } + 1)"
                }
                searched = found.upperBound..<text.endIndex
            }
        }
        return nil
    }

    private static func isWordCharacter(_ character: Character?) -> Bool {
        character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
    }

    /// The names of `source`'s top-level types, functions and variables that are not private
    /// to the file.
    static func topLevelNames(in source: String) -> [String] {
        var names: [String] = []
        for item in Parser.parse(source: source).statements {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
            if modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { continue }
            if let named = decl.asProtocol(NamedDeclSyntax.self) {
                names.append(named.name.text)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                names += variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
        }
        return names
    }
}
