/// A function that stores one of its parameters in a property of its own type:
/// `func presentSortOptions(completion: …) { self.completion = completion }`.
public struct StoredParameter: Sendable, Equatable, Codable {
    /// The function's base name (`presentSortOptions`; `init` for an initialiser).
    public let function: String
    /// The parameter's argument label; `nil` for `_`.
    public let label: String?
    /// Whether it is the function's last parameter, the one a trailing closure is passed to.
    public let isLast: Bool
    /// The property of `self` it is stored in.
    public let property: String

    /// Whether a closure passed with argument label `label` (`nil` for a trailing or unlabelled
    /// closure) lands in this parameter.
    func receives(label argumentLabel: String?) -> Bool {
        argumentLabel.map { $0 == label } ?? (isLast || label == nil)
    }
}

/// A closure literal that captures `self` strongly, passed to a method of `self` or of one of
/// the type's properties: `router.presentSortOptions { option in self.sort(by: option) }`.
public struct ClosureArgument: Sendable, Equatable, Codable {
    /// The property whose method is called: `nil` for `self`'s own method.
    public let base: String?
    /// The method's base name.
    public let function: String
    /// The argument label; `nil` for a trailing or unlabelled closure.
    public let label: String?
    public let closure: ClosureFact
    /// The class an initialiser call constructs (`function` is then `init`): `DetailViewModel`
    /// for `DetailViewModel(onClose: { self.close() })`.
    public var constructed: String? = nil
}
