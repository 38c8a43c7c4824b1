import Foundation

/// Xcode's text macros in a template's file names, file contents and option defaults:
/// `___NAME___` and `___VARIABLE_<option>___`, each optionally followed by modifiers
/// (`___VARIABLE_name:identifier___`, several joined by `:` or `,`).
///
/// A macro is three underscores, an upper-case name (`FILENAME`, `COMPANY_NAME`) or `VARIABLE_`
/// and an option's identifier, the modifiers, and three underscores; other runs of underscores
/// are plain text.
struct XcodeMacros {
    /// The macros vipera expands besides `VARIABLE_<option>` and a team's own.
    static let names = [
        "FILEHEADER", "FILENAME", "FILEBASENAME", "FILEBASENAMEASIDENTIFIER", "PROJECTNAME", "PACKAGENAME",
        "FULLUSERNAME", "DATE", "TIME", "YEAR", "ORGANIZATIONNAME", "COPYRIGHT", "UUID",
    ]

    /// The values of the macros available here, by name (`FILENAME`, `VARIABLE_moduleName`).
    var values: [String: String]
    /// Macros whose values hold macros, expanded where they are used (`FILEHEADER` and the
    /// team's `IDETemplateMacros.plist`); a name in `values` hides them.
    var definitions: [String: IDETemplateMacros.Definition] = [:]
    /// The template's option identifiers, so that `___VARIABLE_x___` of an option without a value
    /// here is told apart from one naming no option.
    let options: [String]

    init(values: [String: String], options: [String]) {
        self.values = values
        self.options = options
    }

    /// One macro in a text.
    struct Occurrence {
        /// Its bytes in the text's UTF-8, underscores included.
        let range: Range<Int>
        /// `FILENAME` or `VARIABLE_moduleName`.
        let name: String
        let modifiers: [String]
        /// The 1-based line it is on.
        let line: Int
    }

