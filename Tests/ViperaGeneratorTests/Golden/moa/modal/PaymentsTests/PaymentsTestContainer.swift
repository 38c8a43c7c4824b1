//
//  PaymentsTestContainer.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit
@testable import Shop

/// What the Payments tests show the module from: a PaymentsWireframe.Container in a key
/// window, as the app has it, and the Payments screens it shows.
@MainActor
struct PaymentsTestContainer {
    /// The window holding the container.
    let window = UIWindow(frame: .zero)
    /// The app's screen the module is presented from.
    let container = UIViewController()

    init() {
        window.rootViewController = container
        window.makeKeyAndVisible()
    }

    /// The Payments screens the container shows: the presented one, if any.
    var screens: [PaymentsViewController] {
        [container.presentedViewController].compactMap { $0 as? PaymentsViewController }
    }
}
