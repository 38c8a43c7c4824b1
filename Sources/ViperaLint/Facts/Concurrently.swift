import Foundation

/// Runs per-file work on all cores.
enum Concurrently {
    /// `transform` applied to each element, on all cores, in the elements' order.
    static func map<Element: Sendable, Value>(_ elements: [Element], _ transform: @Sendable (Element) -> Value) -> [Value] {
        let slots = Slots<Value>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { position in
            slots.set(position, transform(elements[position]))
        }
        return slots.values
    }
}

/// Results written from concurrent iterations, one slot each.
private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ position: Int, _ value: Value) {
        lock.lock()
        storage[position] = value
        lock.unlock()
    }

    var values: [Value] { storage.compactMap { $0 } }
}
