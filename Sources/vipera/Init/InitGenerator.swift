import Foundation
import ViperaCore
import ViperaGenerator
import ViperaLint

/// How `vipera init` sets up the generator: the validator's detection tells the team's modules
/// and dialect, the generator decides the keys (`GeneratorSetup`) and extracts the template.
struct InitGenerator: Sendable {
    /// The module `--template-from` names.
    var templateFrom: String?
    var dryRun: Bool

    /// The generator's part of the file for what `detection` found.
    func part(root: URL, detection: ConventionDetection, lint: () throws -> LintResult) throws -> InitGeneratorPart {
        let modules = detection.conventions.filter { $0.convention.name != NamingConvention.coordinator.name }.flatMap(\.modules)
        var setup = GeneratorSetup(root: root, modules: Array(Set(modules)).sorted())
        setup.builtInTemplate = Self.builtInTemplate(for: detection)
        setup.templateFrom = templateFrom
        setup.dryRun = dryRun
        setup.environment = ProcessInfo.processInfo.environment
        var fixes: TemplateFixes?
        if templateFrom == nil {
            let found = TemplateFixes(try lint(), root: root.standardizedFileURL.path)
            setup.findings = found.counts
            fixes = found
        }
        let keys = try setup.run(revising: { files in fixes?.revision(of: files) ?? .none })
        return InitGeneratorPart(lines: keys.lines, decisions: keys.decisions, undo: { keys.undo() })
    }

    /// The built-in template written in the dialect detected: `viper` for modules in vipera's
    /// own names, the template of the profile for struct view models (`mvvm`) or business
    /// controllers (`bc`); `nil` for any other dialect.
    static func builtInTemplate(for detection: ConventionDetection) -> String? {
        guard !detection.profile.fitsNoArchitecture else { return nil }
        switch detection.profile.name {
        case .viper:
            let dialects = detection.conventions.filter { !$0.modules.isEmpty }.map(\.convention.name)
            return dialects == [NamingConvention.vipera.name] ? TemplateLocator.defaultTemplateName : nil
        case .mvvm, .bc:
            return detection.profile.name.rawValue
        default:
            return nil
        }
    }
}
