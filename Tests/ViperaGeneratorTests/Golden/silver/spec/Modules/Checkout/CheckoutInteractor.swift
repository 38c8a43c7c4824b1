//
//  CheckoutInteractor.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Loads the Checkout screen's content from its service and tells the view.
@MainActor
final class CheckoutInteractor: CheckoutInteractorProtocol {
    weak var view: (any CheckoutViewProtocol)?
    private let service: any CheckoutService

    init(service: any CheckoutService) {
        self.service = service
    }

    func loadContent() {
        Task { [weak self, service] in
            do {
                let title = try await service.loadTitle()
                self?.view?.display(title: title)
            } catch {
                self?.view?.display(errorMessage: "Something went wrong. Please try again.")
            }
        }
    }
}
