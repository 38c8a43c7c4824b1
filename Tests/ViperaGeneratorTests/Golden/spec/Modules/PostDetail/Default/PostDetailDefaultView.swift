//
//  PostDetailDefaultView.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import SwiftUI
import UIKit

/// The PostDetail screen: hosts the SwiftUI content in UIKit, so that routers push and present it
/// like any view controller. It owns the presenter, and the view state through its root view;
/// releasing it releases the whole module.
final class PostDetailDefaultView: UIHostingController<PostDetailContentView> {
    private let presenter: any PostDetailPresenter

    init(presenter: any PostDetailPresenter, state: PostDetailViewState) {
        self.presenter = presenter
        super.init(rootView: PostDetailContentView(state: state, presenter: presenter))
    }

    @available(*, unavailable, message: "Build the module with PostDetailDefaultBuilder.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: build the module with PostDetailDefaultBuilder.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}
