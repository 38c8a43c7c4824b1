import Foundation
import ViperaCore
import Yams

extension Configuration {
    /// The keys of an entry of `lint.naming`.
    enum NamingKey: String, CaseIterable, Sendable {
        case role
        case `protocol`
        case protocolModules = "protocol_modules"
        case implementation
        case implementationModules = "implementation_modules"
        case file, folder, app
    }

    /// The team's naming `lint.naming` states: the entries without an `app`, and those of each app.
    struct StatedNaming {
        var repository: [RoleNaming] = []
        /// Each app's entries, by project folder relative to the root (`""` for `.`).
        var apps: [String: [RoleNaming]] = [:]
    }

    /// The team's naming a `lint.naming` list states (as `vipera init` writes it), for the roles
    /// of `profile` with the built-in conventions in force adopted.
    ///
    /// ```yaml
    /// naming:
    ///   - role: Router
    ///     protocol: <M>RouterInterface
    ///     protocol_modules: 11 of 11 modules
    ///     implementation: <M>Router
    ///     implementation_modules: 11 of 11 modules
    ///     file: <M>Router.swift
    ///     folder: Router
    ///   - role: Router
    ///     app: Demo              # this app's own naming (apps that name their roles differently)
    ///     protocol: <M>Navigation
    /// ```
    /// An entry with an `app` (a folder below `root`, the app's project folder) is that app's:
    /// the files below it are checked against its entries alone.
    /// - Throws: `ConfigurationError` at the offending line for an entry that is not a mapping,
    ///   an unknown key or role, a missing role or protocol, a pattern that is not `<M>` and a
    ///   capitalised name, a count that is not `k of n modules` with 0 < k ≤ n, or an `app` that
    ///   is no folder below `root`.
    static func naming(_ node: Node, profile: Profile, root: URL, _ document: YAMLDocument) throws(ConfigurationError) -> StatedNaming {
        guard let items = node.sequence else {
            throw ConfigurationError(file: document.file, node: node, message: "'naming' must be a list of roles' names (role, protocol, implementation…)")
        }
        let roleNames = NamingLearner.roleNames(of: profile)
        var naming = StatedNaming()
        for item in items {
            var values: [NamingKey: (text: String, node: Node)] = [:]
            for (key, value) in try document.mapping(item, keys: NamingKey.self, context: "a 'naming' entry") {
                values[key] = (try document.string(value, key: key.rawValue), value)
            }
            guard let roleValue = values[.role], let protocolValue = values[.protocol] else {
                throw ConfigurationError(file: document.file, node: item, message: "a 'naming' entry needs a 'role' and a 'protocol'")
            }
            let role = Role(rawValue: roleValue.text)
            guard profile.definition(of: role) != nil else {
                let known = profile.roles.map(\.role.rawValue).joined(separator: ", ")
                throw ConfigurationError(
                    file: document.file, node: roleValue.node, message: "unknown role '\(roleValue.text)' for profile \(profile.name) (roles: \(known))")
            }
            let protocolSuffix = try suffix(protocolValue, key: .protocol, document)
            let entry = RoleNaming(
                role: role, declaredBy: NamingLearner.declaringRole(protocolSuffix, roleNames) ?? role, protocolSuffix: protocolSuffix,
                protocolEvidence: try values[.protocolModules].map { value throws(ConfigurationError) in try count(value, key: .protocolModules, document)
                },
                implementationSuffix: try values[.implementation].map { value throws(ConfigurationError) in
                    try suffix(value, key: .implementation, document)
                },
                implementationEvidence: try values[.implementationModules].map { value throws(ConfigurationError) in
                    try count(value, key: .implementationModules, document)
                },
                fileSuffix: try values[.file].map { value throws(ConfigurationError) in try suffix(value, key: .file, extension: ".swift", document) },
                folder: values[.folder]?.text)
            if let app = values[.app] {
                let folder = try appFolder(app, root: root, document)
                naming.apps[folder, default: []].append(entry)
            } else {
                naming.repository.append(entry)
            }
        }
        return naming
    }

    /// The app folder an entry's `app` names, relative to `root` (`""` for `.`).
    private static func appFolder(_ value: (text: String, node: Node), root: URL, _ document: YAMLDocument) throws(ConfigurationError) -> String {
        let components = value.text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        var isFolder: ObjCBool = false
        guard !value.text.hasPrefix("/"), !components.contains(".."),
            FileManager.default.fileExists(atPath: root.appendingPathComponent(components.joined(separator: "/")).path, isDirectory: &isFolder),
            isFolder.boolValue
        else {
            throw ConfigurationError(
                file: document.file, node: value.node, message: "'app' must be a folder below \(root.path) (an app's project folder), not '\(value.text)'")
        }
        return components.joined(separator: "/")
    }

    /// What follows `<M>` in a pattern (`RouterInterface` in `<M>RouterInterface`), before
    /// `fileExtension`.
    private static func suffix(
        _ value: (text: String, node: Node), key: NamingKey, extension fileExtension: String = "", _ document: YAMLDocument
    ) throws(ConfigurationError) -> String {
        let text = value.text
        let placeholder = RoleNaming.modulePlaceholder
        let rest = text.hasPrefix(placeholder) && text.hasSuffix(fileExtension) ? text.dropFirst(placeholder.count).dropLast(fileExtension.count) : ""
        guard rest.first?.isUppercase == true, rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            let example = key == .file ? "<M>Router.swift" : "<M>RouterInterface"
            throw ConfigurationError(
                file: document.file, node: value.node,
                message:
                    "'\(key.rawValue)' must be \(placeholder) and a capitalised name\(fileExtension.isEmpty ? "" : " ending in \(fileExtension)") (e.g. \(example)), not '\(text)'"
            )
        }
        return String(rest)
    }

    /// A `k of n modules` count.
    private static func count(_ value: (text: String, node: Node), key: NamingKey, _ document: YAMLDocument) throws(ConfigurationError) -> ModuleCount {
        guard let count = ModuleCount(parsing: value.text) else {
            throw ConfigurationError(
                file: document.file, node: value.node, message: "'\(key.rawValue)' must read 'k of n modules' with 0 < k ≤ n, not '\(value.text)'")
        }
        return count
    }
}
