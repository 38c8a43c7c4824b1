import SwiftSyntax

/// A function taking arguments that returns an instance of a named type (`func
/// toPollOption(with poll: Poll) -> PollOption`): what it makes may keep what it is handed.
public struct Factory: Sendable, Equatable, Codable {
    /// The function's name (`toPollOption`).
    public let name: String
    /// The simple name of the type it returns (`PollOption`, also for `PollOption?`).
    public let returns: String
}

extension Factory {
    /// The factory `function` declares; `nil` for a function without parameters or whose result
    /// names no single type (see `DeclaredClass`).
    init?(_ function: FunctionDeclSyntax) {
        guard !function.signature.parameterClause.parameters.isEmpty, let type = function.signature.returnClause?.type,
            let returned = DeclaredClass.named(by: type)
        else { return nil }
        name = SharedNames.shared(function.name.text)
        returns = SharedNames.shared(returned)
    }
}
