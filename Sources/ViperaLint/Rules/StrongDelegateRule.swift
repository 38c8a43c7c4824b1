import ViperaCore
/// A module-output or delegate reference to another module is held strongly.
struct StrongDelegateRule: Rule {
    static let description = RuleDescription(
        id: "strong-delegate",
        defaultSeverity: .error,
        summary: "A module-output or delegate reference to another module is held strongly.",
        triggering: [
            RuleExample("""
            protocol SettingsModuleOutput: AnyObject {}
            final class LoginDefaultPresenter {
                ↓var settingsOutput: (any SettingsModuleOutput)?
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            protocol SettingsModuleOutput: AnyObject {}
            final class LoginDefaultPresenter {
                weak var settingsOutput: (any SettingsModuleOutput)?
            }
            """),
            RuleExample("""
            protocol LoginViewOutput: AnyObject {}
            final class LoginDefaultView {
                let output: any LoginViewOutput
                init(output: any LoginViewOutput) { self.output = output }
            }
            """),
            RuleExample("""
            struct FormatterDelegate {}
            final class LoginDefaultPresenter {
                let formatter: FormatterDelegate
                init(formatter: FormatterDelegate) { self.formatter = formatter }
            }
            """),
        ]
    )

    func check(_ index: FactIndex) -> [Violation] {
        let suffixes = index.profile.delegateSuffixes
        return index.types.values.sorted { $0.name < $1.name }.flatMap { info -> [Violation] in
            guard info.kind.isReference else { return [] }
            let module = index.module(of: info.name)
            return info.storedProperties.compactMap { property -> Violation? in
                guard property.ownership.owns,
                      let name = property.typeNames.first(where: { name in
                          suffixes.contains { name.hasSuffix($0) && name != $0 } && index.holdsReference(name)
                              && !(module.map { name.hasPrefix($0) } ?? false)
                      })
                else { return nil }
                return Violation(
                    message: "\(info.name).\(property.name) holds the delegate \(name) strongly; hold another module's output weakly",
                    file: info.primaryFact.file,
                    range: property.range,
                    symbol: Symbol.key(module: module, info.name, property.name)
                )
            }
        }
    }
}
