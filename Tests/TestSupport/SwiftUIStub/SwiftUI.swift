// A stand-in for Apple's SwiftUI, compiled into a module named `SwiftUI` (beside the UIKit stub,
// which it re-exports as SwiftUI does on iOS, with Observation) so that generated SwiftUI code
// type-checks and runs on Linux. It mirrors SwiftUI's API shapes and actor isolation (`View` and
// `UIHostingController` are `@MainActor`), and its hosting controller evaluates its root view's
// `body` under Observation tracking and again after each change, as SwiftUI renders. Nothing is
// drawn.
//
// The tests compile every file of this folder with `swiftc` into module `SwiftUI`
// (see `../SwiftCompiler.swift`).

@_exported import Observation
@_exported import UIKit

/// A part of the user interface, described by its `body`.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this one is made of.
    associatedtype Body: View

    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never { fatalError("Never has no body") }
}

/// Views whose content SwiftUI draws itself: they have no `body` to evaluate.
protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Builds a view from the statements of a closure.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

/// A view that shows nothing.
public struct EmptyView {
    public init() {}
}

/// The views of a `ViewBuilder` block.
public struct TupleView<T> {
    public var value: T

    public init(_ value: T) {
        self.value = value
    }
}

/// One of two views, chosen by an `if`/`else` in a `ViewBuilder` block.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

// Conformances in extensions, as in SwiftUI: the views themselves are not main-actor isolated.
extension EmptyView: PrimitiveView {}
extension TupleView: PrimitiveView {}
extension _ConditionalContent: PrimitiveView {}
