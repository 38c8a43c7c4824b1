import ViperaCore

/// A file of one layer uses a layer it may not: the UI layer uses only the service layer, a
/// micro-service uses no other module. A file uses a layer by importing one
/// of its modules or by naming a type declared in one of its folders.
struct LayerDependencyRule: Rule {
    static let description = RuleDescription(
        id: "layer-dependency",
        defaultSeverity: .error,
        category: .boundary,
        summary: "A file uses a layer its own layer may not (the UI uses only services; a micro-service uses no other module).",
        profile: .mvvm,
        triggering: [
            RuleExample(
                files: [
                    (
                        "App/UI/LoginViewController.swift",
                        """
                        final class LoginViewController: UIViewController {
                            let client = ↓HTTPClient()
                        }
                        """
                    ),
                    ("MicroServices/Network/HTTPClient.swift", "final class HTTPClient {}"),
                    (
                        "MicroServices/Cache/DiskCache.swift",
                        """
                        final class DiskCache {
                            let client: ↓HTTPClient
                        }
                        """
                    ),
                ],
                messages: [
                    "LoginViewController (UI) uses HTTPClient (MicroService): the UI layer may use only Service",
                    "DiskCache (MicroService) uses HTTPClient (MicroService): MicroServices/Cache may not use another MicroService (MicroServices/Network)",
                ])
        ],
        nonTriggering: [
            RuleExample(files: [
                (
                    "App/UI/LoginViewController.swift",
                    """
                    final class LoginViewController: UIViewController {
                        let service: any LoginService
                        var viewModel = LoginViewModel()
                    }
                    """
                ),
                ("App/UI/LoginViewModel.swift", "struct LoginViewModel {}"),
                (
                    "App/Services/LoginService.swift",
                    """
                    protocol LoginService {}
                    final class DefaultLoginService: LoginService {
                        let client = HTTPClient()
                    }
                    """
                ),
                ("MicroServices/Network/HTTPClient.swift", "final class HTTPClient { let pool = ConnectionPool() }"),
                ("MicroServices/Network/ConnectionPool.swift", "final class ConnectionPool {}"),
            ])
        ]
    )

    static func applies(to profile: Profile) -> Bool { !profile.layers.isEmpty }

    /// A file's layer and the unit of the layer it is in.
    private typealias Place = (layer: Layer, unit: String)

    func check(_ index: FactIndex) -> [Finding] {
        let layers = index.profile.layers
        guard !layers.isEmpty else { return [] }
        func place(of path: String) -> Place? {
            layers.lazy.compactMap { layer in layer.unit(ofPath: path).map { (layer, $0) } }.first
        }
        return index.files.flatMap { file -> [Finding] in
            guard let from = place(of: file.path) else { return [] }
            let imports = file.imports.compactMap { imported -> Finding? in
                guard let layer = layers.first(where: { $0.modules.contains(imported.module) }),
                    let reason = Self.reason(from, (layer, imported.module))
                else { return nil }
                return Self.finding(
                    "\(file.path) (\(from.layer.name)) imports \(imported.module) (\(layer.name)): \(reason)",
                    file: file.path, range: imported.range, symbol: Symbol.key(module: nil, from.unit, "import \(imported.module)")
                )
            }
            let names = file.types.flatMap { fact in
                let user = index.key(of: fact)
                return fact.mentionedNames.sorted { $0.range.start < $1.range.start }.compactMap { name, range -> Finding? in
                    guard let declared = index.types[name]?.declaration, declared.file != file.path,
                        let to = place(of: declared.file), let reason = Self.reason(from, to)
                    else { return nil }
                    return Self.finding(
                        "\(user) (\(from.layer.name)) uses \(name) (\(to.layer.name)): \(reason)",
                        file: file.path, range: range, symbol: Symbol.key(module: index.module(of: user), user, name)
                    )
                }
            }
            return imports + names
        }
    }

    /// Why `from` may not use `to`, or `nil` when it may.
    private static func reason(_ from: Place, _ to: Place) -> String? {
        if from.layer.name == to.layer.name {
            if from.layer.mayUseItsOwnLayer || from.unit == to.unit { return nil }
            return "\(from.unit) may not use another \(from.layer.name) (\(to.unit))"
        }
        if from.layer.mayUse.contains(to.layer.name) { return nil }
        let allowed = from.layer.mayUse.isEmpty ? "no other layer" : "only \(from.layer.mayUse.joined(separator: ", "))"
        return "the \(from.layer.name) layer may use \(allowed)"
    }
}
