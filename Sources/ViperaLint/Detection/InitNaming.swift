import ViperaCore
import ViperaSupport

extension InitFile {
    /// The `naming:` lines of `.vipera.yml` for what `detection` learned: each role's patterns
    /// with the modules that follow them, then each app's own where apps side by side differ
    /// (`AppNaming`); none when the codebase was too small to learn from.
    static func namingLines(_ detection: ConventionDetection) -> [String] {
        guard !detection.naming.isEmpty || !detection.appNaming.isEmpty else { return [] }
        let learned = detection.naming.isEmpty ? "each app's modules" : counted(learnedModules(detection.naming), "module")
        var lines = [
            "  # How most modules name each role, learned from \(learned); naming rules report what deviates.",
            "  \(Configuration.Key.naming.rawValue):",
        ]
        lines += detection.naming.flatMap { entryLines($0, app: nil) }
        for app in detection.appNaming {
            let modules = counted(learnedModules(app.naming), "module")
            let comment = "the app in \(appValue(app.folder)) names its roles by its own \(modules): checked against these alone"
            lines.append("    # \(YAMLText.comment(comment))")
            lines += app.naming.flatMap { entryLines($0, app: app.folder) }
        }
        return lines
    }

    /// The lines of one `naming` entry, with its app's folder when it is an app's own.
    private static func entryLines(_ entry: RoleNaming, app: String?) -> [String] {
        var fields: [(Configuration.NamingKey, String?)] = [(.role, entry.role.rawValue), (.app, app.map(appValue)), (.protocol, entry.protocolPattern)]
        fields += [(.protocolModules, entry.protocolEvidence?.description), (.implementation, entry.implementationPattern)]
        fields += [(.implementationModules, entry.implementationEvidence?.description), (.file, entry.filePattern), (.folder, entry.folder)]
        let quoted: Set<Configuration.NamingKey> = [.folder, .app]
        let present = fields.compactMap { key, value in value.map { "\(key.rawValue): \(quoted.contains(key) ? YAMLText.quoted($0) : $0)" } }
        return ["    - " + present[0]] + present.dropFirst().map { "      " + $0 }
    }

    /// How `lint.naming` spells an app's folder: `.` for the root.
    private static func appValue(_ folder: String) -> String {
        folder.isEmpty ? "." : folder
    }

    /// How many modules `naming` was learned from.
    private static func learnedModules(_ naming: [RoleNaming]) -> Int {
        naming.first?.protocolEvidence?.of ?? 0
    }

    /// What `vipera init` says about the learned naming, one line a role's protocol (an app's
    /// own after its folder).
    static func namingDecisions(_ detection: ConventionDetection) -> [String] {
        detection.naming.map { namingDecision($0, app: nil) } + detection.appNaming.flatMap { app in app.naming.map { namingDecision($0, app: app.folder) } }
    }

    private static func namingDecision(_ entry: RoleNaming, app: String?) -> String {
        var line = "naming\(app.map { " (\(appValue($0)))" } ?? ""): \(entry.role) conforms to \(entry.protocolPattern)"
        if let evidence = entry.protocolEvidence { line += " (\(evidence))" }
        if let pattern = entry.implementationPattern { line += ", named \(pattern)" }
        if let evidence = entry.implementationEvidence { line += " (\(evidence))" }
        return line
    }
}
