/// Where a module's files and its tests are, found by the module's name in a project's
/// folders: a folder named for the module (`Login`, `login`, `LoginModule`, `login_scene`…)
/// outside the tests, and a folder of tests named for it (`LoginTests` anywhere, or `Login`
/// inside a test folder such as `AppTests/`). An app's folder named like the module is not the
/// module's (`AppFolder`): the folder in it holding the module's files is. The folder holding the
/// module's role files (`RoleFiles`) is its folder, however it is named, unless a folder named
/// for the module holds them. In a project laid out by role (`RoleLayout`), the module's folder
/// is the one holding the role folders, of which only the files named for it are its.
struct ModuleFolders {
    /// The module's name.
    let name: String
    /// The module's folder, relative to the project root.
    let module: String
    /// Whether the module is laid out by role: `module` holds the role folders its files are in,
    /// beside other modules' files.
    let isLaidOutByRole: Bool
    /// The folder of its tests, relative to the project root, if any.
    let tests: String?

    /// Suffixes a module's folder may carry after its name.
    private static let moduleSuffixes = ["", "module", "scene", "screen", "feature", "flow"]
    /// Suffixes a test folder may carry after the module's name.
    private static let testSuffixes = ["tests", "test", "specs", "spec"]

    /// - Parameters:
    ///   - from: the module's folder the user named (`--from`), relative to the root.
    ///   - testsFrom: the tests' folder the user named (`--tests-from`).
    /// - Throws: `.notExtractable` when no folder, or more than one, is named for the module.
    init(module name: String, in project: ProjectFolders, root: String, from: String?, testsFrom: String?) throws(GenerationError) {
        self.name = name
        let named = { (folder: String, suffixes: [String]) in Self.isNamed(folder, for: name, suffixes: suffixes) }
        if let from {
            module = from
            isLaidOutByRole = from == RoleLayout.root(of: name, in: project)
        } else {
            let found = try Self.folder(of: name, in: project, root: root)
            module = found.folder
            isLaidOutByRole = found.isLaidOutByRole
        }
        if let testsFrom {
            tests = testsFrom
            return
        }
        let moduleFolder = module
        let testCandidates = Self.outermost(
            project.folders.filter { folder in
                folder != moduleFolder && !folder.hasPrefix(moduleFolder + "/")
                    && (named(folder, Self.testSuffixes) || (project.isInTests(folder) && named(folder, Self.moduleSuffixes)))
            })
        // A folder of mocks named for the module sits beside its tests: the one holding test
        // cases (`…Tests.swift`, `…Spec.swift`) is the tests' folder.
        let holdingTests = testCandidates.filter { folder in
            project.swiftFiles.contains { $0.hasPrefix(folder + "/") && ($0.hasSuffix("Tests.swift") || $0.hasSuffix("Spec.swift")) }
        }
        if testCandidates.count > 1, holdingTests.count == 1 {
            tests = holdingTests[0]
            return
        }
        guard testCandidates.count <= 1 else {
            throw .notExtractable(
                path: root,
                reason: "several test folders are named for module '\(name)': \(testCandidates.joined(separator: ", ")); name one with --tests-from <folder>")
        }
        tests = testCandidates.first
    }

    /// The module's own among `files` (paths relative to the root): those below its folder, or in
    /// a project laid out by role, those named for it in the role folders (`RoleLayout`).
    func own(_ files: [String], in project: ProjectFolders) -> [String] {
        isLaidOutByRole
            ? RoleLayout.files(of: name, among: files, below: module, in: project) : files.filter { module == "." || $0.hasPrefix(module + "/") }
    }

    /// The folder new modules go in beside this one: the folder holding its folder, or for a
    /// module laid out by role, its folder (the one holding the role folders).
    var outputFolder: String {
        isLaidOutByRole ? module : ModuleLayout.parent(of: module)
    }

