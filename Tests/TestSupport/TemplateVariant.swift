import Foundation

/// One rendering of a built-in template: its parameters and where its golden output lives
/// (`Tests/ViperaGeneratorTests/Golden/<template>/<name>/<module>`). The generator's tests keep
/// the golden output up to date; the compile, leak and lint tests check it.
public struct TemplateVariant: Sendable, CustomStringConvertible {
    public let template: String
    /// The variant's folder name, e.g. the parameter value it shows.
    public let name: String
    public let module: String
    /// `--param` values.
    public let parameters: [String: String]

    public init(template: String, name: String, module: String, parameters: [String: String]) {
        self.template = template
        self.name = name
        self.module = module
        self.parameters = parameters
    }

    /// The committed golden module folder.
    public var golden: URL {
        Locations.tests("ViperaGeneratorTests/Golden/\(template)/\(name)/\(module)")
    }

    public var description: String { "\(template)/\(name)" }
}

extension TemplateVariant {
    /// The MOA presentation modes, each without a storyboard (the module's default).
    public static let moaPresentations: [TemplateVariant] = ["modal", "navigationModal", "customModal", "push", "tab"].map {
        TemplateVariant(template: "moa", name: $0, module: "Payments", parameters: ["presentation": $0])
    }

    /// MOA loading its view controller from a storyboard: a named storyboard's initial view
    /// controller, and a view controller by identifier from the module's own storyboard.
    public static let moaStoryboards: [TemplateVariant] = [
        TemplateVariant(template: "moa", name: "storyboard", module: "Payments", parameters: ["storyboard": "Checkout"]),
        TemplateVariant(template: "moa", name: "storyboardIdentifier", module: "Payments", parameters: ["initialViewController": "PaymentsScreen"]),
    ]

    /// Every MOA variant.
    public static let moa = moaPresentations + moaStoryboards
}

extension TemplateVariant {
    /// SILVER with its default parameters: one module with the shared `Module` and `ServiceLocator`.
    public static let silver = TemplateVariant(template: "silver", name: "plain", module: "Checkout", parameters: [:])

    /// SILVER from the spec `Golden/silver/spec/checkout.yml`: `Checkout` (with the shared types)
    /// routes to `Address` (without them, built with a street).
    public static let silverSpecModules = Locations.tests("ViperaGeneratorTests/Golden/silver/spec/Modules")
}
