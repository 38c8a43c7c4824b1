import Testing
import ViperaLint

/// What the fixes refuse to do, each with the reason the finding then carries, and the edits
/// they make where a type must change (a non-optional property and its uses).
@Suite struct FixRefusalTests {
    /// The fix of the only fixable finding in `files`.
    private static func fix(_ files: [(String, String)]) throws -> Fix {
        let inputs = files.map { SourceInput(path: $0.0, text: $0.1) }
        let findings = Validator().validate(inputs).filter { FixPlanner.fixableRules.contains($0.ruleID) }
        let fixes = FixPlanner(files: inputs).attachingFixes(to: findings).compactMap(\.fix)
        #expect(Set(fixes).count == 1, "\(fixes)")
        return try #require(fixes.first)
    }

    private static func fixed(_ source: String) throws -> String? {
        let inputs = [SourceInput(path: "Login.swift", text: source)]
        let planner = FixPlanner(files: inputs)
        let findings = Validator().validate(inputs).filter { FixPlanner.fixableRules.contains($0.ruleID) }
        return planner.application(of: planner.attachingFixes(to: findings)).changes.first?.fixed
    }

    @Test func aNonOptionalPropertyBecomesOptionalWithItsStatementUsesChained() throws {
        let source = """
            protocol LoginView: AnyObject { func show() }
            final class LoginDefaultPresenter {
                let view: any LoginView
                init(view: any LoginView) { self.view = view }
                func start() {
                    view.show()
                    self.view.show()
                }
            }

            """
        #expect(
            try Self.fixed(source)
                == source.replacingOccurrences(of: "let view: any LoginView", with: "weak var view: (any LoginView)?")
                .replacingOccurrences(of: "        view.show()", with: "        view?.show()")
                .replacingOccurrences(of: "self.view.show()", with: "self.view?.show()"))
    }

    @Test func aUseNeedingTheValueKeepsThePropertyAsItIs() throws {
        let fix = try Self.fix([
            (
                "Login.swift",
                """
                protocol LoginView: AnyObject {}
                func present(_ view: any LoginView) {}
                final class LoginDefaultPresenter {
                    let view: any LoginView
                    init(view: any LoginView) { self.view = view }
                    func start() { present(view) }
                }
                """
            )
        ])
        #expect(fix.edits.isEmpty)
        #expect(fix.refusal == "LoginDefaultPresenter.view is used as a non-optional value at Login.swift:6 (`present(view)`)")
    }

    @Test func aProtocolWithAStructConformerIsNotMadeClassBound() throws {
        let fix = try Self.fix([
            (
                "Login.swift",
                """
                protocol SettingsModuleOutput {}
                struct SettingsRecorder: SettingsModuleOutput {}
                final class SettingsDefaultPresenter: SettingsModuleOutput {}
                final class LoginDefaultPresenter {
                    var settingsOutput: (any SettingsModuleOutput)?
                }
                """
            )
        ])
        #expect(fix.refusal == "SettingsRecorder conforms to SettingsModuleOutput and is not a class, so SettingsModuleOutput cannot be class-bound")
    }

    @Test func generatedCodeIsNotEdited() throws {
        let fix = try Self.fix([
            ("LoginView.swift", "protocol LoginView: AnyObject {}\n"),
            ("Generated/LoginDefaultPresenter.swift", "final class LoginDefaultPresenter {\n    var view: (any LoginView)?\n}\n"),
        ])
        #expect(fix.refusal == "Generated/LoginDefaultPresenter.swift is generated code, which vipera does not edit")
    }

    @Test func aPropertyWrapperOrAnInitialObjectIsLeftAlone() throws {
        let wrapped = try Self.fix([
            ("Login.swift", "protocol LoginView: AnyObject {}\nfinal class LoginDefaultPresenter {\n    @Injected var view: (any LoginView)?\n}\n")
        ])
        #expect(wrapped.refusal == "view has the attribute @Injected, which a weak property cannot keep")
    }
}
