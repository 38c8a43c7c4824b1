//
//  CheckoutViewController.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The Checkout screen. It owns the router and the interactor: memory follows the UIKit
/// hierarchy, and when the screen goes, the module goes.
final class CheckoutViewController: UIViewController, CheckoutViewProtocol {
    private let router: CheckoutRouter
    private let interactor: any CheckoutInteractorProtocol
    private let messageLabel = UILabel()

    init(router: CheckoutRouter, interactor: any CheckoutInteractorProtocol) {
        self.router = router
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "Assemble the module with CheckoutAssembly.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: assemble the module with CheckoutAssembly.")
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
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in self?.router.cancel() }
        )
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in self?.router.done() }
        )
        interactor.loadContent()
    }

    func display(title: String) {
        self.title = title
        messageLabel.text = nil
    }

    func display(errorMessage: String) {
        messageLabel.text = errorMessage
    }
}
