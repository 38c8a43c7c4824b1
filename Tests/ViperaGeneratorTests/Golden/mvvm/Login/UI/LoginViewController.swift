//
//  LoginViewController.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The Login screen: a thin dispatcher that asks the service layer for its content and
/// shows the view model made from it.
final class LoginViewController: UIViewController {
    private let service: any LoginService
    private let messageLabel = UILabel()
    /// What the screen shows; setting it updates the screen.
    private(set) var viewModel = LoginViewModel.loading {
        didSet { render() }
    }

    init(service: any LoginService) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "Create LoginViewController with init(service:).")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: create LoginViewController with init(service:).")
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
        render()
        Task { [weak self, service] in
            do {
                let title = try await service.loadTitle()
                self?.viewModel = .loaded(title: title)
            } catch {
                self?.viewModel = .failed(error)
            }
        }
    }

    private func render() {
        title = viewModel.title
        messageLabel.text = viewModel.message
    }
}
