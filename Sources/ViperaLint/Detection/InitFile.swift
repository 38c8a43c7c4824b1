import ViperaCore
import ViperaSupport

/// The commented `.vipera.yml` `vipera init` writes from a detection, and what it prints.
public enum InitFile {
    /// The file's text: the decisions as settings, the evidence as comments; `generatorLines`
    /// (the generator's keys) go before `lint:`.
    public static func text(_ detection: ConventionDetection, generatorLines: [String] = []) -> String {
        var lines = ["# Written by `vipera init` from what the codebase's own names show; edit freely."] + generatorLines
        lines += [
            "lint:",
            "  # \(YAMLText.comment(detection.profile.evidence))",
            "  profile: \(detection.profile.name.rawValue)",
        ]
        lines += detection.conventions.filter { !$0.modules.isEmpty }.map { "  # \(YAMLText.comment($0.evidence))" }
        lines.append("  conventions: [\(detection.conventions.map(\.convention.name).joined(separator: ", "))]")
        lines += namingLines(detection)
        if !detection.prefixes.isEmpty {
            lines.append("  # most module names start with these class prefixes")
            lines.append("  prefixes: [\(detection.prefixes.joined(separator: ", "))]")
        }
        if !detection.liftedBoundaries.isEmpty || !detection.ownedOutside.isEmpty {
            lines.append("  roles:")
        }
        if !detection.liftedBoundaries.isEmpty {
            lines += detection.liftedBoundaries.map { "    # \(YAMLText.comment($0.reason)), not reported" }
            lines.append("    lifted_boundaries: [\(detection.liftedBoundaries.map(\.role.rawValue).joined(separator: ", "))]")
        }
        if !detection.ownedOutside.isEmpty {
            lines += detection.ownedOutside.map { "    # \(YAMLText.comment($0.reason)), so nothing in it must own it" }
            lines.append("    owned_outside: [\(detection.ownedOutside.map(\.role.rawValue).joined(separator: ", "))]")
        }
        if detection.profile.fitsNoArchitecture {
            lines.append("  # \(YAMLText.comment(Self.noArchitecture))")
            lines.append("  rules:")
            let kept = Set(ProfileEvidence.architectureFreeRules)
            lines += RuleRegistry.descriptions.map(\.id.rawValue).filter { !kept.contains($0) }.map { "    \($0): off" }
        }
        if !detection.exclusions.isEmpty {
            lines.append("  excluded:")
            lines += detection.exclusions.map {
                "    - \(YAMLText.quoted($0.glob))  # \(YAMLText.comment($0.reason)), \(counted($0.fileCount, "Swift file"))"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The file for a project with no Swift code yet: the default template and profile, and the
    /// keys most projects set next, commented out.
    public static func starting(template: String) -> String {
        let profiles = Profile.builtIn.keys.map(\.rawValue).sorted().joined(separator: ", ")
        return """
            # Written by `vipera init` for a project with no Swift code yet; edit freely.
            # The template `vipera <Module>` uses (`vipera templates list` shows them all):
            template: \(template)
            # output: Sources/Modules      # where module folders go (default: this folder)
            # tests_path: Tests            # where module test folders go (default: Tests)
            # author: Jane Doe             # the author in file headers (default: git's user.name)
            lint:
              # The architecture `vipera lint` checks: \(profiles)
              profile: \(ProfileName.viper.rawValue)
              # conventions: [vipera]      # the naming dialects in force
              # included: [Sources]        # what to check (default: everything below this folder)
              # excluded: ["**/Generated"] # what never to check

            """
    }

    /// What `vipera init` says about a starting file.
    public static func startingDecision(template: String) -> String {
        "no Swift code yet: a starting file with template \(template) and profile \(ProfileName.viper.rawValue), more keys commented"
    }

    /// What a codebase no architecture fits is checked for.
    private static var noArchitecture: String {
        "no architecture's roles fit (none of presenters, struct view models, business controllers or router-interactor modules lead), so only "
            + ProfileEvidence.architectureFreeRules.joined(separator: ", ") + " are on"
    }

    /// What was decided and why, one line each, for the terminal.
    public static func decisions(_ detection: ConventionDetection) -> [String] {
        var lines = ["profile: \(detection.profile.name.rawValue) (\(detection.profile.evidence))"]
        if detection.profile.fitsNoArchitecture { lines.append("rules: \(noArchitecture)") }
        lines += detection.conventions.map {
            $0.modules.isEmpty ? "conventions: \($0.convention.name) (no dialect detected: the default)" : "convention: \($0.evidence)"
        }
        lines += namingDecisions(detection)
        if !detection.prefixes.isEmpty { lines.append("prefixes: \(detection.prefixes.joined(separator: ", "))") }
        lines += detection.liftedBoundaries.map { "lifted boundary: \($0.role) (\($0.reason), not reported)" }
        lines += detection.ownedOutside.map { "owned outside: \($0.role) (\($0.reason), so nothing in it must own it)" }
        lines += detection.exclusions.map { "excluded: \($0.glob) (\($0.reason), \(counted($0.fileCount, "Swift file")))" }
        return lines
    }
}
