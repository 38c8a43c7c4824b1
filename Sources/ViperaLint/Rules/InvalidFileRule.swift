import ViperaCore

/// A file could not be read, is not UTF-8, or does not parse; it was left out and the others
/// were still checked.
struct InvalidFileRule: Rule {
    static let description = RuleDescription(
        id: "invalid-file",
        defaultSeverity: .error,
        category: .hygiene,
        summary: "A file cannot be read, is not UTF-8 or does not parse, so it was not checked.",
        triggering: [
            RuleExample(
                "final class LoginDefaultPresenter {\n    func load( ↓{\n}\n", file: "LoginDefaultPresenter.swift",
                messages: [
                    "the file does not parse; it was not checked"
                ])
        ],
        nonTriggering: [
            RuleExample("final class LoginDefaultPresenter {}", file: "LoginDefaultPresenter.swift")
        ],
        // A file that is not read has no comments to read.
        isSuppressible: false
    )

    func check(_ index: FactIndex) -> [Finding] {
        index.files.compactMap { file in
            file.problem.map { Self.finding($0.message, file: file.path, range: $0.range, symbol: Symbol.key(module: nil, file.path)) }
        }
    }
}
