import SwiftSyntax

/// `target = value` as SwiftParser leaves it: a sequence of three expressions, the middle one
/// the assignment (operators are not folded). A chain (`a = b = c`) is none.
struct Assignment {
    let target: ExprSyntax
    let value: ExprSyntax

    init?(_ sequence: SequenceExprSyntax) {
        let elements = sequence.elements
        guard elements.count == 3 else { return nil }
        var parts = elements.makeIterator()
        guard let target = parts.next(), parts.next()?.is(AssignmentExprSyntax.self) == true, let value = parts.next() else { return nil }
        (self.target, self.value) = (target, value)
    }
}
