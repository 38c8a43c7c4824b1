//
//  Module.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// What a SILVER module's assembly returns: its router, to configure and to keep weakly, and its
/// view controller, to show. Hold it only briefly: the view controller owns the module.
struct Module<RT> {
    let router: RT
    let viewController: UIViewController
}
