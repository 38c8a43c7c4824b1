//
//  LoginMockBuilder.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit
@testable import Shop

/// A Login builder that records what it was asked to build and returns a new, empty view
/// controller each time: for the router tests of modules that navigate to Login.
@MainActor
final class LoginMockBuilder: LoginBuilder {
    /// The arguments of one `build(…)` call.
    struct BuildCall {
    }

    /// Every `build(…)` call, in order.
    private(set) var buildCalls: [BuildCall] = []

    func build() -> UIViewController {
        buildCalls.append(BuildCall())
        return UIViewController()
    }
}