    /// The folder of module `name` found by its name and role files, and whether the module is
    /// laid out by role.
    private static func folder(of name: String, in project: ProjectFolders, root: String) throws(GenerationError) -> (folder: String, isLaidOutByRole: Bool) {
        let folders = outermost(project.folders.filter { !project.isInTests($0) && isNamed($0, for: name, suffixes: moduleSuffixes) })
        // An app's folder named like its module (`Live News` for `LiveNews`) holds the module's folder.
        let namedFolders = folders.compactMap { folder in
            AppFolder.isApp(folder, in: project, root: root) ? AppFolder.moduleFolder(of: name, inApp: folder, in: project) : folder
        }
        // Where the module's role files are is its folder: of those named for it, the one
        // holding them (`Gifs Search/` beside `Services/Gifs/`), else that folder whatever its name.
        let roleFolder = RoleFiles.folder(of: name, in: project, root: root)
        // One holding a module as complete beside its own (`UserList/` holding `UserHistoryList/`
        // and `UserList/`) gives way to the folder of its role files inside it.
        let holding =
            roleFolder.map { found in
                namedFolders.compactMap { folder in
                    guard found == folder || found.hasPrefix(folder + "/") else { return nil }
                    return found != folder && RoleFiles.holdsPeer(of: name, in: folder, project: project) ? found : folder
                }
            } ?? namedFolders
        let candidates = holding.isEmpty ? roleFolder.map { [$0] } ?? [] : holding
        // Role files in folders shared with other code (other modules', the app's), none in the folder named for it.
        let roleFiles = roleFolder == nil ? RoleFiles.files(of: name, in: project) : []
        if let first = roleFiles.first, !candidates.contains(where: { folder in roleFiles.contains { $0.hasPrefix(folder + "/") } }) {
            // In role folders side by side: a project laid out by role.
            if let layoutRoot = RoleLayout.root(of: name, in: project) { return (layoutRoot, true) }
            if !candidates.isEmpty { throw rolesElsewhere(name, files: roleFiles, named: candidates, root: root, first: first) }
        }
        guard candidates.count == 1, let only = candidates.first else {
            throw candidates.isEmpty
                ? noFolder(for: name, in: project, root: root)
                : .notExtractable(
                    path: root,
                    reason: "several folders are named for module '\(name)': \(candidates.joined(separator: ", ")); name one with --from <folder>")
        }
        return (only, false)
    }

    /// The folder holding every file named for `name` outside the tests (`DetailPresenter.swift`,
    /// `DetailRouter.swift`…), when that folder is named for the module with more after it
    /// (`DetailView`, `Favorites View`) and is not an app's folder; `nil` otherwise.
    static func namedFilesFolder(of name: String, in project: ProjectFolders, root: String) -> String? {
        let files = project.swiftFiles.filter { file in
            let fileName = ProjectFolders.lastComponent(file)
            return !project.isInTests(file) && fileName.hasPrefix(name) && fileName.dropFirst(name.count).first.map { $0.isUppercase || $0 == "." } == true
        }
        guard files.count > 1 else { return nil }
        var folder = ModuleLayout.parent(of: files[0])
        for file in files.dropFirst() {
            while folder != ".", !file.hasPrefix(folder + "/") { folder = ModuleLayout.parent(of: folder) }
        }
        guard folder != ".", ProjectFolders.folded(ProjectFolders.lastComponent(folder)).hasPrefix(ProjectFolders.folded(name)),
            !AppFolder.isApp(folder, in: project, root: root)
        else { return nil }
        return folder
    }

    /// Whether `folder` is named for module `name`, with one of `suffixes` after it (`login_scene`).
    private static func isNamed(_ folder: String, for name: String, suffixes: [String]) -> Bool {
        let folded = ProjectFolders.folded(name)
        return suffixes.contains { ProjectFolders.folded(ProjectFolders.lastComponent(folder)) == folded + $0 }
    }

    /// `folders` without those inside another of them.
    private static func outermost(_ folders: [String]) -> [String] {
        folders.filter { folder in !folders.contains { folder.hasPrefix($0 + "/") } }
    }

    /// The error for a module whose role files are outside the folders named for it, in folders
    /// shared with other code (`Presentation/Interactor/`, the app's folder): a template of the named folder
    /// would have none of them.
    private static func rolesElsewhere(_ name: String, files: [String], named folders: [String], root: String, first: String) -> GenerationError {
        let listed = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
        return .notExtractable(
            path: root + "/" + first,
            reason:
                "module '\(name)' has no folder of its own: its role files (\(listed)) are in folders shared with other code (other modules', the app's), "
                + "and the folder named for it (\(folders.joined(separator: ", "))) holds none of them; name its folder with --from <folder>")
    }

    /// The error for a module no folder is named for: its files where they are, shared with
    /// other modules' files, or none at all.
    private static func noFolder(for name: String, in project: ProjectFolders, root: String) -> GenerationError {
        let spellings = NameSpellings(module: name)
        let files = project.swiftFiles.filter { file in
            spellings.spellings.contains { ProjectFolders.lastComponent(file).hasPrefix($0.value) }
        }
        guard let first = files.first else {
            return .notExtractable(path: root, reason: "no folder or Swift file named for module '\(name)' was found below it")
        }
        let listed = files.prefix(5).joined(separator: ", ") + (files.count > 5 ? ", …" : "")
        return .notExtractable(
            path: root + "/" + first,
            reason:
                "module '\(name)' has no folder of its own: its files (\(listed)) share folders with other code, so they cannot be told apart; "
                + "move them into a folder named \(name) or name one with --from <folder>")
    }
}
