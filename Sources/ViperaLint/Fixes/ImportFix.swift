import SwiftSyntax

/// Takes a framework's import out of the files of a component whose role must not import it,
/// when those files name nothing of the framework: `import UIKit` becomes `import Foundation`
/// (what UIKit brought that such a file may still use), or goes when the file imports Foundation
/// already. Only a framework whose types vipera can tell by their prefix is taken out (UIKit's
/// `UI…`, `NS…`, `CG…`, `CA…`); SwiftUI's (`Color`, `Text`) carry none, so its import stays.
struct ImportFix {
    let sources: FixSources
    let types: CodebaseTypes

    /// The prefixes of the names each framework declares or brings (Core Graphics, Core Animation).
    private static let prefixes: [String: [String]] = ["UIKit": ["UI", "NS", "CG", "CA"], "AppKit": ["NS", "CG", "CA"]]
    /// `NS` names Foundation declares, which a file keeps without the framework.
    private static let foundationNames: Set<String> = [
        "NSObject", "NSError", "NSLocalizedString", "NSString", "NSNumber", "NSRange", "NSPredicate", "NSNotification", "NSCoder", "NSLock",
        "NSCache", "NSSortDescriptor", "NSRegularExpression", "NSMakeRange", "NSNotFound",
    ]
    /// Names written without a prefix that only the framework gives (`#colorLiteral(…)`).
    private static let unprefixedNames: Set<String> = ["colorLiteral", "imageLiteral"]

    /// The fix for the finding in `file` that `component` imports `framework`: the import taken
    /// out of every file declaring or extending the component.
    func fix(_ file: FixSources.File, component: String, framework: String) -> Fix {
        let summary = "remove import \(framework) from \(component)"
        guard let prefixes = Self.prefixes[framework] else {
            return Fix(summary: summary, refusedBecause: "\(framework)'s types carry no prefix, so vipera cannot tell whether \(component) names one")
        }
        let paths = Set(types.declarations(of: component).filter { $0.kind != .typealias }.map(\.path)).union([file.path])
        var edits: [FixEdit] = []
        for path in paths.sorted() {
            guard let source = sources.file(path) else { return Fix(summary: summary, refusedBecause: "\(path) is not among the checked files") }
            switch Self.edit(source, framework: framework, prefixes: prefixes) {
            case .success(let edit): edits += edit.map { [$0] } ?? []
            case .failure(let refusal): return Fix(summary: summary, refusedBecause: refusal.reason)
            }
        }
        guard !edits.isEmpty else { return Fix(summary: summary, refusedBecause: "the import is not at the top level of \(file.path), where vipera edits it") }
        return Fix(summary: summary, edits: edits)
    }

    /// The edit taking `framework`'s import out of `file`; `nil` when the file does not import it.
    private static func edit(_ file: FixSources.File, framework: String, prefixes: [String]) -> Result<FixEdit?, FixRefusal> {
        let imports = file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        let imported = { (declaration: ImportDeclSyntax) in declaration.path.first?.name.text }
        let forbidden = imports.filter { imported($0) == framework }
        guard let declaration = forbidden.first else { return .success(nil) }
        guard forbidden.count == 1, declaration.attributes.isEmpty, declaration.importKindSpecifier == nil, declaration.path.count == 1 else {
            return .failure(FixRefusal(reason: "\(file.path) imports \(framework) in a form vipera does not edit: \(declaration.trimmedDescription)"))
        }
        if let name = usedName(in: file.tree, prefixes: prefixes) {
            return .failure(FixRefusal(reason: "\(file.path) names \(name), which \(framework) may declare"))
        }
        if imports.contains(where: { imported($0) == "Foundation" }) {
            guard let line = lineRange(of: declaration, in: file.text) else {
                return .failure(FixRefusal(reason: "\(file.path) has more than the import on its line"))
            }
            return .success(file.edit(at: line.lowerBound, length: line.count, ""))
        }
        let name = declaration.path.first!.name
        return .success(file.edit(at: name.positionAfterSkippingLeadingTrivia.utf8Offset, length: name.trimmedLength.utf8Length, "Foundation"))
    }

    /// The first identifier of `tree`, its imports aside, the framework may declare: one of its
    /// prefixes then a capital, not a name Foundation declares, or one only it gives.
    private static func usedName(in tree: SourceFileSyntax, prefixes: [String]) -> String? {
        let code = tree.statements.filter { !$0.item.is(ImportDeclSyntax.self) }
        for token in code.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if unprefixedNames.contains(name) { return "#" + name }
            let prefixed = prefixes.contains { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true }
            if prefixed, !foundationNames.contains(name) { return name }
        }
        return nil
    }

    /// The UTF-8 range of the line holding `declaration` alone, its line break included; `nil`
    /// when the line holds more.
    private static func lineRange(of declaration: ImportDeclSyntax, in text: String) -> Range<Int>? {
        let bytes = Array(text.utf8)
        var start = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = declaration.endPositionBeforeTrailingTrivia.utf8Offset
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") || bytes[end] == UInt8(ascii: "\r") { end += 1 }
        guard end == bytes.count || bytes[end] == UInt8(ascii: "\n") else { return nil }
        return start..<min(end + 1, bytes.count)
    }
}
