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
        ],
        nonTriggering: [
            // One file of protocols per module imports UIKit for the view's protocol.
            RuleExample(
                """
                import UIKit

                protocol LoginView: AnyObject { var viewController: UIViewController { get } }
                protocol LoginPresentation: AnyObject {}
                """, file: "LoginContract.swift", conventions: ["contract"]),
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
        ]
    )

    static func applies(to profile: Profile) -> Bool {
        profile.boundaries.contains { !$0.forbiddenImports.isEmpty }
    }

    func check(_ index: FactIndex) -> [Finding] {
        index.files.flatMap { file -> [Finding] in
            // A protocol file may import UIKit for the view's protocol next to the presenter's.
            guard !file.imports.isEmpty else { return [] }
            let components = file.types.indices.compactMap { typeIndex -> (String, RoleAssignment)? in
                let name = file.types[typeIndex].name
                guard file.types[typeIndex].kind != .protocol, let assignment = index.assignment(of: name) else { return nil }
                return (name, assignment)
            }
            return file.imports.compactMap { imported in
                for (name, assignment) in components {
                    for boundary in index.profile.boundaries where boundary.role == assignment.role && boundary.forbiddenImports.contains(imported.module) {
                        return Self.finding(
                            "\(name) is \(OwnershipEdge.article(assignment.role)), which must not import \(imported.module)",
                            file: file.path,
                            range: imported.range,
                            symbol: Symbol.key(module: assignment.module, name, "import \(imported.module)")
                        )
                    }
                }
                return nil
            }
        }
    }
}
