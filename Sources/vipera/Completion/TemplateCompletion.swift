import ArgumentParser
import Foundation
import ViperaGenerator

/// Completes a template name, asking vipera at completion time: the names a run in the current
/// folder can be given, from every place generation looks (`--templates` on the command line
/// too, the project's, a Generamba project's, the user's, the built-in ones, Xcode's).
enum TemplateCompletion {
    static let kind = CompletionKind.custom { words, _, _ in
        names(extraTemplates: value(of: "--templates", in: words))
    }

    /// The names, with `extraTemplates` (`--templates`) searched first.
    static func names(extraTemplates: String?) -> [String] {
        let generator = Generator(workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return generator.templateNames(extraTemplatesDirectory: extraTemplates.map { URL(fileURLWithPath: $0) })
    }

    /// The value given to `option` in the command line's `words` (`--templates dir` or
    /// `--templates=dir`), if any.
    private static func value(of option: String, in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            if word == option, words.indices.contains(index + 1) { return words[index + 1] }
            if word.hasPrefix(option + "=") { return String(word.dropFirst(option.count + 1)) }
        }
        return nil
    }
}
