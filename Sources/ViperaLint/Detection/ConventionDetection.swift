import ViperaCore
import ViperaSupport

/// What a codebase's own naming says about it: the conventions its modules follow (with the
/// evidence), its class prefixes and the code to leave out. `vipera init` writes it down;
/// `vipera lint` without a configuration uses it in memory.
public struct ConventionDetection: Sendable {
    /// The conventions found, most modules first; `vipera` when nothing else is.
    public let conventions: [DetectedConvention]
    /// The profile the role names point at.
    public let profile: ProfileEvidence
    /// Two- or three-letter prefixes most module names start with.
    public let prefixes: [String]
    /// Vendored, generated and template code to exclude.
    public let exclusions: [ExclusionFinding]
    /// How the codebase's modules name each role, by majority (`NamingLearner`); empty for a
    /// codebase too small to learn from, whose detected built-in conventions then apply alone.
    public let naming: [RoleNaming]
    /// Where the repository holds apps side by side that name their roles differently, how each
    /// app with enough modules names them (`AppNaming`); `naming` then holds for the other files.
    public let appNaming: [AppNaming]
    /// The roles' boundaries the team's modules cross by majority (`BoundaryHabits`), which
    /// `vipera init` lifts; found by init alone, from a lint run, never by `vipera lint`.
    public internal(set) var liftedBoundaries: [LiftedBoundary] = []
    /// The roles the team's modules have owned from outside them (`RouterOwnership`), which
    /// `vipera init` writes down; found as the lifted boundaries are.
    public internal(set) var ownedOutside: [OwnedOutside] = []

    /// The conventions a profile adopts: the learned one over the detected built-in ones, or
    /// those alone when nothing was learned.
    public var namingConventions: [NamingConvention] {
        namingConventions(naming)
    }

    /// The conventions a profile adopts for the files of each app with a naming of its own.
    public var appConventions: [(folder: String, conventions: [NamingConvention])] {
        appNaming.map { ($0.folder, namingConventions($0.naming)) }
    }

    /// The learned convention of `naming` over the detected built-in ones, or those alone when
    /// `naming` is empty.
    private func namingConventions(_ naming: [RoleNaming]) -> [NamingConvention] {
        NamingConvention.inForce(learning: naming, over: conventions.map(\.convention))
    }

    /// How the lint summary names what was assumed, e.g. `rambler (detected: 12 modules)`, or
    /// `learned over interface (detected: 11 modules)`.
    public var summary: String {
        let modules = Set(conventions.flatMap(\.modules)).count
        let learned = naming.isEmpty ? "" : "\(NamingConvention.learnedName) over "
        return "\(learned)\(conventions.map(\.convention.name).joined(separator: ", ")) (detected: \(counted(modules, "module")))"
    }

    /// Detects from the declarations of `files` (path and text, each parsed); paths relative to
    /// the root.
    public init(files: [(path: String, text: String)]) {
        let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        self.init(paths: files.map(\.path)) { path in
            texts[path].map { DeclaredName.declared(in: SourceFileReader.facts(path: path, text: $0)) } ?? []
        }
    }

    /// Detects from the files at `paths` (relative to the root), whose declarations `declarations`
    /// reads, on all cores; files detected as excluded are never read, and a file whose reading
    /// takes longer than a lint run gives any file declares nothing.
    /// `apps` gives the project folder of each path (see `AppNaming`).
    init(
        paths: [String], exclusions: [ExclusionFinding]? = nil, apps: [String: String] = [:], declarations: @escaping @Sendable (String) -> [DeclaredName]
    ) {
        self.init(paths: paths, exclusions: exclusions, apps: apps) { own in
            Concurrently.map(own, timeLimit: Configuration.defaultFileTimeout, declarations, timedOut: { _ in [] })
        }
    }

    /// Detects from the files at `paths` (relative to the root), whose `exclusions` were found
    /// already; `names` gives the declarations of each file not excluded, in turn, `apps` the
    /// project folder of each path.
    init(paths: [String], exclusions: [ExclusionFinding], apps: [String: String] = [:], names: (String) -> [DeclaredName]) {
        self.init(paths: paths, exclusions: exclusions, apps: apps) { own in own.map(names) }
    }

    /// Detects from the files at `paths`, excluding `exclusions` (found from the paths when not
    /// given); `reading` gives the declarations of the files not excluded, in their order.
    private init(paths: [String], exclusions: [ExclusionFinding]? = nil, apps: [String: String] = [:], reading: ([String]) -> [[DeclaredName]]) {
        let exclusions = exclusions ?? ExcludedFolders.find(in: paths)
        self.exclusions = exclusions
        let own = Self.keeping(paths, at: { $0 }, excluding: exclusions)
        let read = reading(own)
        let declarations = read.flatMap { $0 }
        conventions = ConventionVote.count(declarations)
        // Tests' doubles (`CheckoutMockRouter` in `Tests/`) are no evidence of the architecture.
        profile = ProfileEvidence(zip(own, read).filter { !TestCode.isTestPath($0.0) }.flatMap(\.1))
        prefixes = Self.prefixes(of: conventions.flatMap(\.modules))
        var roles = Profile.builtIn[profile.name] ?? .viper
        roles.adopt(conventions.map(\.convention))
        let files = zip(own, read).map { (path: $0, declarations: $1) }
        // Apps of their own side by side are learned apart; the repository's naming, from the rest.
        let independent = AppNaming.independentApps(files) { apps[$0] ?? "" }
        let learned = NamingLearner.learn(files.filter { !independent.contains(apps[$0.path] ?? "") }, profile: roles)
        // A lone module is the naming of a codebase that is one app, not of apps side by side.
        let severalApps = Set(files.map { apps[$0.path] ?? "" }).count > 1
        naming = severalApps && (learned.first?.protocolEvidence?.of ?? 0) < NamingLearner.minimumFollowing ? [] : learned
        appNaming = AppNaming.learn(files, repository: naming, profile: roles, independent: independent) { apps[$0] ?? "" }
    }

    /// Prefixes (two or three capitals before a capitalised word) that at least half of the
    /// modules, and at least two, start with.
    static func prefixes(of modules: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for module in Set(modules) {
            let capitals = module.prefix { $0.isUppercase }
            guard (3...4).contains(capitals.count), module.count > capitals.count else { continue }
            counts[String(capitals.dropLast()), default: 0] += 1
        }
        let unique = Set(modules).count
        return counts.filter { $0.value >= 2 && $0.value * 2 >= unique }.keys.sorted()
    }
}

/// A convention a codebase follows, with the modules that show it and the names seen.
public struct DetectedConvention: Sendable {
    public let convention: NamingConvention
    /// The modules whose names follow it (or the classes, for coordinators), sorted.
    public let modules: [String]
    /// The name forms seen, e.g. `<M>ViewInput`, most common first.
    public let forms: [String]

    /// One line of evidence, e.g. `37 modules follow <M>ViewInput/<M>ViewOutput: rambler`.
    public var evidence: String {
        let examples = modules.prefix(3).joined(separator: ", ") + (modules.count > 3 ? ", …" : "")
        return
            "\(counted(modules.count, "module")) follow\(modules.count == 1 ? "s" : "") \(forms.prefix(3).joined(separator: "/")): \(convention.name) (e.g. \(examples))"
    }
}
