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
                    func attach(_ output: any SettingsModuleOutput) { settingsOutput = output }
                }
                """
            )
        ])
        #expect(fix.refusal == "SettingsRecorder conforms to SettingsModuleOutput and is not a class, so SettingsModuleOutput cannot be class-bound")
    }

    @Test func generatedCodeIsNotEdited() throws {
        let fix = try Self.fix([
            ("LoginView.swift", "protocol LoginView: AnyObject {}\n"),
            (
                "Generated/LoginDefaultPresenter.swift",
                "final class LoginDefaultPresenter {\n    var view: (any LoginView)?\n    func attach(_ view: any LoginView) { self.view = view }\n}\n"
            ),
        ])
        #expect(fix.refusal == "Generated/LoginDefaultPresenter.swift is generated code, which vipera does not edit")
    }

    @Test func aPropertyWrapperOrAnInitialObjectIsLeftAlone() throws {
        let wrapped = try Self.fix([
            ("Login.swift", "protocol LoginView: AnyObject {}\nfinal class LoginDefaultPresenter {\n    @Injected var view: (any LoginView)?\n}\n")
        ])
        #expect(wrapped.refusal == "view has the attribute @Injected, which a weak property cannot keep")
    }

    @Test func aClosureReturningAValueThroughSelfIsLeftAlone() throws {
        let fix = try Self.fix([
            (
                "LoginDefaultView.swift",
                """
                final class LoginDefaultView {
                    let formatter = Formatter()
                    var title = ""
                    func setUp() { formatter.format = { self.title } }
                }
                final class Formatter { var format: (() -> String)? }
                """
            )
        ])
        #expect(fix.refusal == "the closure returns a value and uses self where `self?` would change its type; capture self weakly by hand")
    }

    @Test func aCaptureListGainsWeakSelfOrTurnsAStrongSelfWeak() throws {
        let source = """
            final class LoginDefaultView {
                let button = Button()
                let name = "login"
                func setUp() {
                    button.action = { [name] in self.submit(name) }
                    button.longPress = { [self] in
                        // Both at once.
                        submit(name)
                    }
                }
                func submit(_ name: String) {}
            }
            final class Button {
                var action: (() -> Void)?
                var longPress: (() -> Void)?
            }

            """
        let expected = source.replacingOccurrences(of: "{ [name] in self.submit(name) }", with: "{ [weak self, name] in self?.submit(name) }")
            .replacingOccurrences(
                of: "{ [self] in\n            // Both at once.\n            submit(name)",
                with: "{ [weak self] in\n            // Both at once.\n            guard let self else { return }\n            submit(name)")
        #expect(try Self.fixed(source) == expected)
    }

    /// A weak `@IBOutlet` counts as owning (the view hierarchy keeps it): there is no `weak` to add
    /// to the back reference from the panel the label creates.
    @Test func anAlreadyWeakReferenceIsNotEditedAgain() throws {
        let fix = try Self.fix([
            (
                "LinkLabel.swift",
                """
                final class LinkLabel: UILabel {
                    let panel = LinkPanel()
                }
                final class LinkPanel: UIView {
                    @IBOutlet weak var label: LinkLabel!
                }
                """
            )
        ])
        #expect(fix.edits.isEmpty)
        #expect(fix.refusal?.hasSuffix("is already weak; the object that keeps it alive is elsewhere") == true, "\(fix)")
    }

    /// A subscription that holds `self` without a closure (`assign(to:on: self)`) has no capture
    /// list to change: the refusal says what to write instead.
    @Test func aSubscriptionHoldingSelfWithoutAClosureIsLeftToTheUser() throws {
        let fix = try Self.fix([
            (
                "SettingsStore.swift",
                """
                final class SettingsStore {
                    @Published var theme = 0
                    @Published var isDark = false
                    private var cancellables = Set<AnyCancellable>()
                    init() {
                        $theme.map { $0 > 0 }.assign(to: \\.isDark, on: self).store(in: &cancellables)
                    }
                }
                """
            )
        ])
        #expect(fix.edits.isEmpty)
        #expect(fix.refusal?.hasPrefix("the subscription holds self without a closure") == true, "\(fix)")
    }

    /// The `guard` goes on a line of its own, with the statement's indentation and the file's own
    /// line breaks (`\r\n` here), after a comment on the statement's line.
    @Test func theGuardKeepsTheFilesLineBreaksAndIndentation() throws {
        let source = """
            final class LoginDefaultView {
                let button = Button()
                func setUp() {
                    button.action = {
                        /* tapped */ self.submit()
                    }
                }
                func submit() {}
            }
            final class Button {
                var action: (() -> Void)?
            }

            """.replacingOccurrences(of: "\n", with: "\r\n")
        let expected = source.replacingOccurrences(
            of: "button.action = {\r\n            /* tapped */ self.submit()",
            with: "button.action = { [weak self] in\r\n            /* tapped */ guard let self else { return }\r\n            self.submit()")
        #expect(try Self.fixed(source) == expected)
    }
}
