import ViperaCore
import Foundation

/// A file is not named after its primary type.
struct FileNameRule: Rule {
    static let description = RuleDescription(
        id: "file-name",
        defaultSeverity: .warning,
        summary: "A file declaring types is not named after one of its top-level types.",
        triggering: [
            RuleExample("final class ↓LoginDefaultPresenter {}", file: "Presenter.swift"),
        ],
        nonTriggering: [
            RuleExample("final class LoginDefaultPresenter {}\nprivate struct Helper {}", file: "LoginDefaultPresenter.swift"),
            RuleExample("extension LoginDefaultPresenter {}", file: "LoginDefaultPresenter+Actions.swift"),
        ]
    )

    func check(_ index: FactIndex) -> [Violation] {
        index.files.compactMap { file in
            let declared = file.types.filter { !$0.isNested && $0.kind != .extension }
            guard let primary = declared.first else { return nil }
            let baseName = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
            guard !declared.contains(where: { $0.name == baseName }) else { return nil }
            return Violation(
                message: "\(baseName).swift declares \(primary.name); name the file \(primary.name).swift",
                file: file.path,
                range: primary.range,
                symbol: Symbol.key(module: index.module(of: primary.name), primary.name)
            )
        }
    }
}
