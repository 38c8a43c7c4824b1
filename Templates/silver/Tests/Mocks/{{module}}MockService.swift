{% include "_includes/header.stencil" %}

{% include "_includes/testable-import.stencil" %}

/// A {{ module }} service that returns a fixed title, or fails, and counts its calls.
actor {{ module }}MockService: {{ module }}Service {
    private let result: Result<String, any Error>
    /// How many times `loadTitle()` was called.
    private(set) var loadTitleCallCount = 0

    /// A service whose `loadTitle()` returns `title`.
    init(title: String) {
        result = .success(title)
    }

    /// A service whose `loadTitle()` throws `error`.
    init(error: any Error) {
        result = .failure(error)
    }

    func loadTitle() async throws -> String {
        loadTitleCallCount += 1
        return try result.get()
    }
}
