// The property wrappers of SwiftUI views: where a view's data lives and who owns it. `State` owns
// its value (SwiftUI keeps it for the view's lifetime), `Bindable` and `Binding` refer to data
// owned elsewhere, `Environment` reads a value or an object the view's ancestors provide.

/// A property that SwiftUI updates before it evaluates a view's `body`.
public protocol DynamicProperty {}

/// A value the view owns; SwiftUI keeps it while the view is shown.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private final class Storage {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private let storage: Storage

    public init(wrappedValue value: Value) {
        storage = Storage(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Reads and writes a value owned elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

/// Makes bindings to the properties of an observable object the view does not own.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// What a view's ancestors provide to it.
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}

    /// Dismisses the presentation the view is in.
    public var dismiss: DismissAction { DismissAction() }

    public var description: String { "EnvironmentValues" }
}

/// Dismisses the current presentation: call it as a function.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor @preconcurrency
public struct DismissAction {
    // Not the synthesized initializer: that one would be isolated to the main actor.
    nonisolated init() {}

    public func callAsFunction() {}
}

/// A value of the environment (`@Environment(\.dismiss)`) or an observable object an ancestor
/// put in it (`@Environment(Model.self)`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: () -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { EnvironmentValues()[keyPath: keyPath] }
    }

    /// The object of type `objectType` an ancestor provided; reading it when none did is a
    /// programming error, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = {
            fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
        }
    }

    public var wrappedValue: Value { read() }
}
