@_spi(RawSyntax) import SwiftSyntax

/// Reading SwiftParser's raw tree, which the fact collector does where making a node for each
/// part read would cost more than the reading.
enum RawTree {
    /// The nodes a collection (or any layout node) holds, without its empty slots, read in place.
    static func children(of node: RawSyntax?) -> Children {
        Children(layout: node?.layoutView)
    }

    /// Whether `token` is the keyword `self`.
    static func isSelfKeyword(_ token: RawSyntaxTokenView) -> Bool {
        token.rawKind == .keyword && token.rawText == "self"
    }

    /// A node's children, read one by one without copying them into an array.
    struct Children: Sequence, IteratorProtocol {
        fileprivate let layout: RawSyntaxLayoutView?
        private var index = 0

        fileprivate init(layout: RawSyntaxLayoutView?) {
            self.layout = layout
        }

        mutating func next() -> RawSyntax? {
            guard let children = layout?.children else { return nil }
            while index < children.count {
                defer { index += 1 }
                if let child = children[index] { return child }
            }
            return nil
        }
    }
}
