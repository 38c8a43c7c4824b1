/// A path pattern: `*` matches within one path component, `**` any number of components, `?`
/// one character. A pattern also matches everything below what it matches, so `Pods` excludes
/// the whole folder.
struct Glob: Sendable {
    private let components: [Substring]

    init(_ pattern: String) {
        components = pattern.split(separator: "/").filter { $0 != "." }
    }

    /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
    func matches(_ path: String) -> Bool {
        Self.match(components[...], path.split(separator: "/")[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return true }
        if head == "**" {
            return path.indices.contains { match(pattern.dropFirst(), path[$0...]) } || match(pattern.dropFirst(), path[path.endIndex...])
        }
        guard let component = path.first, matchComponent(head[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: Substring, _ text: Substring) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            return text.indices.contains { matchComponent(pattern.dropFirst(), text[$0...]) }
                || matchComponent(pattern.dropFirst(), text[text.endIndex...])
        case "?":
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}
