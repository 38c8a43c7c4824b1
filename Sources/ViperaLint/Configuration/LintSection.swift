import Foundation
import ViperaCore
import ViperaSupport
import Yams

extension Configuration {
    /// The keys the `lint:` section of `.vipera.yml` may contain.
    public enum Key: String, CaseIterable, Sendable {
        case profile, conventions, naming, prefixes, included, excluded, roles, rules, baseline, layers
        case fileTimeout = "file_timeout"
    }

    /// The keys of `lint.roles`.
    private enum RolesKey: String, CaseIterable {
        case aliases, suffixes
        case liftedBoundaries = "lifted_boundaries"
        case ownedOutside = "owned_outside"
    }

    /// The keys of a layer in `lint.layers`.
    private enum LayerKey: String, CaseIterable {
        case folders, modules
    }

    /// The configuration a project file describes; paths are relative to its folder.
    ///
    /// ```yaml
    /// lint:
    ///   profile: viper
    ///   conventions: [rambler, coordinator]   # naming dialects in force (default: vipera)
    ///   naming:                  # how the team names each role (`vipera init` learns it)
    ///     - {role: Router, protocol: <M>RouterInterface, implementation: <M>Router}
    ///     - {role: Router, app: Demo, protocol: <M>Navigation}   # an app's own naming
    ///   prefixes: [SM]           # class prefixes before module names
    ///   included: [Sources]
    ///   excluded: ["**/Generated"]
    ///   roles:
    ///     aliases:
    ///       Router: [Wireframe]
    ///     suffixes: [Protocol]
    ///     lifted_boundaries: [Presenter]   # the team's presenters may import UIKit
    ///     owned_outside: [Router]          # the app keeps the team's routers
    ///   rules:
    ///     file-name: off
    ///     protocol-suffix: error
    ///   baseline: .vipera-baseline.json
    ///   layers:                  # profiles with layers (mvvm): where each layer is
    ///     UI: {folders: [App/Screens], modules: [AppUI]}
    ///   file_timeout: 5          # seconds one file may take
    /// ```
    /// - Parameter profileName: overrides `lint.profile` (the `--profile` option).
    /// - Throws: `ConfigurationError` at the offending line for unknown keys, profiles, roles,
    ///   layers, rule ids or severities.
    public init(projectFile: ProjectFile, profileName: ProfileName? = nil) throws(ConfigurationError) {
        let document = projectFile.document
        var entries: [(key: Key, value: Node)] = []
        if let lint = projectFile.lint {
            entries = try document.mapping(lint, keys: Key.self, context: "'lint'")
        }
        self.init(root: projectFile.directory)
        // The profile comes first: conventions, prefixes, roles and layers adjust it.
        var profileNode: Node?
        var conventions: Node?
        var naming: Node?
        var prefixes: Node?
        var roles: Node?
        var layers: Node?
        for (key, value) in entries {
            switch key {
            case .profile: profileNode = value
            case .included: included = try document.strings(value, key: key.rawValue)
            case .excluded: excluded = try document.strings(value, key: key.rawValue)
            case .baseline: baseline = root.resolving(try document.string(value, key: key.rawValue))
            case .rules: ruleSeverities = try Self.ruleSeverities(value, document)
            case .fileTimeout: fileTimeout = try Self.seconds(value, key: key.rawValue, document)
            case .conventions: conventions = value
            case .naming: naming = value
            case .prefixes: prefixes = value
            case .roles: roles = value
            case .layers: layers = value
            }
        }
        var name = profileName ?? .viper
        if profileName == nil, let profileNode {
            name = ProfileName(rawValue: try document.string(profileNode, key: Key.profile.rawValue))
        }
        // A profile given with --profile is that option's mistake, not the file's.
        profile = try Self.profile(named: name, file: profileName == nil ? document.file : "--profile", node: profileName == nil ? profileNode : nil)
        if let conventions {
            profile.adopt(try Self.conventions(conventions, document))
        }
        if let naming {
            // The team's naming goes over the built-in conventions in force, as detection's does;
            // an app with its own naming has it over them instead.
            let stated = try Self.naming(naming, profile: profile, root: root, document)
            let presets = profile
            profile.adopt(NamingConvention.inForce(learning: stated.repository, over: presets.conventions))
            for (app, entries) in stated.apps {
                appProfiles[app] = presets
                appProfiles[app]?.adopt(NamingConvention.inForce(learning: entries, over: presets.conventions))
            }
        }
        // Prefixes, roles and layers adjust every app's profile as the repository's.
        let apps: [String?] = [nil] + appProfiles.keys.sorted()
        for app in apps {
            var adjusted = app.flatMap { appProfiles[$0] } ?? profile
            if let prefixes {
                adjusted.typePrefixes = try document.strings(prefixes, key: Key.prefixes.rawValue)
            }
            if let roles {
                try Self.apply(roles: roles, to: &adjusted, document)
            }
            if let layers {
                try Self.apply(layers: layers, to: &adjusted, document)
            }
            if let app { appProfiles[app] = adjusted } else { profile = adjusted }
        }
    }

    /// The built-in profile called `name`.
    public static func profile(named name: ProfileName, file: String, node: Node? = nil) throws(ConfigurationError) -> Profile {
        guard let profile = Profile.builtIn[name] else {
            let known = Profile.builtIn.keys.map(\.rawValue).sorted()
            let suggestion = Suggestion.clause(for: name.rawValue, among: known)
            throw ConfigurationError(
                file: file, node: node, message: "unknown profile '\(name)'\(suggestion) (known profiles: \(known.joined(separator: ", ")))")
        }
        return profile
    }

