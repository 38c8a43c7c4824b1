/// A type with all its declarations merged: the declaration itself and its extensions, across
/// files. A class, so that rules pass it around and sort it without copying its facts.
public final class TypeInfo: Sendable {
    /// The name rules know it by: its simple name, qualified (`Polls.Interactor`) when several
    /// types share the simple name (see `TypeIdentities`).
    public let name: String
    /// The name its declaration spells (`Interactor`).
    public let simpleName: String
    /// The type's own declaration; `nil` when only extensions of it were seen (a framework type).
    public let declaration: TypeFact?
    /// Its extensions, in file order.
    public let extensions: [TypeFact]
    /// Whether the type is test code (see `TestCode`): declared in a test folder or file
    /// (`FinanceAppTests/`, `LoginRouterTests.swift`, a file importing XCTest) or named as a
    /// test double (`MockCartRouter`). Neither the ownership nor the naming rules count it as the
    /// architecture.
    public let isTestCode: Bool
    /// The declaration's kind, `.extension` for a type declared elsewhere.
    public let kind: TypeKind
    /// The names it inherits from or conforms to, from all its declarations.
    public let inherited: [String]
    /// The file of its primary fact.
    public let file: String

    /// A type declared by `declaration` (the first one seen, if any) and extended by `extensions`;
    /// one of them is there. `testFiles` are the paths of the test code (`TestCode.paths(in:)`).
    init(name: String, declaration: TypeFact?, extensions: [TypeFact], testFiles: Set<String>) {
        self.name = name
        simpleName = declaration?.name ?? extensions.first?.name ?? name
        self.declaration = declaration
        self.extensions = extensions
        kind = declaration?.kind ?? .extension
        inherited = extensions.reduce(into: declaration?.inherited ?? []) { $0 += $1.inherited }
        file = declaration?.file ?? extensions.first?.file ?? ""
        isTestCode = testFiles.contains(file) || TestCode.isTestDouble(simpleName)
    }

    /// Whether the checked code declares it (not only extends it).
    public var isDeclared: Bool { kind != .extension }

    /// The declaration, then the extensions.
    public var facts: [TypeFact] { (declaration.map { [$0] } ?? []) + extensions }

    /// Stored instance properties that can own something (not computed, static or requirements).
    public var storedProperties: [PropertyFact] {
        extensions.reduce(into: declaration?.properties.filter(\.isInstanceStorage) ?? []) { $0 += $1.properties.filter(\.isInstanceStorage) }
    }

    /// Whether `property` is only held until first used: its code sets it to `nil` in a `defer`.
    public func isReleasedAfterUse(_ property: PropertyFact) -> Bool {
        declaration?.releasedInDefer.contains(property.name) == true || extensions.contains { $0.releasedInDefer.contains(property.name) }
    }

    /// Where its instances first construct a `name` (see `TypeFact.constructs`).
    public func construction(of name: String) -> (file: String, range: SourceRange)? {
        facts.lazy.compactMap { fact in fact.constructs[name].map { (fact.file, $0) } }.first
    }

    /// Where its instances first assign themselves to a property named `property` of another
    /// object (see `TypeFact.assignsSelf`).
    public func selfAssignment(to property: String) -> (file: String, range: SourceRange)? {
        facts.lazy.compactMap { fact in fact.assignsSelf[property].map { (fact.file, $0) } }.first
    }

    /// Where its instances first hand themselves to a function or method named `callee` (see
    /// `TypeFact.handsSelf`).
    public func handing(to callee: String) -> (file: String, range: SourceRange)? {
        facts.lazy.compactMap { fact in fact.handsSelf[callee].map { (fact.file, $0) } }.first
    }

    /// The classes its instances hand to UIKit's ownership (see `HierarchyInsertion`), each with
    /// how and where first (a class handed over two ways: the first of dequeued, added, made the
    /// view, kept), in name order.
    var insertions: [(type: String, kind: HierarchyInsertion.Kind, file: String, range: SourceRange)] {
        var first: [String: (kind: HierarchyInsertion.Kind, file: String, range: SourceRange)] = [:]
        let kinds: [(HierarchyInsertion.Kind, KeyPath<TypeFact, FirstPlaces>)] = [
            (.dequeues, \.dequeues), (.adds, \.adds), (.becomesView, \.rootViews), (.keeps, \.keeps),
        ]
        for (kind, places) in kinds {
            for fact in facts {
                for (name, range) in fact[keyPath: places] where first[name] == nil { first[name] = (kind, fact.file, range) }
            }
        }
        return first.sorted { $0.key < $1.key }.map { ($0.key, $0.value.kind, $0.value.file, $0.value.range) }
    }

    /// Whether it is a SwiftData model (`@Model`): the store manages its relationships, which are
    /// faults, not owners, as Core Data's `@NSManaged` ones are.
    public var isPersistentModel: Bool { declaration?.attributes.contains("Model") == true }

    /// Whether its declaration or an extension mentions `name`.
    func mentions(_ name: String) -> Bool {
        declaration?.mentionedNames[name] != nil || extensions.contains { $0.mentionedNames[name] != nil }
    }

    /// The fact to report a finding about the type at: its declaration, else its first extension.
    public var primaryFact: TypeFact { declaration ?? extensions[0] }
}
