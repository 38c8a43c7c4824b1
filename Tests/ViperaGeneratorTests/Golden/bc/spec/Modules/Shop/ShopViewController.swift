//
//  ShopViewController.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The Shop screen. It holds its business controllers and forwards its lifecycle to
/// them, and knows none of their details.
final class ShopViewController: UIViewController {
    /// Broadcasts the conversation between the business controllers.
    let communicationCenter = ShopCommunicationCenter()
    /// The parts of the screen's behaviour, in the order they hear events.
    var businessControllers: [any ShopBusinessController] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        communicationCenter.viewController = self
    }

    @available(*, unavailable, message: "Build the screen with ShopBuilder.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: build the screen with ShopBuilder.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        businessControllers.forEach { $0.viewDidLoad() }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        businessControllers.forEach { $0.viewWillAppear(animated) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        businessControllers.forEach { $0.viewDidAppear(animated) }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        businessControllers.forEach { $0.viewWillDisappear(animated) }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        businessControllers.forEach { $0.viewDidDisappear(animated) }
    }
}
