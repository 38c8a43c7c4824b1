import ViperaCore

/// A file declaring a component imports a framework its role must not depend on (the presenter
/// imports UIKit or SwiftUI).
struct ForbiddenImportRule: Rule {
    static let description = RuleDescription(
        id: "forbidden-import",
        defaultSeverity: .error,
        category: .boundary,
        summary: "A component's file imports a framework its role must stay independent of (the presenter imports UIKit).",
        triggering: [
            RuleExample(
                """
                ↓import UIKit

                final class LoginDefaultPresenter {}
                """,
                messages: [
                    "LoginDefaultPresenter is a Presenter, which must not import UIKit"
                ],
                fixed: """
                    import Foundation

                    final class LoginDefaultPresenter {}
                    """),
            // Beside Foundation, the import goes.
            RuleExample(
                """
                import Foundation
                ↓import UIKit

                final class LoginDefaultPresenter {}
                """,
                messages: [
                    "LoginDefaultPresenter is a Presenter, which must not import UIKit"
                ],
                fixed: """
                    import Foundation

                    final class LoginDefaultPresenter {}
                    """),
            // A file naming what UIKit declares keeps the import: no fix.
            RuleExample(
                """
                ↓import UIKit

                final class LoginDefaultPresenter {
                    let separator: CGFloat = 1
                }
                """,
                messages: [
                    "LoginDefaultPresenter is a Presenter, which must not import UIKit"
                ]),
            // A presenter is independent of every UI toolkit: it publishes what a SwiftUI view
            // shows without SwiftUI.
            RuleExample(
                """
                import Observation
                ↓import SwiftUI

                final class LoginDefaultPresenter {}
                """,
                messages: [
                    "LoginDefaultPresenter is a Presenter, which must not import SwiftUI"
                ]),
            // One finding per component, at its declaration, however many extension files
            // import the framework again.
            RuleExample(
                files: [
                    ("LoginDefaultPresenter+Actions.swift", "import UIKit\n\nextension LoginDefaultPresenter {}"),
                    ("LoginDefaultPresenter.swift", "↓import UIKit\n\nfinal class LoginDefaultPresenter {}"),
                ],
                messages: ["LoginDefaultPresenter is a Presenter, which must not import UIKit"],
                // The fix takes the import out of every file of the component.
                fixed: [
                    "LoginDefaultPresenter+Actions.swift": "import Foundation\n\nextension LoginDefaultPresenter {}",
                    "LoginDefaultPresenter.swift": "import Foundation\n\nfinal class LoginDefaultPresenter {}",
                ]),
            // An extension naming what UIKit declares keeps the import in every file: no fix.
            RuleExample(
                files: [
                    ("LoginDefaultPresenter+Style.swift", "import UIKit\n\nextension LoginDefaultPresenter {\n    var tint: UIColor { .red }\n}"),
                    ("LoginDefaultPresenter.swift", "↓import UIKit\n\nfinal class LoginDefaultPresenter {}"),
                ],
                messages: ["LoginDefaultPresenter is a Presenter, which must not import UIKit"]),
        ],
        nonTriggering: [
            // One file of protocols per module imports UIKit for the view's protocol.
            RuleExample(
                """
                import UIKit

                protocol LoginView: AnyObject { var viewController: UIViewController { get } }
                protocol LoginPresentation: AnyObject {}
                """, file: "LoginContract.swift", conventions: ["contract"]),
            // The module's protocols file imports UIKit for the router's protocol; the
            // presenter's protocol and its extension of default methods are no presenter.
            RuleExample(
                """
                import UIKit

                protocol LoginRouter: AnyObject { func makeView() -> UIViewController }
                protocol LoginPresenter: AnyObject { func viewDidLoad() }
                extension LoginPresenter { func viewDidLoad() {} }
                """, file: "LoginProtocols.swift"),
            RuleExample(
                """
                import Foundation

                final class LoginDefaultPresenter {}
                """),
            RuleExample(
                """
                import UIKit

                final class LoginDefaultRouter {}
                """),
            // The file's imports serve the declaration a presenter is nested in (a cell and
            // what configures it), not the nested presenter.
            RuleExample(
                """
                import UIKit

                enum LoginBannerCell {
                    final class LoginDefaultPresenter {}
                    final class Cell: UITableViewCell {}
                }
                """),
        ]
    )

    /// Whether the type at `typeIndex` is nested in a class, struct, enum or actor the file
    /// declares (`enum BalanceCell { struct ViewModel; class Cell: UITableViewCell }`): the
    /// file's imports serve that declaration. A type nested only in extensions (`extension
    /// Polls { class Interactor }`, a scene's namespace) is the file's own.
    private static func isNestedInDeclaration(_ typeIndex: Int, of file: FileFacts) -> Bool {
        let fact = file.types[typeIndex]
        guard fact.isNested else { return false }
        return file.types[..<typeIndex].contains { outer in outer.kind != .extension && fact.scope.starts(with: outer.scope + [outer.name]) }
    }

    static func applies(to profile: Profile) -> Bool {
        profile.boundaries.contains { !$0.forbiddenImports.isEmpty }
    }

    func check(_ index: FactIndex) -> [Finding] {
        // Each extension file of a component repeats the imports it needs: one finding per
        // component and framework, at the declaration's file when that imports it too.
        var kept: [String: (finding: Finding, isDeclarationFile: Bool)] = [:]
        var order: [String] = []
        for file in index.files where !file.imports.isEmpty {
            // A protocol file may import UIKit for the view's protocol next to the presenter's,
            // and give the presenter's protocol default methods in an extension.
            let components = file.types.indices.compactMap { typeIndex -> (String, RoleAssignment)? in
                let name = index.key(of: file.types[typeIndex])
                guard file.types[typeIndex].kind != .protocol, index.types[name]?.kind != .protocol, !Self.isNestedInDeclaration(typeIndex, of: file),
                    let assignment = index.assignment(of: name)
                else { return nil }
                return (name, assignment)
            }
            for imported in file.imports {
                guard let (name, assignment) = components.first(where: { Self.forbids(imported.module, to: $0.1, in: index.profile) }) else { continue }
                let symbol = Symbol.key(module: assignment.module, name, "import \(imported.module)")
                let isDeclarationFile = index.types[name]?.declaration?.file == file.path
                if let earlier = kept[symbol], earlier.isDeclarationFile || !isDeclarationFile { continue }
                if kept[symbol] == nil { order.append(symbol) }
                let finding = Self.finding(
                    "\(name) is \(OwnershipEdge.article(assignment.role)), which must not import \(imported.module)",
                    file: file.path,
                    range: imported.range,
                    symbol: symbol
                )
                kept[symbol] = (finding, isDeclarationFile)
            }
        }
        return order.compactMap { kept[$0]?.finding }
    }

    /// Whether a component of `assignment`'s role must not import `module`.
    static func forbids(_ module: String, to assignment: RoleAssignment, in profile: Profile) -> Bool {
        profile.boundaries.contains { $0.role == assignment.role && $0.forbiddenImports.contains(module) }
    }
}