    /// Every macro in `text`, in order.
    static func occurrences(in text: String) -> [Occurrence] {
        let bytes = Array(text.utf8)
        var result: [Occurrence] = []
        var line = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            if let (name, modifiers, end) = macro(in: bytes, at: index) {
                result.append(Occurrence(range: index..<end, name: name, modifiers: modifiers, line: line))
                index = end
            } else {
                index += 1
            }
        }
        return result
    }

    /// The option a text made of one `___VARIABLE_<option>___` (with modifiers) names.
    static func soleVariable(_ text: String) -> String? {
        guard let only = occurrences(in: text).first, only.range == 0..<text.utf8.count, only.name.hasPrefix(variablePrefix) else { return nil }
        return String(only.name.dropFirst(variablePrefix.count))
    }

    /// `text` with every macro expanded.
    /// - Parameters:
    ///   - location: the file the text comes from, for errors.
    ///   - place: where the text is, in words (`a file name`), for errors about macros not
    ///     available there.
    ///   - numbersLines: whether errors give the macro's line (not for a plist's option values).
    /// - Throws: `.render` at the macro, or at the plist whose macros expand past
    ///   `maximumExpansions` steps or `maximumBytes`.
    func expand(_ text: String, location: String, place: String, numbersLines: Bool = true) throws(GenerationError) -> String {
        try expand(text, location: location, place: place, numbersLines: numbersLines, within: [], budget: Budget())
    }

    /// The most definitions one text may expand, counting each use (definitions may use each
    /// other many times over: ten uses a level make ten billion in ten levels).
    static let maximumExpansions = 100_000
    /// The longest a definition may grow once expanded, in UTF-8 bytes.
    static let maximumBytes = 1 << 20

    /// What one expansion has spent so far, shared down the definitions it expands.
    private final class Budget {
        var expansions = 0
        /// Set once a limit is passed: the error is then passed up as it is.
        var isExhausted = false
    }

    /// `text` expanded inside the definitions named `within` (outermost first), to tell a
    /// definition that uses itself.
    private func expand(
        _ text: String, location: String, place: String, numbersLines: Bool, within: [String], budget: Budget
    ) throws(GenerationError) -> String {
        let occurrences = Self.occurrences(in: text)
        guard !occurrences.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var position = 0
        for occurrence in occurrences {
            result += bytes[position..<occurrence.range.lowerBound]
            let at = numbersLines ? "\(location):\(occurrence.line)" : location
            result += Array(try value(of: occurrence, text: bytes, location: at, place: place, within: within, budget: budget).utf8)
            position = occurrence.range.upperBound
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }

    private static let variablePrefix = "VARIABLE_"

    private func value(
        of occurrence: Occurrence, text: [UInt8], location: String, place: String, within: [String], budget: Budget
    ) throws(GenerationError) -> String {
        let written = String(decoding: text[occurrence.range], as: UTF8.self)
        let found: String? =
            if let value = values[occurrence.name] {
                value
            } else if let definition = definitions[occurrence.name] {
                try expand(definition, named: occurrence.name, written: written, location: location, place: place, within: within, budget: budget)
            } else if occurrence.name == "UUID" {
                UUID().uuidString
            } else {
                nil
            }
        guard var value = found else {
            let option = occurrence.name.hasPrefix(Self.variablePrefix) ? String(occurrence.name.dropFirst(Self.variablePrefix.count)) : nil
            let message =
                if let option, !options.contains(option) {
                    "\(written) names no option of the template (its options: \(options.isEmpty ? "none" : options.joined(separator: ", ")))"
                } else if option != nil || Self.names.contains(occurrence.name) {
                    "\(written) cannot be used in \(place)"
                } else {
                    "unknown macro \(written) (vipera expands \(Self.names.map { "___\($0)___" }.joined(separator: ", ")), ___VARIABLE_<option>___ and the macros of IDETemplateMacros.plist)"
                }
            throw .render(location: location, message: message)
        }
        for name in occurrence.modifiers {
            guard let modifier = XcodeMacroModifier(named: name) else {
                let known = XcodeMacroModifier.allCases.map(\.rawValue).joined(separator: ", ")
                throw .render(location: location, message: "unknown modifier '\(name)' in \(written) (known: \(known))")
            }
            value = modifier.apply(to: value)
        }
        return value
    }

    /// `definition`'s value with its macros expanded for the text being expanded; an error in
    /// it names the definition (and its plist) before saying what is wrong.
    private func expand(
        _ definition: IDETemplateMacros.Definition, named name: String, written: String, location: String, place: String, within: [String],
        budget: Budget
    ) throws(GenerationError) -> String {
        let source = definition.file.map { "defined in \($0)" } ?? "Xcode's default"
        guard !within.contains(name) else {
            let cycle = (within.drop { $0 != name } + [name]).joined(separator: " → ")
            throw .render(location: location, message: "\(written) uses itself (\(cycle))")
        }
        budget.expansions += 1
        let expanded: String
        do throws(GenerationError) {
            guard budget.expansions <= Self.maximumExpansions else {
                throw exhausted(budget, definition, name, within: within, location: location, "expand more than \(Self.maximumExpansions) times")
            }
            expanded = try expand(definition.value, location: location, place: place, numbersLines: false, within: within + [name], budget: budget)
        } catch .render(let location, let message) where !budget.isExhausted {
            throw .render(location: location, message: "\(written) (\(source)): \(message)")
        } catch {
            throw error
        }
        guard expanded.utf8.count <= Self.maximumBytes else {
            throw exhausted(budget, definition, name, within: within, location: location, "grow past \(Self.maximumBytes >> 20) MiB")
        }
        return expanded
    }

    /// The error for a limit passed while expanding `name`: at the plist defining it, with the
    /// chain of macros that led there and the text that used the first.
    private func exhausted(
        _ budget: Budget, _ definition: IDETemplateMacros.Definition, _ name: String, within: [String], location: String, _ what: String
    ) -> GenerationError {
        budget.isExhausted = true
        let chain = (within + [name]).map { "___\($0)___" }.joined(separator: " → ")
        return .render(location: definition.file ?? location, message: "the macros \(what) (\(chain), used at \(location))")
    }

    /// The macro starting at `start`: its name, modifiers and the index just after it.
    private static func macro(in bytes: [UInt8], at start: Int) -> (String, [String], Int)? {
        guard hasUnderscores(bytes, at: start) else { return nil }
        let nameStart = start + 3
        guard let (name, nameEnd) = variableName(in: bytes, at: nameStart) ?? plainName(in: bytes, at: nameStart) else { return nil }
        var modifiers: [String] = []
        var index = nameEnd
        while index < bytes.count, bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: ",") {
            let modifierStart = index + 1
            index = modifierStart
            while index < bytes.count, isLetterOrDigit(bytes[index]) { index += 1 }
            guard index > modifierStart else { return nil }
            modifiers.append(String(decoding: bytes[modifierStart..<index], as: UTF8.self))
        }
        guard hasUnderscores(bytes, at: index) else { return nil }
        return (name, modifiers, index + 3)
    }

    /// `VARIABLE_<identifier>`, the identifier ending at the first `___`, `:` or `,`.
    private static func variableName(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        let prefix = Array(variablePrefix.utf8)
        guard bytes.count >= start + prefix.count, Array(bytes[start..<(start + prefix.count)]) == prefix else { return nil }
        let identifierStart = start + prefix.count
        var index = identifierStart
        while index < bytes.count {
            if index > identifierStart, bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: ",") || hasUnderscores(bytes, at: index) {
                return (String(decoding: bytes[start..<index], as: UTF8.self), index)
            }
            guard isLetterOrDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") else { return nil }
            index += 1
        }
        return nil
    }

    /// An upper-case name: a capital letter, then capitals, digits and single underscores
    /// before a capital or digit (`COMPANY_NAME`, a team's own macro).
    private static func plainName(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        guard start < bytes.count, isCapital(bytes[start]) else { return nil }
        var index = start
        while index < bytes.count {
            if isCapital(bytes[index]) || isDigit(bytes[index]) {
                index += 1
            } else if bytes[index] == UInt8(ascii: "_"), index + 1 < bytes.count, isCapital(bytes[index + 1]) || isDigit(bytes[index + 1]) {
                index += 2
            } else {
                break
            }
        }
        return (String(decoding: bytes[start..<index], as: UTF8.self), index)
    }

    private static func hasUnderscores(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 3 <= bytes.count && bytes[index] == UInt8(ascii: "_") && bytes[index + 1] == UInt8(ascii: "_") && bytes[index + 2] == UInt8(ascii: "_")
    }

    private static func isCapital(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isCapital(byte) || isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}
