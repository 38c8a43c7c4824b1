import SwiftSyntax

/// What a member access (`base.member`) reaches the member through, as far as whose member it
/// may be: a property's uses outside its own type are the accesses through `other` values.
enum MemberAccessBase: Equatable {
    /// No base (`.member`, an implicit member).
    case implicit
    /// `self.member`: the enclosing type's own.
    case selfValue
    /// `super.member` or `Type.member`: not an instance's stored property.
    case superOrType
    /// Any other value (`router.member`, `self?.member`, `make().member`): whose it is, vipera
    /// cannot tell.
    case other

    init(_ access: MemberAccessExprSyntax) {
        guard let base = access.base else {
            self = .implicit
            return
        }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName else {
            self = .other
            return
        }
        if name.tokenKind == .keyword(.self) {
            self = .selfValue
        } else if name.tokenKind == .keyword(.super) || name.text.first?.isUppercase == true {
            self = .superOrType
        } else {
            self = .other
        }
    }
}
