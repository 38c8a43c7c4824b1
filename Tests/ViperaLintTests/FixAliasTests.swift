import Testing
import ViperaLint

/// A property whose type is a type alias, made weak by its fix: an alias of a composition with a
/// class part (`typealias EntryView = GameView & UIViewController`) holds only objects; an alias
/// of protocols a struct conforms to does not, and the fix is refused, saying why.
@Suite struct FixAliasTests {
    /// The fix `make <holder>.<name> weak` of the findings in `source` (one file), and `source`
    /// with all the fixes made.
    private static func fix(_ summary: String, in source: String) throws -> (fix: Fix, fixed: String?) {
        let inputs = [SourceInput(path: "Game.swift", text: source)]
        let planner = FixPlanner(files: inputs)
        let findings = planner.attachingFixes(to: Validator().validate(inputs).filter { FixPlanner.fixableRules.contains($0.ruleID) })
        let fix = try #require(findings.compactMap(\.fix).first { $0.summary == summary }, "\(findings)")
        return (fix, planner.application(of: findings).changes.first?.fixed)
    }

    /// A router holding its view strongly through the alias `EntryView` for `entryView`; `extra`
    /// follows.
    private static func source(entryView: String, extra: String = "") -> String {
        """
        import UIKit

        protocol GameView {}
        protocol Screen {}
        typealias EntryView = \(entryView)
        final class GameViewController: UIViewController, GameView, Screen {
            var router: GameRouter?
        }
        final class GameRouter {
            var view: EntryView?
        }
        \(extra)
        """
    }

    @Test func anAliasOfACompositionWithAClassIsHeldWeakly() throws {
        let source = Self.source(entryView: "GameView & UIViewController")
        let (fix, fixed) = try Self.fix("make GameRouter.view weak", in: source)
        #expect(fix.refusal == nil)
        #expect(fixed == source.replacingOccurrences(of: "    var view: EntryView?", with: "    weak var view: EntryView?"))
    }

    @Test func anAliasOfProtocolsAdmittingValuesIsNot() throws {
        let source = Self.source(entryView: "GameView & Screen", extra: "struct GameViewStub: GameView, Screen {}\n")
        let (fix, _) = try Self.fix("make GameRouter.view weak", in: source)
        #expect(fix.refusal == "EntryView is a type alias")
    }
}
