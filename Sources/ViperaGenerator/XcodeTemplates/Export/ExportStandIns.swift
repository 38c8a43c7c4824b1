import Foundation

/// What a template is rendered with when it is exported: a stand-in for each value Xcode fills
/// from a text macro. In the output each stand-in becomes its macro (`ZqxModule` →
/// `___VARIABLE_moduleName___`); one left over means the template transformed the value in a way
/// no macro writes (`{{ module|snake }}`).
struct ExportStandIns {
    /// What every stand-in starts with, and no template is expected to hold.
    static let marker = "Zqx"
    static let module = "ZqxModule"
    static let project = "Zqx Project"
    static let author = "Zqx Author"
    static let date = "ZqxDate"
    static let year = "ZqxYear"

    /// The option the module name fills in the exported bundle.
    static let moduleOption = "moduleName"

    /// The text parameters pasted into the bundle as options, in order.
    let texts: [String]

    /// The stand-in of the text parameter `name`: `ZqxText<n>Q`, ending so that none is the
    /// start of another.
    func text(_ name: String) -> String {
        "\(Self.marker)Text\((texts.firstIndex(of: name) ?? texts.count) + 1)Q"
    }

    /// Stand-ins and the macros they become, longest first; in file names the module name is
    /// `___FILEBASENAME___`, Xcode's name of the files it creates.
    func replacements(inPath: Bool) -> [(standIn: String, macro: String)] {
        var result: [(standIn: String, macro: String)] = [
            (Self.module, inPath ? "___FILEBASENAME___" : "___VARIABLE_\(Self.moduleOption)___"),
            ("Zqx_Project", "___PROJECTNAME:identifier___"), (Self.project, "___PROJECTNAME___"),
            (Self.author, "___FULLUSERNAME___"), (Self.date, "___DATE___"), (Self.year, "___YEAR___"),
        ]
        result += texts.map { (text($0), "___VARIABLE_\($0)___") }
        return result.sorted { $0.standIn.count > $1.standIn.count }
    }

    /// `text` with every stand-in made its macro.
    func macros(in text: String, inPath: Bool) -> String {
        replacements(inPath: inPath).reduce(text) { $0.replacingOccurrences(of: $1.standIn, with: $1.macro) }
    }

    /// A stand-in left in `text` once made macros, as written, with what it stands for.
    func leftover(in text: String) -> (written: String, standsFor: String)? {
        guard let range = text.range(of: Self.marker, options: .caseInsensitive) else { return nil }
        let isWordCharacter = { (character: Character) in character.isLetter || character.isNumber || "_- ".contains(character) }
        let start = text[..<range.lowerBound].lastIndex { !isWordCharacter($0) }.map(text.index(after:)) ?? text.startIndex
        let end = text[range.upperBound...].firstIndex { !isWordCharacter($0) } ?? text.endIndex
        let written = String(text[start..<end]).trimmingCharacters(in: .whitespaces)
        let key = written.lowercased().filter { $0.isLetter || $0.isNumber }
        let named: [(String, String)] =
            [
                (Self.module, "the module name"), (Self.project, "the project name"), (Self.author, "the author"),
                (Self.date, "the date"), (Self.year, "the year"),
            ] + texts.map { (self.text($0), "parameter '\($0)'") }
        let standsFor = named.first { key.contains($0.0.lowercased().filter { $0.isLetter || $0.isNumber }) }?.1 ?? "a value"
        return (written, standsFor)
    }
}
