//
//  HomeViewController.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The Home screen. It holds the presenter strongly, the only strong reference into the
/// module, so the module lives exactly as long as the screen.
final class HomeViewController: UIViewController, HomeView {
    var presenter: HomePresenter?
    private let titleLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Loads the screen from a storyboard; the wireframe then gives it its presenter.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .close,
            primaryAction: UIAction { [weak self] _ in self?.presenter?.didTapClose() }
        )
        presenter?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
        titleLabel.text = title
    }
}
