//
//  PostDetailDelegate.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the PostDetail module reports to the module that opened it.
///
/// The module's presenter holds its delegate weakly. A module that routes to PostDetail makes its
/// router the delegate when it builds PostDetail: the router that showed the module is the one
/// that can take it away again, so PostDetail closes through it.
@MainActor
protocol PostDetailDelegate: AnyObject {
    /// PostDetail asks to be closed: the delegate pops or dismisses it where it showed it.
    func closePostDetail()

    /// PostDetail reports `didDeletePost`.
    func didDeletePost(id: String)

    /// PostDetail reports `didFinish`.
    func didFinish()
}
