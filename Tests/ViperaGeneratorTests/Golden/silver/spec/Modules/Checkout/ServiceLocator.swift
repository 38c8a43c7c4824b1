//
//  ServiceLocator.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The app's services by type. The root module registers each once; modules `inject()` them.
@MainActor
final class ServiceLocator {
    /// The app's one locator.
    static let shared = ServiceLocator()

    private var services: [ObjectIdentifier: Any] = [:]

    /// Makes `service` what `inject()` returns for `type`, replacing an earlier registration.
    func register<Service>(_ service: Service, as type: Service.Type = Service.self) {
        services[ObjectIdentifier(type)] = service
    }

    /// The service registered for `Service`; registering every service is the root module's job.
    func inject<Service>(_ type: Service.Type = Service.self) -> Service {
        guard let service = services[ObjectIdentifier(type)] as? Service else {
            fatalError("no \(Service.self) is registered in the ServiceLocator")
        }
        return service
    }
}

/// The service of type `Service` from the app's `ServiceLocator`.
@MainActor
func inject<Service>(_ type: Service.Type = Service.self) -> Service {
    ServiceLocator.shared.inject(type)
}
