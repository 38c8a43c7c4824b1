//
//  FeedMockService.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A Feed service that returns a fixed title, or fails, and counts its calls.
actor FeedMockService: FeedService {
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
