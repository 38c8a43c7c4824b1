import Foundation
import ViperaSupport

/// Finds a default author when neither `--author` nor `.vipera.yml` names one: what
/// `git config user.name` answers in the working folder (every configuration file git reads:
/// system, XDG, global, the repository's, and their includes), else `$USER`, else `vipera`.
enum AuthorLookup {
    static func defaultAuthor(workingDirectory: URL, environment: [String: String]) -> String {
        if let output = ToolRunner.output(of: ["git", "config", "--get", "user.name"], in: workingDirectory, environment: environment, timeout: 10) {
            let name = String(decoding: output, as: UTF8.self).split(separator: "\n").first.map { String($0).trimmingBlanks() } ?? ""
            if !name.isEmpty { return name }
        }
        return environment["USER"] ?? "vipera"
    }
}
