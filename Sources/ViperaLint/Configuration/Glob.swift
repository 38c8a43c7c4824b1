/// A path pattern: `*` matches within one path component, `**` any number of components, `?`
/// one character. A pattern also matches everything below what it matches, so `Pods` excludes
/// the whole folder.
struct Glob: Sendable {
    private let components: [Substring]
    /// The pattern's components joined, when none has a wildcard: a path matches by its bytes.
    private let literal: String?

    init(_ pattern: String) {
        components = pattern.split(separator: "/").filter { $0 != "." }
        literal = components.contains { $0.contains { $0 == "*" || $0 == "?" } } ? nil : components.joined(separator: "/")
    }

    /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
    func matches(_ path: String) -> Bool {
        guard let literal else { return Self.match(components[...], path.split(separator: "/")[...]) }
        return Self.isAtOrBelow(path.utf8, literal.utf8)
    }

    /// Whether `path` is `folder` or below it (`folder` empty: every path), `//` read as `/`.
    private static func isAtOrBelow(_ path: String.UTF8View, _ folder: String.UTF8View) -> Bool {
        guard !folder.isEmpty else { return true }
        var rest = path[...]
        var previous: UInt8 = 0x2F
        for byte in folder {
            // Repeated and leading slashes separate no component.
            while previous == 0x2F, rest.first == 0x2F { rest = rest.dropFirst() }
            guard rest.first == byte else { return false }
            previous = byte
            rest = rest.dropFirst()
        }
        return rest.isEmpty || rest.first == 0x2F
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
