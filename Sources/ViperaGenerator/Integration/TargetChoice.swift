import XcodeProject

/// Picks the targets generated files join: the named one, else the only application target;
/// for tests, the named one, else the unit-test bundle that depends on the app target, else the
/// only unit-test bundle.
struct TargetChoice {
    let project: PBXProject
    /// The project as shown in errors.
    let shown: String

    func target(named name: String?) throws(GenerationError) -> Target {
        if let name { return try target(exactly: name) }
        let applications = project.targets.filter(\.isApplication)
        guard applications.count == 1 else {
            let reason = applications.isEmpty ? "it has no application target" : "it has several application targets (\(list(applications)))"
            throw .project(path: shown, reason: reason + "; choose one with --target or `target:` in .vipera.yml")
        }
        return applications[0]
    }

    /// UI-test bundles are never candidates: they test the built app from outside.
    func testTarget(named name: String?, testing target: Target) throws(GenerationError) -> Target? {
        if let name { return try self.target(exactly: name) }
        let bundles = project.targets.filter { $0.isTestBundle && !$0.isUITestBundle }
        let testing = bundles.filter { $0.dependencies.contains(target.id) }
        if testing.count == 1 { return testing[0] }
        if bundles.count == 1 { return bundles[0] }
        if bundles.isEmpty { return nil }
        throw .project(path: shown, reason: "several test targets (\(list(bundles))); choose one with --test-target or `test_target:` in .vipera.yml")
    }

    /// The target called `name`.
    private func target(exactly name: String) throws(GenerationError) -> Target {
        guard let target = project.targets.first(where: { $0.name == name }) else {
            throw .project(path: shown, reason: "it has no target '\(name)' (targets: \(list(project.targets)))")
        }
        return target
    }

    private func list(_ targets: [Target]) -> String { targets.map(\.name).joined(separator: ", ") }
}
