//
//  LoginTestContainer.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit
@testable import Shop

/// What the Login tests show the module from: a LoginWireframe.Container in a key
/// window, as the app has it, and the Login screens it shows.
@MainActor
struct LoginTestContainer {
    /// The window holding the container.
    let window = UIWindow(frame: .zero)
    /// The app's screen the module is presented from.
    let container = UIViewController()

    init() {
        window.rootViewController = container
        window.makeKeyAndVisible()
    }

    /// The Login screens the container shows: the presented one, if any.
    var screens: [LoginViewController] {
        [container.presentedViewController].compactMap { $0 as? LoginViewController }
    }
}
