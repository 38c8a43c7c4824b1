//
//  PaymentsPresenter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The Payments presenter and the module's routable: it owns the wireframe, decides what the
/// screen shows and never touches UIKit. Its view controllers own it, nothing else does.
@MainActor
final class PaymentsPresenter: PaymentsRoutable {
    let parameters: PaymentsParameters
    weak var view: (any PaymentsView)?
    private let wireframe: PaymentsWireframe

    init(parameters: PaymentsParameters, wireframe: PaymentsWireframe) {
        self.parameters = parameters
        self.wireframe = wireframe
    }

    func route() {
        wireframe.show(self)
    }

    func viewDidLoad() {
        view?.display(title: "Payments")
    }

    func didTapClose() {
        wireframe.close()
    }
}
