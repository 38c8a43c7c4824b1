import Foundation
import ViperaCore
import XcodeProject

/// What adding a run's files to an Xcode project does: the edited `project.pbxproj` (written
/// with the module, all-or-nothing) and what it adds, or why it changes nothing.
public struct ProjectUpdate: Sendable {
    /// The `.xcodeproj`, as shown to the user; empty when `notAdded`.
    public let project: String
    /// The edited `project.pbxproj`, `nil` when the project needs no change.
    public let entry: GenerationPlan.Entry?
    /// Every group, file reference and build file it adds.
    public let changes: [ProjectEditor.Change]
    /// Files it leaves to Xcode (a synchronized folder) or finds referenced already, and files
    /// a synchronized folder's exceptions leave out of a target.
    public let notes: [String]
    /// Why the files were added to no project (none was found), `nil` when one was edited;
    /// `summary` and `dryRun` describe an edit only.
    public let notAdded: String?

    init(project: String, entry: GenerationPlan.Entry?, changes: [ProjectEditor.Change], notes: [String]) {
        self.project = project
        self.entry = entry
        self.changes = changes
        self.notes = notes
        notAdded = nil
    }

    /// The update of a run whose files join no project, and why.
    init(notAdded reason: String) {
        project = ""
        entry = nil
        changes = []
        notes = []
        notAdded = reason
    }

    /// What the update adds (or that it adds nothing), then its notes.
    public var summary: String {
        var line = "\(project): unchanged"
        if entry != nil {
            var counts: [String: Int] = [:]
            var groups = 0
            var references = 0
            for change in changes {
                switch change {
                case .buildFile(_, let target, _): counts[target, default: 0] += 1
                case .group: groups += 1
                case .fileReference: references += 1
                }
            }
            let targets = counts.sorted { $0.key < $1.key }.map { "\($0.value) in \($0.key)" }.joined(separator: ", ")
            line = "\(project): added \(counted(references, "file reference"))\(targets.isEmpty ? "" : " (\(targets))"), \(counted(groups, "group"))"
        }
        return ([line] + notes.map { "  note: \($0)" }).joined(separator: "\n")
    }

    /// Every change, one a line, for `--dry-run`.
    public var dryRun: String {
        var lines = ["\(project): " + (entry == nil ? "no change" : "would add \(counted(changes.count, "item")):")]
        lines += changes.map { "  \($0)" }
        lines += notes.map { "  note: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
