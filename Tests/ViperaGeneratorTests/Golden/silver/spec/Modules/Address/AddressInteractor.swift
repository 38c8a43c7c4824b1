//
//  AddressInteractor.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Loads the Address screen's content from its service and tells the view.
@MainActor
final class AddressInteractor: AddressInteractorProtocol {
    weak var view: (any AddressViewProtocol)?
    private let service: any AddressService
    /// The street the module was made with.
    let street: String

    init(service: any AddressService, street: String) {
        self.service = service
        self.street = street
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
