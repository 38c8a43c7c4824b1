import SwiftParser
import SwiftSyntax
import ViperaCore

/// The top-level declarations of a module's Swift files that are not named for the module
/// (a helper type, an extension of a type named otherwise, `typealias EntryPoint`). A module made
/// from the template must not declare them again, or the project would declare them twice:
/// - a file named without the module's name that declares nothing named for it
///   (`BaseViewController.swift`, `FirstPageViewController.swift`) is the module's alone: the
///   other modules leave it out and use what it declares;
/// - in another file, one whose text does not mention the module (`class BaseViewController`,
///   `extension UIView`) is the module's alone, left out of the other modules;
/// - one whose text does (`typealias EntryPoint = LoginViewProtocol & UIViewController`) is
///   named for each other module (`WalletEntryPoint`), the module it came from keeping its name;
///   one whose name is its file's but for a slip (`class CurrenyPickerTests` in
///   `CurrencyPickerTests.swift`) is named as its file for each other module (`WalletTests`).
struct SharedDeclarations {
    /// What a module made from the template does with one top-level item.
    enum Kind: Equatable {
        /// Named for the module, private to its file, or no declaration: templated as it is.
        case kept
        /// Left out: the other modules use the module's own.
        case moduleOnly
        /// Declared for each module under a name of its own.
        case renamed
    }

    /// The names declared again under each module's name, in every file of the module and its
    /// tests, each with the template of the name the other modules give it (`{{ module }}EntryPoint`).
    let renamed: [String: String]
    /// The files (paths as given) left out whole: named without the module's name, they declare
    /// only what stays the module's.
    let moduleOnlyFiles: Set<String>
    /// What the user should know: one line per file declaring such names.
    let notes: [String]

    /// - Parameters:
    ///   - files: the module's files (its tests' included), paths relative to `shown`.
    init(files: [TemplateFile], spellings: NameSpellings, shown: String) {
        var renamed: [String: String] = [:]
        var moduleOnlyFiles: Set<String> = []
        var notes: [String] = []
        for file in files where file.path.hasSuffix(".swift") && !Self.isManifest(file.path) {
            guard let text = file.text else { continue }
            var left: [String] = []
            var named: [String] = []
            var kept = 0
            for item in Parser.parse(source: text).statements {
                switch Self.kind(of: item, spellings: spellings) {
                case .kept: kept += Self.isDeclaration(item) ? 1 : 0
                case .moduleOnly: left += Self.labels(of: item)
                case .renamed: named += Self.names(of: item)
                }
            }
            let quoted = { (names: [String]) in names.map { "'\($0)'" }.joined(separator: ", ") }
            // A file whose name lacks the module's, declaring nothing named for it, is the module's alone
            // (in a folder named for the module too: two files of one name cannot share a target),
            // unless named with a shortened form of it and declaring what is written for the module.
            let fileName = String(file.path.split(separator: "/").last ?? "")
            let shortened = !named.isEmpty && ShortenedName(module: spellings.module).form(starting: fileName) != nil
            if kept == 0, !(left + named).isEmpty, !spellings.occurs(in: fileName), !shortened {
                moduleOnlyFiles.insert(file.path)
                notes.append(
                    "\(shown)/\(file.path) declares only \(quoted(left + named)), not named for the module: the file stays module \(spellings.module)'s, which the modules made from the template use"
                )
                continue
            }
            let baseName = fileName.replacingOccurrences(of: ".swift", with: "")
            for name in named { renamed[name] = Self.othersName(of: name, fileName: baseName, spellings: spellings) }
            if !left.isEmpty {
                notes.append(
                    "\(shown)/\(file.path) declares \(quoted(left)), not named for the module: it stays module \(spellings.module)'s, which the modules made from the template use"
                )
            }
            if !named.isEmpty {
                notes.append(
                    "\(shown)/\(file.path) declares \(quoted(named)), not named for the module but written for it: each module made from the template declares its own, named for it (\(named.map { Self.rendered(renamed[$0] ?? $0, for: ExtractionCheck.otherName(than: spellings.module)) }.joined(separator: ", ")))"
                )
            }
        }
        self.renamed = renamed
        self.moduleOnlyFiles = moduleOnlyFiles
        self.notes = notes
    }

