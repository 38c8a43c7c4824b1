import ViperaCore
import ViperaSupport

extension InitFile {
    /// The `naming:` lines of `.vipera.yml` for what `detection` learned: each role's patterns
    /// with the modules that follow them; none when the codebase was too small to learn from.
    static func namingLines(_ detection: ConventionDetection) -> [String] {
        guard let first = detection.naming.first, let total = first.protocolEvidence?.of else { return [] }
        var lines = [
            "  # How most modules name each role, learned from \(counted(total, "module")) (fewer than "
                + "\(NamingLearner.minimumModules) are too few to learn from); naming rules report what deviates.",
            "  \(Configuration.Key.naming.rawValue):",
        ]
        for entry in detection.naming {
            var fields: [(Configuration.NamingKey, String?)] = [(.role, entry.role.rawValue), (.protocol, entry.protocolPattern)]
            fields += [(.protocolModules, entry.protocolEvidence?.description), (.implementation, entry.implementationPattern)]
            fields += [(.implementationModules, entry.implementationEvidence?.description), (.file, entry.filePattern), (.folder, entry.folder)]
            let present = fields.compactMap { key, value in value.map { "\(key.rawValue): \(key == .folder ? YAMLText.quoted($0) : $0)" } }
            lines.append("    - " + present[0])
            lines += present.dropFirst().map { "      " + $0 }
        }
        return lines
    }

    /// What `vipera init` says about the learned naming, one line a role's protocol.
    static func namingDecisions(_ detection: ConventionDetection) -> [String] {
        detection.naming.map { entry in
            var line = "naming: \(entry.role) conforms to \(entry.protocolPattern)"
            if let evidence = entry.protocolEvidence { line += " (\(evidence))" }
            if let pattern = entry.implementationPattern { line += ", named \(pattern)" }
            if let evidence = entry.implementationEvidence { line += " (\(evidence))" }
            return line
        }
    }
}
