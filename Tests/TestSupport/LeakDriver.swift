/// The source of a leak-checking `main.swift`: `LeakCheck`, which builds a module's root view
/// controller, exercises it, releases it and reports every object it reached that is still
/// alive (see its doc comment), followed by the caller's code, which calls
/// `await LeakCheck.run(build:exercise:)`. For example:
///
/// ```swift
/// LeakDriver.main("""
///     struct FakeService: LoginService { func loadTitle() async throws -> String { "Hi" } }
///     await LeakCheck.run(
///         build: { LoginDefaultBuilder(service: FakeService()).build() },
///         exercise: { vc in try await LeakCheck.waitUntil("the title shows") { vc.title == "Hi" } }
///     )
///     """)
/// ```
///
/// The process prints `still alive: <type>` for each leaked object and exits 1 on a leak,
/// prints `all <n> objects were freed` and exits 0 otherwise, and exits 2 when the exercise
/// step fails.
public enum LeakDriver {
    /// `LeakCheck` followed by `body`.
    public static func main(_ body: String) -> String {
        support + "\n// MARK: - Driver\n\n" + body
    }

    /// The leak checker, compiled into the driver. It must compile in Swift 5 and 6 modes.
    static let support = #"""
        import UIKit

        /// Checks that a module's root view controller frees everything it built when released.
        ///
        /// `run` builds the view controller, loads its view, runs an optional exercise step, records
        /// a weak reference to every class instance reachable from the view controller (through stored
        /// properties, optionals, existentials, collections and superclasses, with `Mirror`), releases
        /// the view controller and reports what is still alive. It exits the process: 0 when everything
        /// was freed, 1 on a leak, 2 when the exercise step failed.
        @MainActor
        enum LeakCheck {
            /// How long released objects get to go away, for work still finishing (e.g. a `Task`).
            static let gracePeriod: Duration = .seconds(1)

            static func run(
                build: () -> UIViewController,
                exercise: (UIViewController) async throws -> Void = { _ in }
            ) async -> Never {
                let tracked: [WeakReference]
                do {
                    tracked = try await buildExerciseAndTrack(build: build, exercise: exercise)
                } catch {
                    print("exercise failed: \(error)")
                    exit(2)
                }
                let clock = ContinuousClock()
                let deadline = clock.now.advanced(by: gracePeriod)
                while tracked.contains(where: \.isAlive), clock.now < deadline {
                    try? await Task.sleep(for: .milliseconds(10))
                }
                let alive = tracked.filter(\.isAlive)
                for reference in alive {
                    print("still alive: \(reference.typeName)")
                }
                print("checked \(tracked.count) objects: \(tracked.map(\.typeName).joined(separator: ", "))")
                guard alive.isEmpty else {
                    print("LEAK: \(alive.count) of \(tracked.count) objects were not freed")
                    exit(1)
                }
                print("all \(tracked.count) objects were freed")
                exit(0)
            }

            /// Waits until `condition` holds, checking every 10 ms, or throws after `timeout`.
            static func waitUntil(
                _ description: String,
                timeout: Duration = .seconds(5),
                _ condition: () -> Bool
            ) async throws {
                let clock = ContinuousClock()
                let deadline = clock.now.advanced(by: timeout)
                while !condition() {
                    guard clock.now < deadline else { throw TimedOut(description: description, timeout: timeout) }
                    try await Task.sleep(for: .milliseconds(10))
                }
            }

            /// The error `waitUntil` throws.
            struct TimedOut: Error, CustomStringConvertible {
                let description: String

                init(description: String, timeout: Duration) {
                    self.description = "timed out after \(timeout) waiting until \(description)"
                }
            }

            /// Everything strong lives in this function's frame, so it is gone when it returns.
            private static func buildExerciseAndTrack(
                build: () -> UIViewController,
                exercise: (UIViewController) async throws -> Void
            ) async throws -> [WeakReference] {
                let viewController = build()
                viewController.loadViewIfNeeded()
                var graph = ObjectGraph()
                graph.visit(viewController)
                try await exercise(viewController)
                graph.visit(viewController)
                return graph.references
            }
        }

        /// A weak reference to a tracked object, with its type's name.
        final class WeakReference {
            weak var object: AnyObject?
            let typeName: String

            init(_ object: AnyObject) {
                self.object = object
                typeName = String(describing: type(of: object))
            }

            var isAlive: Bool { object != nil }
        }

        /// The class instances found so far, each once, held weakly.
        struct ObjectGraph {
            private(set) var references: [WeakReference] = []
            private var seen: Set<ObjectIdentifier> = []

            /// Tracks the class instances reachable from `value` now, walking the whole graph again (so a
            /// second visit finds what the exercise added below objects found before). Key paths are left
            /// out: the runtime keeps a key path literal (`\.title`, which Observation records) for the
            /// whole process.
            mutating func visit(_ value: Any) {
                var walked: Set<ObjectIdentifier> = []
                walk(value, &walked)
            }

            private mutating func walk(_ value: Any, _ walked: inout Set<ObjectIdentifier>) {
                guard !(value is AnyKeyPath) else { return }
                let mirror = Mirror(reflecting: value)
                if mirror.displayStyle == .class {
                    let object = value as AnyObject
                    guard walked.insert(ObjectIdentifier(object)).inserted else { return }
                    if seen.insert(ObjectIdentifier(object)).inserted {
                        references.append(WeakReference(object))
                    }
                }
                var level: Mirror? = mirror
                while let current = level {
                    for child in current.children {
                        walk(child.value, &walked)
                    }
                    level = current.superclassMirror
                }
            }
        }
        """#
}
