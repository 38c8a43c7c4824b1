@_spi(RawSyntax) import SwiftSyntax

/// Reading SwiftParser's raw tree, which the fact collector does where making a node for each
/// part read would cost more than the reading.
enum RawTree {
    /// The nodes a collection (or any layout node) holds, without its empty slots.
    static func children(of node: RawSyntax?) -> [RawSyntax] {
        node?.layoutView?.children.compactMap { $0 } ?? []
    }
}
