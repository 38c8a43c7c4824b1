//
//  CartDelegate.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Cart screen reports to whoever opened it. The screen's business controllers
/// broadcast each of these as a message of their conversation; its delegate business controller
/// passes them on to the delegate, which it holds weakly.
@MainActor
protocol CartDelegate: AnyObject {
    /// The screen reports `didCheckOut`.
    func didCheckOut(total: Double, count: Int)

    /// The screen reports `didEmpty`.
    func didEmpty()
}
