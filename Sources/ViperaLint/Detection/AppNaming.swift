/// How the modules of one app name each role, where a repository holds several apps side by
/// side (each below its own project: an Xcode project, a `Package.swift`…) that name them
/// differently: a repository of sample solutions, an app beside a demo of another team.
///
/// Each app is learned from its own modules (`NamingLearner`), and where one app's naming
/// says what the repository's does not, every app with a naming of its own keeps it: its
/// modules are checked against it, so that one app's majority is never held against another
/// app's; the repository's naming fills only the slots (which role declares a protocol, which
/// implements it) the app never names. Where the apps agree, or an app names only part of what
/// the repository does (a feature package), the repository's naming is the one naming
/// (`lint.naming`'s flat form).
public struct AppNaming: Sendable, Hashable {
    /// The app's project folder, relative to the root; `""` for the root itself.
    public let folder: String
    /// How the app's modules name each role.
    public let naming: [RoleNaming]

    public init(folder: String, naming: [RoleNaming]) {
        self.folder = folder
        self.naming = naming
    }

    /// The apps of `files` that keep a naming of their own: none when the files are one app, or
    /// when every app whose own majority names its roles (at least `NamingLearner.minimumFollowing`
    /// modules of its own) names them as the repository does (`repository`, learned from all of
    /// them). An app of one module (a feature package of a modular app) has no majority of its
    /// own: the repository's naming holds for it. `app` gives the project folder of a path.
    /// Apps of their own (`independent`, see `independentApps`) are each learned from their
    /// own modules alone, however few, whatever the others name.
    static func learn(
        _ files: [(path: String, declarations: [DeclaredName])], repository: [RoleNaming], profile: Profile, independent: Set<String> = [],
        app: (String) -> String
    ) -> [AppNaming] {
        let byApp = Dictionary(grouping: files) { app($0.path) }
        guard byApp.count >= 2 else { return [] }
        if !independent.isEmpty {
            return independent.sorted().compactMap { folder in
                let naming = NamingLearner.learn(byApp[folder] ?? [], profile: profile)
                return naming.isEmpty ? nil : AppNaming(folder: folder, naming: naming)
            }
        }
        let own = byApp.keys.sorted().map { AppNaming(folder: $0, naming: NamingLearner.learn(byApp[$0] ?? [], profile: profile)) }
            .filter { ($0.naming.first?.protocolEvidence?.of ?? 0) >= NamingLearner.minimumFollowing }
        let shape = patterns(repository)
        guard own.contains(where: { !patterns($0.naming).isSubset(of: shape) }) else { return [] }
        return own.map { app in
            let filled = repository.filter { entry in !app.naming.contains { $0.role == entry.role && $0.declaredBy == entry.declaredBy } }
            return AppNaming(folder: app.folder, naming: app.naming + filled)
        }
    }

    /// The project folders of `files`' apps that are apps of their own, when two or more are:
    /// each declares an entry point (an application delegate, a SwiftUI `App`), as developers'
    /// solutions of one exercise side by side do, each in its own project, where a modular app's
    /// feature packages and frameworks declare none. One app's habits never judge another's
    /// modules: a solution of one module is no deviation from the others' majority. `app` gives
    /// the project folder of a path.
    static func independentApps(_ files: [(path: String, declarations: [DeclaredName])], app: (String) -> String) -> Set<String> {
        let folders = Set(
            files.filter { file in
                !TestCode.isTestPath(file.path)
                    && file.declarations.contains { $0.kind != TypeKind.protocol.rawValue && $0.inherited.contains(where: entryPoints.contains) }
            }.map { app($0.path) })
        return folders.count >= 2 ? folders : []
    }

    /// What an app's entry point conforms to.
    private static let entryPoints: Set<String> = ["UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "App", "SwiftUI.App"]

    /// What a naming asks of names, without its evidence: role, protocol, class and file patterns.
    private static func patterns(_ naming: [RoleNaming]) -> Set<[String]> {
        Set(naming.map { [$0.role.rawValue, $0.protocolSuffix, $0.implementationSuffix ?? "", $0.fileSuffix ?? ""] })
    }
}
