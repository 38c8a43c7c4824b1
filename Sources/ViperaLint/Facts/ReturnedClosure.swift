/// A closure capturing `self` strongly that a function stores in a property of an object it
/// builds and returns: `let section = NSCollectionLayoutSection(group: group)`,
/// `section.visibleItemsInvalidationHandler = { … self … }`, `return section`. Whoever keeps
/// the function's result keeps the closure.
public struct ReturnedClosure: Sendable, Equatable, Codable {
    /// The function's base name.
    public let function: String
    /// The class the object is constructed as (`NSCollectionLayoutSection`), or the local's name
    /// when the body does not construct it.
    public let holder: String
    /// The property of the object the closure is stored in.
    public let property: String
    public let closure: ClosureFact
}

/// `target.property = f()`: the result of one of the type's own methods stored in a property of
/// `self` or of one of the type's properties
/// (`onboardingCollectionView.collectionViewLayout = createCompositionalLayout()`).
public struct StoredResult: Sendable, Equatable, Codable {
    /// The type's property whose object receives the result: `nil` for `self`.
    public let base: String?
    /// The property the result is stored in.
    public let property: String
    /// The base name of the method called.
    public let function: String
}
