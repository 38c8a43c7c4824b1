//
//  LoginDefaultView.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The Login screen: shows what the presenter gives it and forwards user events to it.
final class LoginDefaultView: UIViewController, LoginView {
    private let presenter: any LoginPresenter
    private let messageLabel = UILabel()

    init(presenter: any LoginPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "Build the module with LoginDefaultBuilder.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: build the module with LoginDefaultBuilder.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(messageLabel)
        NSLayoutConstraint.activate([
            messageLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            messageLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            messageLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .close,
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapClose() }
        )
        presenter.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
        messageLabel.text = nil
    }

    func display(errorMessage: String) {
        messageLabel.text = errorMessage
    }
}
