import Foundation
import ViperaCore

/// A module whose name is a Swift keyword once a template writes it in lowercase (`class` for
/// `Class`, `default` for `Default`, `return` for `Return`), as templates extracted from a team's
/// module do for its local names (`let login = LoginPresenter()`). A Swift file of the template
/// that parses when rendered for another name but not for this one would not compile: the
/// module is refused, naming that file and line, and nothing is written.
enum KeywordNameCheck {
    /// The Swift keyword `module` becomes in lowercase, if any.
    static func keyword(in module: String) -> String? {
        [module.prefix(1).lowercased() + module.dropFirst(), module.lowercased()].first(where: SwiftIdentifier.keywords.contains)
    }

    /// - Parameters:
    ///   - files: the template rendered for `module`.
    ///   - renderOther: the template rendered, in the same order, for another name.
    /// - Throws: `.invalidModuleName` naming the first file that no longer parses.
    static func check(
        _ files: [RenderedFile], module: String, renderOther: (String) throws(GenerationError) -> [RenderedFile]
    ) throws(GenerationError) {
        guard let keyword = keyword(in: module) else { return }
        let broken = files.indices.compactMap { index in
            files[index].isFolder || !files[index].path.hasSuffix(".swift")
                ? nil : FirstSyntaxError.line(in: String(decoding: files[index].data, as: UTF8.self)).map { (index, $0) }
        }
        guard !broken.isEmpty else { return }
        let others = try renderOther(ExtractionCheck.otherName(than: module))
        for (index, line) in broken where others.indices.contains(index) {
            guard FirstSyntaxError.line(in: String(decoding: others[index].data, as: UTF8.self)) == nil else { continue }
            throw .invalidModuleName(
                ModuleNameError(
                    input: module,
                    reason: "the template writes it as '\(keyword)', a Swift keyword, and \(files[index].path):\(line) would not compile "
                        + "(choose another name, or put that spelling in backquotes in the template)"))
        }
    }
}
