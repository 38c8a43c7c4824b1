import Testing
import ViperaLint

/// A non-optional property implementing a protocol's requirement (`let presenter:
/// ChatInteractorOutput` for `var presenter: ChatInteractorOutput { get }`), made weak by its
/// fix: the requirement becomes optional with it when the holder alone conforms to the protocol;
/// another conformer keeps both as they are, saying why.
@Suite struct FixRequirementTests {
    private static let source = """
        protocol ChatInteractorOutput: AnyObject { func didLoad() }
        protocol ChatInteractorInput: AnyObject {
            var presenter: ChatInteractorOutput { get }
            func load()
        }
        final class ChatPresenter: ChatInteractorOutput {
            var interactor: ChatInteractorInput?
            func didLoad() {}
        }
        final class ChatInteractor: ChatInteractorInput {
            let presenter: ChatInteractorOutput
            init(presenter: ChatInteractorOutput) { self.presenter = presenter }
            func load() { presenter.didLoad() }
        }

        """

    /// The fixes of the findings in `source` (one file), and `source` with all of them made.
    private static func fixes(_ source: String) -> (fixes: [Fix], fixed: String?) {
        let inputs = [SourceInput(path: "Chat.swift", text: source)]
        let planner = FixPlanner(files: inputs)
        let findings = planner.attachingFixes(to: Validator().validate(inputs).filter { FixPlanner.fixableRules.contains($0.ruleID) })
        return (findings.compactMap(\.fix), planner.application(of: findings).changes.first?.fixed)
    }

    @Test func theRequirementBecomesOptionalWithTheProperty() throws {
        let (fixes, fixed) = Self.fixes(Self.source)
        #expect(fixes.contains { $0.summary == "make ChatInteractor.presenter weak" && $0.refusal == nil }, "\(fixes)")
        #expect(
            fixed
                == Self.source.replacingOccurrences(of: "var presenter: ChatInteractorOutput { get }", with: "var presenter: ChatInteractorOutput? { get }")
                .replacingOccurrences(of: "let presenter: ChatInteractorOutput", with: "weak var presenter: ChatInteractorOutput?")
                .replacingOccurrences(of: "presenter.didLoad()", with: "presenter?.didLoad()"))
    }

    @Test func anotherConformerKeepsTheRequirementAndTheProperty() throws {
        let source =
            Self.source + """
                final class ChatReplayInteractor: ChatInteractorInput {
                    var presenter: ChatInteractorOutput { ChatPresenter() }
                    func load() {}
                }

                """
        let fix = try #require(Self.fixes(source).fixes.first { $0.summary == "make ChatInteractor.presenter weak" })
        #expect(fix.edits.isEmpty)
        #expect(
            fix.refusal
                == "presenter implements ChatInteractorInput's requirement, which is not optional, and ChatReplayInteractor conforms to ChatInteractorInput too"
        )
    }
}
