//
//  AddressViewController.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The Address screen. It owns the router and the interactor: memory follows the UIKit
/// hierarchy, and when the screen goes, the module goes.
final class AddressViewController: UIViewController, AddressViewProtocol {
    private let router: AddressRouter
    private let interactor: any AddressInteractorProtocol
    private let messageLabel = UILabel()

    init(router: AddressRouter, interactor: any AddressInteractorProtocol) {
        self.router = router
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "Assemble the module with AddressAssembly.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: assemble the module with AddressAssembly.")
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
