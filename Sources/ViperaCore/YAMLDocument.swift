import Yams

/// The keys a mapping of a file vipera reads may hold, as an enumeration whose raw values are the
/// keys: reading switches over every case, so no key can be forgotten or taken for another.
public typealias MappingKey = RawRepresentable<String> & CaseIterable

/// A YAML file parsed into nodes that remember their lines, with helpers that turn shape
/// mistakes into `ConfigurationError`s naming the file and line.
public struct YAMLDocument {
    /// The path used in error messages.
    public let file: String
    /// The document's root node; `nil` for an empty file.
    public let root: Node?

    /// Parses `text`; a syntax error becomes a `ConfigurationError` at its line.
    public init(file: String, text: String) throws(ConfigurationError) {
        self.file = file
        do {
            // vipera reads every scalar as a string: Yams' default tag resolution would compile
            // regular expressions to type them, over a millisecond per run.
            root = try Yams.compose(yaml: text, .basic, Constructor([:], [:], [:]))
        } catch YamlError.duplicatedKeysInMapping(let keys, let context) {
            let mappingLine = context.mark.line
            guard let duplicate = keys.lazy.compactMap({ YAMLDuplicateKey(key: $0, in: text, mappingLine: mappingLine) }).first else {
                throw ConfigurationError(file: file, line: mappingLine, message: "duplicate key '\(keys.joined(separator: "', '"))' in this mapping")
            }
            throw ConfigurationError(
                file: file, line: duplicate.line, message: "duplicate key '\(duplicate.key)' (first on line \(duplicate.firstLine))"
            )
        } catch let error as YamlError {
            throw ConfigurationError(file: file, line: error.line, message: "malformed YAML: \(error.problem)")
        } catch {
            throw ConfigurationError(file: file, line: nil, message: "malformed YAML: \(error)")
        }
    }

    /// The root as a mapping whose keys are all cases of `Key` (an empty file is an empty mapping).
    public func rootMapping<Key: MappingKey>(keys: Key.Type) throws(ConfigurationError) -> [(key: Key, value: Node)] {
        guard let root else { return [] }
        return try mapping(root, keys: keys, context: "the file")
    }

    /// The root as a mapping of any string keys (an empty file is an empty mapping).
    public func rootMapping() throws(ConfigurationError) -> [(key: String, value: Node)] {
        guard let root else { return [] }
        return try mapping(root, context: "the file")
    }

    /// `node` as a mapping whose keys are all cases of `Key`, by raw value: another key is an
    /// error naming the known ones.
    public func mapping<Key: MappingKey>(_ node: Node, keys: Key.Type, context: String) throws(ConfigurationError) -> [(key: Key, value: Node)] {
        var entries: [(key: Key, value: Node)] = []
        for (keyNode, value) in try keyNodes(node, context: context) {
            guard let key = Key(rawValue: keyNode.string) else {
                let known = Key.allCases.map(\.rawValue).sorted().joined(separator: ", ")
                throw ConfigurationError(file: file, node: keyNode.node, message: "unknown key '\(keyNode.string)' in \(context) (known keys: \(known))")
            }
            entries.append((key, value))
        }
        return entries
    }

    /// `node` as a mapping of any string keys (names the file chooses: parameters, rule ids…).
    public func mapping(_ node: Node, context: String) throws(ConfigurationError) -> [(key: String, value: Node)] {
        try keyNodes(node, context: context).map { ($0.key.string, $0.value) }
    }

    /// `node`'s entries with their key nodes, which must be plain strings.
    private func keyNodes(_ node: Node, context: String) throws(ConfigurationError) -> [(key: (string: String, node: Node), value: Node)] {
        guard let mapping = node.mapping else {
            throw ConfigurationError(file: file, node: node, message: "\(context) must be a mapping of keys to values")
        }
        var entries: [(key: (string: String, node: Node), value: Node)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                throw ConfigurationError(file: file, node: keyNode, message: "keys of \(context) must be plain strings")
            }
            entries.append(((key, keyNode), value))
        }
        return entries
    }

    /// `node` as a scalar string.
    public func string(_ node: Node, key: String) throws(ConfigurationError) -> String {
        guard let scalar = node.scalar else {
            throw ConfigurationError(file: file, node: node, message: "'\(key)' must be a single value")
        }
        return scalar.string
    }

    /// `node` as a list of scalar strings (a single scalar counts as a list of one).
    public func strings(_ node: Node, key: String) throws(ConfigurationError) -> [String] {
        if let scalar = node.scalar { return [scalar.string] }
        guard let sequence = node.sequence else {
            throw ConfigurationError(file: file, node: node, message: "'\(key)' must be a list of values")
        }
        var values: [String] = []
        for item in sequence { values.append(try string(item, key: key)) }
        return values
    }
}

extension YamlError {
    var line: Int? {
        switch self {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return mark.line
        default:
            return nil
        }
    }

    var problem: String {
        switch self {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
            return problem
        default:
            return "\(self)"
        }
    }
}
