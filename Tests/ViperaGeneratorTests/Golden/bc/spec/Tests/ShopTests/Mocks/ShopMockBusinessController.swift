//
//  ShopMockBusinessController.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A Shop business controller that records the lifecycle events the view controller
/// forwards to it and the conversation messages the communication center broadcasts to it.
@MainActor
final class ShopMockBusinessController: ShopBusinessController, ShopConversation {
    /// One lifecycle event, with its `animated` flag.
    enum Event: Equatable {
        case viewDidLoad
        case viewWillAppear(animated: Bool)
        case viewDidAppear(animated: Bool)
        case viewWillDisappear(animated: Bool)
        case viewDidDisappear(animated: Bool)
    }

    /// Every lifecycle event received, in order.
    private(set) var events: [Event] = []
    /// How many times `contentDidChange()` was received.
    private(set) var contentDidChangeCallCount = 0
    /// How many times `showCart()` was received.
    private(set) var showCartCallCount = 0
    /// Each event of a screen this one opened that was received, followed by its arguments, in
    /// order.
    private(set) var openedScreenEvents: [String] = []

    func viewDidLoad() {
        events.append(.viewDidLoad)
    }

    func viewWillAppear(_ animated: Bool) {
        events.append(.viewWillAppear(animated: animated))
    }

    func viewDidAppear(_ animated: Bool) {
        events.append(.viewDidAppear(animated: animated))
    }

    func viewWillDisappear(_ animated: Bool) {
        events.append(.viewWillDisappear(animated: animated))
    }

    func viewDidDisappear(_ animated: Bool) {
        events.append(.viewDidDisappear(animated: animated))
    }

    func contentDidChange() {
        contentDidChangeCallCount += 1
    }

    func showCart() {
        showCartCallCount += 1
    }

    func cartDidCheckOut(total: Double, count: Int) {
        openedScreenEvents.append("cartDidCheckOut \(total) \(count)")
    }

    func cartDidEmpty() {
        openedScreenEvents.append("cartDidEmpty")
    }
}
