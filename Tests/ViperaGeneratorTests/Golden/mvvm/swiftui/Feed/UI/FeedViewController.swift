//
//  FeedViewController.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import SwiftUI
import UIKit

/// The Feed screen: a thin dispatcher that asks the service layer for its content and hosts
/// the SwiftUI content showing the view model made from it. It owns the view state through its
/// root view; releasing it releases the screen.
final class FeedViewController: UIHostingController<FeedContentView> {
    private let service: any FeedService

    /// What the screen shows, as its view state publishes it to the SwiftUI content.
    var viewModel: FeedViewModel {
        rootView.state.viewModel
    }

    init(service: any FeedService) {
        self.service = service
        super.init(rootView: FeedContentView(state: FeedViewState()))
    }

    @available(*, unavailable, message: "Create FeedViewController with init(service:).")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: create FeedViewController with init(service:).")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        Task { [weak self, service] in
            do {
                let title = try await service.loadTitle()
                self?.show(.loaded(title: title))
            } catch {
                self?.show(.failed(error))
            }
        }
    }

    /// Shows `viewModel`: the SwiftUI content through the view state, the title in the
    /// navigation bar.
    private func show(_ viewModel: FeedViewModel) {
        rootView.state.viewModel = viewModel
        title = viewModel.title
    }
}
