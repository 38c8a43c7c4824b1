import Foundation

/// Finds a default author when neither `--author` nor `.vipera.yml` names one.
enum AuthorLookup {
    /// git's global `user.name`, else `$USER`, else `vipera`.
    static func defaultAuthor(environment: [String: String]) -> String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let configs = [environment["GIT_CONFIG_GLOBAL"], home + "/.gitconfig"].compactMap { $0 }
        for path in configs {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), let name = userName(inGitConfig: text) {
                return name
            }
        }
        return environment["USER"] ?? "vipera"
    }

    /// The `name` of the `[user]` section of a git config file.
    static func userName(inGitConfig text: String) -> String? {
        var inUserSection = false
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.trimmingBlanks()
            if line.hasPrefix("[") {
                inUserSection = line.lowercased() == "[user]"
                continue
            }
            guard inUserSection, let equals = line.firstIndex(of: "=") else { continue }
            if line[..<equals].trimmingBlanks().lowercased() == "name" {
                var value = Substring(line[line.index(after: equals)...].trimmingBlanks())
                while value.first == "\"" { value.removeFirst() }
                while value.last == "\"" { value.removeLast() }
                return String(value)
            }
        }
        return nil
    }
}
