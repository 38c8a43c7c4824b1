import SwiftSyntax

/// The value a closure returns when `self` is gone, for `guard let self else { return … }`:
/// only for a result type its signature declares that has an empty value, which a caller
/// already has to handle: an optional's `nil`, an empty array, dictionary or set, an empty
/// RxSwift stream (`Observable`, `Maybe`, `Completable`, RxCocoa's `Driver` and `Signal`).
enum EmptyResult {
    /// The stream types whose `.empty()` completes at once without an element.
    private static let streams: Set<String> = ["Observable", "Maybe", "Completable", "Driver", "Signal"]

    /// The expression of the empty value of `type`, or `nil` when it has none.
    static func of(_ type: TypeSyntax) -> String? {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "nil" }
        if type.is(ArrayTypeSyntax.self) { return "[]" }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        guard let named = type.as(IdentifierTypeSyntax.self) else {
            // `RxSwift.Observable<Int>`
            guard let member = type.as(MemberTypeSyntax.self), streams.contains(member.name.text) else { return nil }
            return ".empty()"
        }
        switch named.name.text {
        case "Optional": return "nil"
        case "Array", "Set": return "[]"
        case "Dictionary": return "[:]"
        case let name where streams.contains(name): return ".empty()"
        default: return nil
        }
    }
}