    /// The names of manifests each module has its own of, compiled alone (Swift packages', Tuist's):
    /// what they declare is written for every module.
    private static let manifestNames: Set<String> = ["Package.swift", "Project.swift", "Workspace.swift"]

    /// Whether the file at `path` is a manifest, whose declarations every module declares again.
    static func isManifest(_ path: String) -> Bool {
        manifestNames.contains(String(path.split(separator: "/").last ?? ""))
    }

    /// Whether `item` declares something (an import does not).
    private static func isDeclaration(_ item: CodeBlockItemSyntax) -> Bool {
        item.item.as(DeclSyntax.self).map { !$0.is(ImportDeclSyntax.self) } ?? false
    }

    /// What becomes of `item` in the modules made from the template.
    static func kind(of item: CodeBlockItemSyntax, spellings: NameSpellings) -> Kind {
        guard let decl = item.item.as(DeclSyntax.self), !decl.is(ImportDeclSyntax.self), !decl.is(IfConfigDeclSyntax.self) else { return .kept }
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        if modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { return .kept }
        let names = names(of: item)
        guard !names.isEmpty, !names.contains(where: spellings.occurs) else { return .kept }
        guard spellings.occurs(in: decl.trimmedDescription) else { return .moduleOnly }
        // An extension mentioning the module (`extension UIView: LoginViewProtocol`) is each module's own.
        return decl.is(ExtensionDeclSyntax.self) ? .kept : .renamed
    }

    /// The names `item` declares at the top level: a type's, function's or variable's, or the
    /// type an extension extends.
    static func names(of item: CodeBlockItemSyntax) -> [String] {
        guard let decl = item.item.as(DeclSyntax.self) else { return [] }
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) { return [extensionDecl.extendedType.trimmedDescription] }
        return []
    }

    /// How the notes name what `item` declares: `'extension UIView'` for an extension.
    private static func labels(of item: CodeBlockItemSyntax) -> [String] {
        let isExtension = item.item.as(DeclSyntax.self)?.is(ExtensionDeclSyntax.self) == true
        return names(of: item).map { isExtension ? "extension \($0)" : $0 }
    }

    /// The template of the name each other module gives `name`, declared in the file named
    /// `fileName`: the file's name when `name` is it but for a slip (`CurrenyPickerTests` in
    /// `CurrencyPickerTests.swift` is `{{ module }}Tests`), the module's name for a shortened form of
    /// it (`AuthViewController` in module `AuthModule` is `{{ module }}ViewController`), else the
    /// module's name before it (`{{ module }}EntryPoint`, `{{ module|lowerFirst }}Helper`).
    private static func othersName(of name: String, fileName: String, spellings: NameSpellings) -> String {
        if name.first?.isUppercase == true, spellings.occurs(in: fileName), name != fileName, Suggestion.closest(to: name, among: [fileName]) != nil {
            return spellings.template(fileName).text
        }
        if let form = ShortenedName(module: spellings.module).form(starting: name) { return "{{ module }}" + name.dropFirst(form.count) }
        guard let first = name.first, first.isLowercase else { return "{{ module }}" + name }
        return "{{ module|lowerFirst }}" + first.uppercased() + name.dropFirst()
    }

    /// The template `othersName` rendered for module `module`, for notes: `WalletEntryPoint`.
    private static func rendered(_ template: String, for module: String) -> String {
        template.replacingOccurrences(of: "{{ module|lowerFirst }}", with: CaseForms.lowerFirst(module)).replacingOccurrences(of: "{{ module }}", with: module)
    }

    /// The tags around what only module `module` writes.
    static func onlyFor(_ module: String) -> (open: String, close: String) {
        ("{%+ if module == \"\(module)\" +%}", "{%+ endif +%}")
    }

    /// The template of `name` renamed: the module's own name for the module it came from, else
    /// `others` (see `othersName`).
    static func template(of name: String, others: String, module: String) -> String {
        "{%+ if module == \"\(module)\" +%}\(name){%+ else +%}\(others){%+ endif +%}"
    }
}
