import ViperaCore

/// A module's Swift file named with a shortened form of the module's name, its first words
/// (`BuyCells.swift` in module `BuyCoin`, declaring `BuyCoinAmountCell`), as teams name a
/// module's part files. A module made from the template names the file with its own name in the
/// shortened form's place (`LedgerCells.swift`, declaring `LedgerAmountCell`), so the file is
/// named for what it declares; the module the template came from keeps the file's name. A
/// declaration so named and written for the module (`AuthViewController` in module `AuthModule`)
/// is named the same way (`WalletViewController`; see `SharedDeclarations`).
struct ShortenedName {
    /// The shortened forms of the module's name: its first words, not all of them, longest first
    /// (`BuyCoinList`: `BuyCoin`, `Buy`), each of two characters or more.
    let forms: [String]
    private let module: String

    init(module: String) {
        self.module = module
        let words = NameWords.words(module)
        forms = (1..<max(words.count, 1)).reversed().map { words[0..<$0].joined() }.filter { $0.count > 1 }
    }

    /// The template of the file name `fileName` (its last path component) when it starts with a
    /// shortened form followed by a capitalised word and holds no spelling of the whole name;
    /// `nil` otherwise.
    func template(of fileName: String, spellings: NameSpellings) -> TemplateText? {
        guard !spellings.occurs(in: fileName), let form = form(starting: fileName) else { return nil }
        var result = TemplateText()
        result.append(tag: SharedDeclarations.template(of: form, others: "{{ module }}", module: module))
        result.append(text: String(fileName.dropFirst(form.count)))
        return result
    }

    /// The longest shortened form `name` starts with, followed by a capitalised word
    /// (`Auth` in `AuthViewController` for module `AuthModule`), or `nil`.
    func form(starting name: String) -> String? {
        forms.first { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true }
    }
}
