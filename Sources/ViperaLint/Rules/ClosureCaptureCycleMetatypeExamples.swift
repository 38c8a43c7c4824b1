import ViperaCore

/// The examples of `closure-capture-cycle` with `self` after a dot (`T.self`, `Payload.self`):
/// a metatype, not the instance the closure is written in.
extension ClosureCaptureCycleRule {
    /// Code the rule reports: the closure uses the instance too; the fix leaves `T.self` alone.
    static let metatypeExamples: [RuleExample] = [
        RuleExample(
            """
            final class FeedCache<T: Decodable> {
                var load: ((Data) -> Void)?
                init() {
                    load = ↓{ data in self.store(try! JSONDecoder().decode(T.self, from: data)) }
                }
                func store(_ value: T) {}
            }
            """,
            messages: [
                "closure captures self strongly and closes a cycle: FeedCache.load = { self … } → FeedCache; capture [weak self]"
            ],
            fixed: """
                final class FeedCache<T: Decodable> {
                    var load: ((Data) -> Void)?
                    init() {
                        load = { [weak self] data in self?.store(try! JSONDecoder().decode(T.self, from: data)) }
                    }
                    func store(_ value: T) {}
                }
                """)
    ]

    /// Code the rule leaves alone: a type-erasing box keeps closures that name types only.
    static let metatypeTraps: [RuleExample] = [
        RuleExample(
            """
            final class AnyDecodable {
                let decode: (JSONDecoder, Data) throws -> Any
                let describe: () -> String
                init<T: Decodable>(_ type: T.Type) {
                    decode = { decoder, data in try decoder.decode(T.self, from: data) }
                    describe = { String(describing: Payload.self) }
                }
            }
            struct Payload {}
            """)
    ]
}
