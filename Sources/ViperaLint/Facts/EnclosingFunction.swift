import SwiftSyntax

/// A function or initialiser whose body is being read, or a closure called in place to build an
/// instance property's initial value (see `BuiltInitialValue`). Its name and parameters are read from
/// the tree only when its body assigns something, which few bodies do, and then once.
final class EnclosingFunction {
    private enum Declaration {
        case function(FunctionDeclSyntax)
        case initializer(InitializerDeclSyntax)
        case propertyBuilder(property: String)
    }

    private let declaration: Declaration

    init(_ function: FunctionDeclSyntax) {
        declaration = .function(function)
    }

    init(_ initializer: InitializerDeclSyntax) {
        declaration = .initializer(initializer)
    }

    /// The closure called in place that builds `property`'s initial value.
    init(building property: String) {
        declaration = .propertyBuilder(property: property)
    }

    /// The function's name; `init` for an initialiser.
    var name: String {
        switch declaration {
        case .function(let function): function.name.text
        case .initializer: "init"
        case .propertyBuilder(let property): BuiltInitialValue.closureName(building: property)
        }
    }

    /// The property whose initial value it builds, when it is a closure called in place.
    var builtProperty: String? {
        guard case .propertyBuilder(let property) = declaration else { return nil }
        return property
    }

    /// Whether it belongs to the type, not an instance (`static func`, `class func`): what it
    /// constructs or assigns is no instance's doing.
    private(set) lazy var isTypeMember: Bool = {
        switch declaration {
        case .function(let function): function.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        case .initializer, .propertyBuilder: false
        }
    }()

    /// The parameters its body may store.
    private(set) lazy var parameters: [ClosurePassingReader.Parameter] = {
        switch declaration {
        case .function(let function): ClosurePassingReader.parameters(function.signature.parameterClause)
        case .initializer(let initializer): ClosurePassingReader.parameters(initializer.signature.parameterClause)
        case .propertyBuilder: []
        }
    }()
}
