import SwiftSyntax

/// A generic parameter of a class (`V` in `class BasePresenter<V: LoginView>`): a stored
/// property of its type holds what a subclass passes for it (`LoginPresenter: BasePresenter<
/// LoginViewController>`), or else something that satisfies its constraints.
public struct GenericParameter: Sendable, Equatable, Codable {
    public let name: String
    /// The type names its constraints name, from the parameter clause and the `where` clause
    /// (`LoginView` for `V: LoginView`, `where V: LoginView`); `AnyObject` and `Any` name none.
    public internal(set) var constraints: [String]

    public init(name: String, constraints: [String]) {
        self.name = name
        self.constraints = constraints
    }

    /// The parameters `clause` declares, with the constraints it and `whereClause` put on them.
    static func parameters(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [GenericParameter] {
        guard let clause else { return [] }
        var parameters = clause.parameters.map { parameter in
            GenericParameter(name: parameter.name.text, constraints: parameter.inheritedType.map { DeclaredType($0).names } ?? [])
        }
        for requirement in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                let constrained = conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text,
                let position = parameters.firstIndex(where: { $0.name == constrained })
            else { continue }
            parameters[position].constraints += DeclaredType(conformance.rightType).names
        }
        return parameters
    }

    /// The type names of each generic argument a class passes its superclass (`[["LoginView"],
    /// ["LoginRouter"]]` for `: BasePresenter<LoginView, LoginRouter>`); empty without them.
    static func arguments(of superclass: TypeSyntax) -> [[String]] {
        let clause = superclass.as(IdentifierTypeSyntax.self)?.genericArgumentClause ?? superclass.as(MemberTypeSyntax.self)?.genericArgumentClause
        return clause?.arguments.map { argument in
            if case .type(let type) = argument.argument { return DeclaredType(type).names }
            return []
        } ?? []
    }
}
