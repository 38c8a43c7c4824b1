/// The blocks capturing `self` strongly that a class registers with `NotificationCenter` and
/// whose observer it throws away (see `DiscardedObserver`): a leak without a cycle, since the
/// center, which lives as long as the process, keeps the block and so the instance.
enum ObserverLeaks {
    /// Why such a block leaks and how to fix it.
    static let message =
        "block captures self strongly and is never released: NotificationCenter keeps the block of addObserver(forName:object:queue:using:) "
        + "until the observer it returns is removed, and that observer is thrown away (removeObserver(self) does not remove it); "
        + "capture [weak self], or keep the observer and remove it"

    /// Each such block of the code's classes and actors (not test code), with the class it keeps.
    static func blocks(_ index: FactIndex) -> [(owner: TypeInfo, block: ClosureFact)] {
        index.typesInNameOrder.filter { $0.kind.isReference && !$0.isTestCode }.flatMap { info in
            info.facts.flatMap(\.discardedObservers).map { (info, $0) }
        }
    }
}
