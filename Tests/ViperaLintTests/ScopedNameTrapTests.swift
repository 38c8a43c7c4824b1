import Testing

/// Trap codebases whose references name their types as scene-based apps do: with the namespace
/// the type is declared in (`var interactor: Polls.Interactor?`), or through the scene's own
/// type aliases (`typealias BusinessLogic = FeesBusinessLogic` in each scene), checked as a new
/// user would (see `TrapFixtureTests`).
@Suite struct ScopedNameTrapTests {
    /// Screens outside their scene's folder hold `Balances.Interactor` and `Polls.Interactor`
    /// and conform to their scene's `Display`: each qualified name means its own scene's
    /// protocol, so the polls interactor's strong reference to its screen is a cycle, and the
    /// balances one's weak reference is none. `Foundation.NumberFormatter` names a framework's type.
    @Test func aQualifiedNameMeansTheTypeInItsNamespace() throws {
        let actual = try TrapFixtureTests.findings("QualifiedNames")
        #expect(
            actual == [
                "reference-cycle Scenes/Polls/PollsInteractor.swift:2: strong reference cycle: PollsInteractor.display → PollsScreen.interactor → PollsInteractor; ScreenFactory hands PollsInteractor to what PollsInteractor.display holds (ScreenFactory.swift:13): make PollsInteractor.display weak"
            ], "\(actual.joined(separator: "\n"))")
    }

    /// Two scenes declare the same aliases (`BusinessLogic`, `PresentationLogic`,
    /// `DisplayLogic` in the scene's namespace, a `private typealias Display` at the top of the
    /// presenter's file), each of its own protocols: followed where they are declared, the
    /// `Polls` presenter's strong reference to its view controller closes a cycle, the `Fees`
    /// one's weak reference does not.
    @Test func eachScenesAliasesMeanItsOwnTypes() throws {
        let actual = try TrapFixtureTests.findings("ScopedAliases")
        #expect(
            actual == [
                "reference-cycle Scenes/Polls/PollsPresenter.swift:11: strong reference cycle: Polls.Presenter.display → Polls.ViewController.interactor → Polls.Interactor.presenter → Polls.Presenter; make Polls.Presenter.display weak"
            ], "\(actual.joined(separator: "\n"))")
    }
}
