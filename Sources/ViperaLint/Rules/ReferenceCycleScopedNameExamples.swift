import ViperaCore

/// The examples of `reference-cycle` whose references name their types as scenes do: with the
/// namespace they are declared in, or through the scene's own type aliases (see
/// `TypeIdentities`).
extension ReferenceCycleRule {
    /// Code the rule reports, each with its messages. `lint --fix` leaves them to the user: it
    /// makes a reference weak only when its type is named by one declaration, not by an alias
    /// or a name declared in several scenes.
    static let scopedNameExamples: [RuleExample] = [
        // `Polls.Interactor` is the one in `Polls`, not the first type named `Interactor`.
        RuleExample(
            files: [
                (
                    "Balances.swift",
                    """
                    enum Balances {
                        protocol Interactor: AnyObject {}
                        protocol Display: AnyObject {}
                    }
                    """
                ),
                (
                    "Polls.swift",
                    """
                    enum Polls {
                        protocol Interactor: AnyObject {}
                        protocol Display: AnyObject {}
                    }
                    """
                ),
                (
                    "PollsScreen.swift",
                    """
                    final class PollsScreen: Polls.Display {
                        var interactor: Polls.Interactor?
                    }
                    final class PollsInteractor: Polls.Interactor {
                        ↓var display: Polls.Display?
                    }
                    enum PollsBuilder {
                        static func build() -> PollsScreen {
                            let screen = PollsScreen()
                            let interactor = PollsInteractor()
                            screen.interactor = interactor
                            interactor.display = screen
                            return screen
                        }
                    }
                    """
                ),
            ],
            messages: [
                "strong reference cycle: PollsInteractor.display → PollsScreen.interactor → PollsInteractor; PollsBuilder hands PollsInteractor to what PollsInteractor.display holds (PollsScreen.swift:12): make PollsInteractor.display weak"
            ]),
        // Each scene's `DisplayLogic` and `BusinessLogic` are its own aliases, of its own
        // protocols: the interactor of `Polls` holds the view controller of `Polls` strongly.
        RuleExample(
            files: [
                (
                    "Fees.swift",
                    """
                    protocol FeesBusinessLogic: AnyObject {}
                    protocol FeesDisplayLogic: AnyObject {}
                    enum Fees {
                        typealias BusinessLogic = FeesBusinessLogic
                        typealias DisplayLogic = FeesDisplayLogic
                        final class ViewController: DisplayLogic {
                            var interactor: BusinessLogic?
                        }
                        final class Interactor: BusinessLogic {
                            weak var display: DisplayLogic?
                        }
                    }
                    """
                ),
                (
                    "Polls.swift",
                    """
                    protocol PollsBusinessLogic: AnyObject {}
                    protocol PollsDisplayLogic: AnyObject {}
                    enum Polls {
                        typealias BusinessLogic = PollsBusinessLogic
                        typealias DisplayLogic = PollsDisplayLogic
                        final class ViewController: DisplayLogic {
                            var interactor: BusinessLogic?
                        }
                        final class Interactor: BusinessLogic {
                            ↓var display: DisplayLogic?
                        }
                    }
                    """
                ),
            ],
            messages: [
                "strong reference cycle: Polls.Interactor.display → Polls.ViewController.interactor → Polls.Interactor; make Polls.Interactor.display weak"
            ]),
    ]
}
