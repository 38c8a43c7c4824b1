//
//  HomeTestContainer.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit
@testable import Shop

/// What the Home tests show the module from: a HomeWireframe.Container in a key
/// window, as the app has it, and the Home screens it shows.
@MainActor
struct HomeTestContainer {
    /// The window holding the container.
    let window = UIWindow(frame: .zero)
    /// The app's screen the module is presented from.
    let container = UIViewController()

    init() {
        window.rootViewController = container
        window.makeKeyAndVisible()
    }

    /// The Home screens the container shows: the presented one, if any.
    var screens: [HomeViewController] {
        [container.presentedViewController].compactMap { $0 as? HomeViewController }
    }

    /// The shown screens of type `Screen`, below the window's root: presented, or children of
    /// what is shown; for the screens of the modules Home opens.
    func screens<Screen: UIViewController>(of type: Screen.Type) -> [Screen] {
        var found: [Screen] = []
        var candidates = [window.rootViewController].compactMap { $0 }
        while !candidates.isEmpty {
            let candidate = candidates.removeFirst()
            if let screen = candidate as? Screen, !found.contains(where: { $0 === screen }) {
                found.append(screen)
            }
            candidates += candidate.children + [candidate.presentedViewController].compactMap { $0 }
        }
        return found
    }
}
