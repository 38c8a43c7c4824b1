import Foundation
import ViperaCore

/// A file is not named after its primary type.
struct FileNameRule: Rule {
    static let description = RuleDescription(
        id: "file-name",
        defaultSeverity: .warning,
        category: .naming,
        summary: "A file declaring types is not named after one of its top-level types.",
        triggering: [
            RuleExample(
                "final class ↓LoginDefaultPresenter {}", file: "Presenter.swift",
                messages: [
                    "Presenter.swift declares LoginDefaultPresenter; name the file LoginDefaultPresenter.swift"
                ]),
            RuleExample(
                "protocol ↓LoginViewInput: AnyObject {}\nprotocol LoginViewOutput: AnyObject {}", file: "LoginInterfaces.swift", conventions: ["rambler"],
                messages: [
                    "LoginInterfaces.swift declares LoginViewInput; name the file LoginViewInput.swift"
                ]),
        ],
        nonTriggering: [
            RuleExample("final class LoginDefaultPresenter {}\nprivate struct Helper {}", file: "LoginDefaultPresenter.swift"),
            RuleExample("extension LoginDefaultPresenter {}", file: "LoginDefaultPresenter+Actions.swift"),
            // A dialect's one file of protocols per module.
            RuleExample(
                "protocol LoginViewInterface: AnyObject {}\nprotocol LoginPresenterInterface: AnyObject {}", file: "LoginInterfaces.swift",
                conventions: ["interface"]),
            RuleExample("protocol LoginView: AnyObject {}\nprotocol LoginPresentation: AnyObject {}", file: "LoginContract.swift", conventions: ["contract"]),
            RuleExample(
                "protocol ListInteractorInput {}\nprotocol ListInteractorOutput: AnyObject {}", file: "ListInteractorIO.swift", conventions: ["objcio"]),
            RuleExample("protocol LoginViewProtocol: AnyObject {}", file: "LoginProtocols.swift", conventions: ["protocol-suffix"]),
        ]
    )

    func check(_ index: FactIndex) -> [Finding] {
        index.files.compactMap { file in
            let declared = file.topLevelDeclarationIndices
            guard let first = declared.first else { return nil }
            let names = declared.map { file.types[$0].name }
            let baseName = Self.baseName(of: file.path)
            guard !names.contains(baseName), !index.profile.isModuleFile(baseName, declaring: names) else { return nil }
            let primary = file.types[first]
            return Self.finding(
                "\(baseName).swift declares \(primary.name); name the file \(primary.name).swift",
                file: file.path,
                range: primary.range,
                symbol: Symbol.key(module: index.module(of: primary.name), primary.name)
            )
        }
    }

    /// The file's name without its extension: `LoginPresenter` for `Login/LoginPresenter.swift`.
    private static func baseName(of path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        // Discovered files end in `.swift`, spared a URL; a file given by name may not.
        guard name.hasSuffix(".swift"), name.count > ".swift".count else {
            return URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        }
        return String(name.dropLast(".swift".count))
    }
}
