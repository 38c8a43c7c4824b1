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
    /// The variant whose tests part this one renders: its own name, or the name of a variant
    /// whose parameters that differ from this one's do not change the tests part.
    public let testsName: String

    public init(template: String, name: String, module: String, parameters: [String: String], testsName: String? = nil) {
        self.template = template
        self.name = name
        self.module = module
        self.parameters = parameters
        self.testsName = testsName ?? name
    }

    /// The golden module folder (see `Golden`).
    public var golden: URL {
        Golden.folder("\(template)/\(name)/\(module)")
    }

    /// The golden tests part, `<module>Tests` beside the golden module folder of the variant
    /// `testsName`.
    public var goldenTests: URL {
        Golden.folder("\(template)/\(testsName)/\(module)Tests")
    }

    public var description: String { "\(template)/\(name)" }
}

extension TemplateVariant {
    /// The MOA presentation modes, each without a storyboard (the module's default).
    public static let moaPresentations: [TemplateVariant] = ["modal", "navigationModal", "customModal", "push", "tab"].map {
        TemplateVariant(template: "moa", name: $0, module: "Payments", parameters: ["presentation": $0])
    }

    /// MOA loading its view controller from a storyboard: a named storyboard's initial view
    /// controller, and a view controller by identifier from the module's own storyboard. Their
    /// tests part is the modal one.
    public static let moaStoryboards: [TemplateVariant] = [
        TemplateVariant(template: "moa", name: "storyboard", module: "Payments", parameters: ["storyboard": "Checkout"], testsName: "modal"),
        TemplateVariant(
            template: "moa", name: "storyboardIdentifier", module: "Payments", parameters: ["initialViewController": "PaymentsScreen"], testsName: "modal"
        ),
    ]

    /// Every MOA variant.
    public static let moa = moaPresentations + moaStoryboards

    /// MOA from the spec `Golden/moa/spec/login.yml`: `Home` opens `Login`, which is opened with
    /// a reason and reports through completions; both are presented modally.
    public static let moaSpecModules = Golden.folder("moa/spec/Modules")

    /// The tests parts of the spec's modules, `HomeTests` and `LoginTests`.
    public static let moaSpecTests = Golden.folder("moa/spec/Tests")
}

extension TemplateVariant {
    /// SILVER with its default parameters: one module with the shared `Module` and `ServiceLocator`.
    public static let silver = TemplateVariant(template: "silver", name: "plain", module: "Checkout", parameters: [:])

    /// SILVER from the spec `Golden/silver/spec/checkout.yml`: `Checkout` (with the shared types)
    /// routes to `Address` (without them, built with a street).
    public static let silverSpecModules = Golden.folder("silver/spec/Modules")

    /// The tests parts of the spec's modules, `CheckoutTests` and `AddressTests`.
    public static let silverSpecTests = Golden.folder("silver/spec/Tests")
}

extension TemplateVariant {
    /// Layered MVVM with `--param ui=swiftui`: the screen hosts SwiftUI content that shows the view
    /// model through an `@Observable` view state.
    public static let mvvmSwiftUI = TemplateVariant(template: "mvvm", name: "swiftui", module: "Feed", parameters: ["ui": "swiftui"])
}