    /// The built-in conventions a `conventions` list names, at least one.
    private static func conventions(_ node: Node, _ document: YAMLDocument) throws(ConfigurationError) -> [NamingConvention] {
        let items = node.sequence.map(Array.init) ?? [node]
        var conventions: [NamingConvention] = []
        for item in items {
            let name = try document.string(item, key: "conventions")
            guard let convention = NamingConvention.named(name) else {
                let known = NamingConvention.builtIn.map(\.name).joined(separator: ", ")
                throw ConfigurationError(
                    file: document.file, node: item, message: "unknown convention '\(name)' in 'conventions' (known conventions: \(known))")
            }
            conventions.append(convention)
        }
        guard !conventions.isEmpty else {
            throw ConfigurationError(file: document.file, node: node, message: "'conventions' must name at least one convention")
        }
        return conventions
    }

    /// A positive number of seconds, at most `Configuration.maximumFileTimeout`.
    private static func seconds(_ node: Node, key: String, _ document: YAMLDocument) throws(ConfigurationError) -> Double {
        let text = try document.string(node, key: key)
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= maximumFileTimeout else {
            let limit = String(format: "%g", maximumFileTimeout)
            throw ConfigurationError(
                file: document.file, node: node, message: "'\(key)' must be a positive number of seconds up to \(limit), not '\(text)'")
        }
        return seconds
    }

    private static func ruleSeverities(_ node: Node, _ document: YAMLDocument) throws(ConfigurationError) -> [RuleID: Severity?] {
        var severities: [RuleID: Severity?] = [:]
        for (key, value) in try document.mapping(node, context: "'rules'") {
            let id = RuleID(rawValue: key)
            guard RuleRegistry.description(of: id) != nil else {
                let keyNode = node.mapping?.keys.first { $0.string == key }
                let suggestion = Suggestion.clause(for: key, among: RuleRegistry.descriptions.map(\.id.rawValue))
                throw ConfigurationError(file: document.file, node: keyNode, message: "unknown rule '\(id)' in 'rules'\(suggestion) (see `vipera rules`)")
            }
            let text = try document.string(value, key: key)
            if text == "off" {
                severities[id] = .some(nil)
            } else if let severity = Severity(rawValue: text) {
                severities[id] = severity
            } else {
                throw ConfigurationError(file: document.file, node: value, message: "'\(id)' must be warning, error or off, not '\(text)'")
            }
        }
        return severities
    }

    private static func apply(roles node: Node, to profile: inout Profile, _ document: YAMLDocument) throws(ConfigurationError) {
        for (key, value) in try document.mapping(node, keys: RolesKey.self, context: "'roles'") {
            switch key {
            case .suffixes: profile.allowedProtocolSuffixes += try document.strings(value, key: key.rawValue)
            case .aliases: try apply(aliases: value, to: &profile, document)
            case .liftedBoundaries:
                for role in try roles(value, key: key, of: profile, document) { profile.boundaries.removeAll { $0.role == role } }
            case .ownedOutside:
                // Owned from outside its module, a role's component need not be owned inside it.
                for role in try roles(value, key: key, of: profile, document) {
                    for row in profile.ownership.rows where row.held == role && row.requirement == .strong {
                        profile.ownership.set(nil, holder: row.holder, held: role)
                    }
                }
            }
        }
    }

    /// The roles `node` lists under `key` of `roles`: `lifted_boundaries` (`forbidden-import` and
    /// `forbidden-dependency` no longer apply to them) or `owned_outside` (no component of their
    /// module must own them), the team's rules as `vipera init` learns them.
    private static func roles(_ node: Node, key: RolesKey, of profile: Profile, _ document: YAMLDocument) throws(ConfigurationError) -> [Role] {
        var roles: [Role] = []
        for item in node.sequence.map(Array.init) ?? [node] {
            let role = Role(rawValue: try document.string(item, key: key.rawValue))
            guard profile.definition(of: role) != nil else {
                let known = profile.roles.map(\.role.rawValue).joined(separator: ", ")
                throw ConfigurationError(
                    file: document.file, node: item, message: "unknown role '\(role)' in '\(key.rawValue)' for profile \(profile.name) (roles: \(known))")
            }
            roles.append(role)
        }
        return roles
    }

    private static func apply(aliases value: Node, to profile: inout Profile, _ document: YAMLDocument) throws(ConfigurationError) {
        for (roleName, aliases) in try document.mapping(value, context: "'aliases'") {
            guard profile.definition(of: Role(rawValue: roleName)) != nil else {
                let known = profile.roles.map(\.role.rawValue).joined(separator: ", ")
                let keyNode = value.mapping?.keys.first { $0.string == roleName }
                throw ConfigurationError(
                    file: document.file, node: keyNode, message: "unknown role '\(roleName)' for profile \(profile.name) (roles: \(known))")
            }
            profile.addAliases(try document.strings(aliases, key: roleName), to: Role(rawValue: roleName))
        }
    }

    /// Replaces the folders or modules of the profile's layers that `node` names.
    private static func apply(layers node: Node, to profile: inout Profile, _ document: YAMLDocument) throws(ConfigurationError) {
        for (name, value) in try document.mapping(node, context: "'layers'") {
            guard let index = profile.layers.firstIndex(where: { $0.name == name }) else {
                let known = profile.layers.isEmpty ? "none" : profile.layers.map(\.name).joined(separator: ", ")
                let keyNode = node.mapping?.keys.first { $0.string == name }
                throw ConfigurationError(file: document.file, node: keyNode, message: "unknown layer '\(name)' for profile \(profile.name) (layers: \(known))")
            }
            for (key, list) in try document.mapping(value, keys: LayerKey.self, context: "layer '\(name)'") {
                let values = try document.strings(list, key: key.rawValue)
                switch key {
                case .folders: profile.layers[index].folders = values
                case .modules: profile.layers[index].modules = values
                }
            }
        }
    }
}
