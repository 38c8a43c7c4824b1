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
    func part(root: URL, detection: ConventionDetection, findings: () throws -> [Finding]) throws -> InitGeneratorPart {
        let modules = detection.conventions.filter { $0.convention.name != NamingConvention.coordinator.name }.flatMap(\.modules)
        var setup = GeneratorSetup(root: root, modules: Array(Set(modules)).sorted())
        setup.builtInTemplate = Self.builtInTemplate(for: detection)
        setup.templateFrom = templateFrom
        setup.dryRun = dryRun
        setup.environment = ProcessInfo.processInfo.environment
        if templateFrom == nil {
            let root = root.standardizedFileURL.path
            setup.findings = Dictionary(try findings().map { (Self.relative($0.file, to: root), 1) }, uniquingKeysWith: +)
        }
        let keys = try setup.run()
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

    /// `file` relative to `root` when it lies below it.
    private static func relative(_ file: String, to root: String) -> String {
        file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
    }
}
