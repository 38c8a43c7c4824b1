{% include "_includes/header.stencil" %}

/// Waits for what the {{ module }} module finishes asynchronously (the interactor's `Task`).
@MainActor
enum {{ module }}Waiting {
    /// Checks `condition` every 10 ms until it holds or `timeout` passes; returns whether it held.
    static func until(timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            guard clock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }
}
