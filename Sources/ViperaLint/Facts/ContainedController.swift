import SwiftSyntax

/// The class a value handed to a container controller is an instance of, seen through the
/// navigation controllers built around it: `FeedViewController()`, a local constructed as one,
/// or `UINavigationController(rootViewController: feed)` (any initialiser taking a
/// `rootViewController:`), whose navigation stack keeps its root for as long as it lives.
enum ContainedController {
    /// The label of the argument a navigation controller's initialiser keeps as its root.
    private static let rootLabel = "rootViewController"

    /// The class of `expression`'s value, or of the root of the navigation controller it
    /// constructs; `localType` gives the class a local holds.
    static func type(of expression: ExprSyntax, localType: (ExprSyntax) -> String?) -> String? {
        if let root = root(of: expression) { return type(of: root, localType: localType) }
        return Construction.type(of: expression) ?? localType(expression)
    }

    /// The root controller argument of the navigation controller `expression` constructs.
    static func root(of expression: ExprSyntax) -> ExprSyntax? {
        guard Construction.type(of: expression) != nil, let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return call.arguments.first { $0.label?.text == rootLabel }?.expression
    }

    /// The elements of the array literal that `expression` is (`[home, UINavigationController(rootViewController: feed)]`).
    static func elements(of expression: ExprSyntax?) -> [ExprSyntax] {
        expression?.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? []
    }
}
