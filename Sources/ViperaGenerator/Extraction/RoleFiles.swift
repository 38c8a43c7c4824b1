/// A module's role files: the Swift files outside the tests named for the module and one of its
/// roles, the role after the name or before it (`GifsPresenter.swift`, `InteractorPokedex.swift`).
/// Where they are is the module's folder, whatever the folder is named (`Gifs Search/` while
/// `Services/Gifs/` holds other code, `PokedexList/` for `Pokedex`, `Game/Module/` for
/// `GameDetail`), provided it is no other module's.
enum RoleFiles {
    /// The roles a module's files are named for, longest first where one ends another.
    private static let roleNames = ["Presenter", "Interactor", "Router", "Wireframe", "ViewController", "View", "Assembly", "Builder", "Configurator"]
    /// The roles one of which a module's role files must show: the rest alone make a helper.
    private static let centralRoles: Set<String> = ["Presenter", "Interactor"]

    /// The folder holding `module`'s role files (relative to the root), above the folders of one
    /// role they are in (`Presenter/`, `View/`); `nil` when they show fewer than two roles or none
    /// of the central ones, when that folder is the root or an app's folder, or when it holds
    /// another module's role files beside the module's own (a project laid out by role:
    /// `Interactors/`, `Presenters/`) or a module showing as many roles (the modules' parent
    /// folder). A cell's presenter and view in a folder of their own are the module's parts, as
    /// are role files named with the module's name first (`CartDefaultPresenter.swift`).
    static func folder(of module: String, in project: ProjectFolders, root: String) -> String? {
        let sources = project.swiftFiles.filter { !project.isInTests($0) }
        let shown = modules(in: sources)
        guard let own = shown[module], isModule(own.roles) else { return nil }
        let folders = Array(own.folders)
        var folder = folders[0]
        for other in folders.dropFirst() {
            while folder != ".", other != folder, !other.hasPrefix(folder + "/") { folder = ModuleLayout.parent(of: folder) }
        }
        while folder != ".", ModuleFiles.isRoleFolder(ProjectFolders.lastComponent(folder)) { folder = ModuleLayout.parent(of: folder) }
        guard folder != ".", !AppFolder.isApp(folder, in: project, root: root) else { return nil }
        let inside = modules(in: sources.filter { $0.hasPrefix(folder + "/") })
        let peers = inside.filter { name, found in
            !isPart(name, of: module) && isModule(found.roles) && (!found.folders.isDisjoint(with: own.folders) || isPeer(found.roles, of: own.roles))
        }
        return peers.isEmpty ? folder : nil
    }

    /// Whether `folder` holds the role files of another module showing as many roles as
    /// `module`'s (`UserList/` holding `UserHistoryList/` beside `UserList/UserList/`).
    static func holdsPeer(of module: String, in folder: String, project: ProjectFolders) -> Bool {
        let sources = project.swiftFiles.filter { !project.isInTests($0) }
        guard let own = modules(in: sources)[module] else { return false }
        return modules(in: sources.filter { $0.hasPrefix(folder + "/") }).contains { name, found in
            !isPart(name, of: module) && isPeer(found.roles, of: own.roles)
        }
    }

    /// Whether the role files named `name` are `module`'s own or its part's, named with its name
    /// first (`CartDefaultPresenter.swift`, `CartCellPresenter.swift` in module `Cart`).
    private static func isPart(_ name: String, of module: String) -> Bool {
        name.hasPrefix(module)
    }

    /// Whether role files showing `roles` are a module as complete as one showing `own`.
    private static func isPeer(_ roles: Set<String>, of own: Set<String>) -> Bool {
        isModule(roles) && roles.count >= own.count
    }

    /// The role files of `module` (paths relative to the root), when they show two roles or more,
    /// one of them a central role; none otherwise.
    static func files(of module: String, in project: ProjectFolders) -> [String] {
        let files = project.swiftFiles.filter { !project.isInTests($0) && named(ProjectFolders.lastComponent($0))?.module == module }
        let roles = Set(files.compactMap { named(ProjectFolders.lastComponent($0))?.role })
        return isModule(roles) ? files : []
    }

    /// The modules whose role files are outside the tests, each showing two roles or more, one a central role.
    static func moduleNames(in project: ProjectFolders) -> [String] {
        modules(in: project.swiftFiles.filter { !project.isInTests($0) }).filter { isModule($0.value.roles) }.map(\.key).sorted()
    }

    /// Whether role files showing `roles` are a module's: two roles or more, one a central role.
    private static func isModule(_ roles: Set<String>) -> Bool {
        roles.count > 1 && !roles.isDisjoint(with: centralRoles)
    }

    /// The roles each module's role files among `files` show, and the folders holding them.
    private static func modules(in files: [String]) -> [String: (roles: Set<String>, folders: Set<String>)] {
        var found: [String: (roles: Set<String>, folders: Set<String>)] = [:]
        for file in files {
            guard let (module, role) = named(ProjectFolders.lastComponent(file)) else { continue }
            found[module, default: ([], [])].roles.insert(role)
            found[module, default: ([], [])].folders.insert(ModuleLayout.parent(of: file))
        }
        return found
    }

    /// The module and role a Swift file's name `fileName` shows (`GifsPresenter.swift`:
    /// `Gifs`, `Presenter`; `RouterLogin.swift`: `Login`, `Router`), or `nil`.
    private static func named(_ fileName: String) -> (module: String, role: String)? {
        guard fileName.hasSuffix(".swift") else { return nil }
        let name = fileName.dropLast(".swift".count)
        for role in roleNames {
            if name.hasSuffix(role), name.count > role.count, name.first?.isUppercase == true { return (String(name.dropLast(role.count)), role) }
        }
        for role in roleNames where name.hasPrefix(role) {
            let rest = name.dropFirst(role.count)
            if rest.first?.isUppercase == true { return (String(rest), role) }
        }
        return nil
    }
}
