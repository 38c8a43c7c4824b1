import Foundation
import XcodeProject

/// What adding a run's files to an Xcode project does: the edited `project.pbxproj` (written
/// with the module, all-or-nothing) and what it adds, or why it changes nothing.
public struct ProjectUpdate: Sendable {
    /// The `.xcodeproj`, as shown to the user.
    public let project: String
    /// The edited `project.pbxproj`, `nil` when the project needs no change.
    public let entry: GenerationPlan.Entry?
    /// Every group, file reference and build file it adds.
    public let changes: [ProjectEditor.Change]
    /// Files it leaves to Xcode (a synchronized folder) or finds referenced already, and files
    /// a synchronized folder's exceptions leave out of a target.
    public let notes: [String]

    /// One line: what the update adds (or that it adds nothing).
    public var summary: String {
        guard entry != nil else { return "\(project): unchanged" + (notes.isEmpty ? "" : " (\(notes[0]))") }
        var counts: [String: Int] = [:]
        for change in changes {
            if case .buildFile(_, let target, _) = change { counts[target, default: 0] += 1 }
        }
        let groups = changes.filter { if case .group = $0 { true } else { false } }.count
        let references = changes.filter { if case .fileReference = $0 { true } else { false } }.count
        let targets = counts.sorted { $0.key < $1.key }.map { "\($0.value) in \($0.key)" }.joined(separator: ", ")
        return "\(project): added \(references) file references\(targets.isEmpty ? "" : " (\(targets))"), \(groups) groups"
    }

    /// Every change, one a line, for `--dry-run`.
    public var dryRun: String {
        var lines = ["\(project): " + (entry == nil ? "no change" : "would add \(changes.count) items:")]
        lines += changes.map { "  \($0)" }
        lines += notes.map { "  note: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
