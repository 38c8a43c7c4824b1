/// Where a module's files are when no folder is named for it: the folder holding every Swift
/// file named for the module (`MovieListPresenter.swift`…), their role folders (`Presenter/`,
/// `View/`) included, provided it holds no other module's files and is not itself a folder of
/// one role (`Interactors/` in a project laid out by role).
enum ModuleFiles {
    /// Folder names that hold one role's files, folded (`ProjectFolders.folded`).
    private static let roleFolders: Set<String> = [
        "presenter", "presenters", "interactor", "interactors", "router", "routers", "view", "views", "viewcontroller",
        "viewcontrollers", "controller", "controllers", "wireframe", "wireframes", "builder", "builders", "assembly",
        "assemblies", "configurator", "configurators", "entity", "entities", "protocols", "contracts", "models", "services",
    ]

    /// Whether a folder named `name` holds one role's files (`Presenters`, `view`).
    static func isRoleFolder(_ name: String) -> Bool {
        roleFolders.contains(ProjectFolders.folded(name))
    }

    /// The folder of `module`'s files, relative to the root; `nil` when there are fewer than two,
    /// they are at the root, in a role's folder, or share their folder with another of `modules`.
    static func folder(of module: String, among modules: [String], in project: ProjectFolders) -> String? {
        let sources = project.swiftFiles.filter { !project.isInTests($0) }
        let owned = sources.filter { owner(of: $0, among: modules) == module }
        guard owned.count > 1 else { return nil }
        var folder = ModuleLayout.parent(of: owned[0])
        for file in owned.dropFirst() {
            while folder != ".", !file.hasPrefix(folder + "/") { folder = ModuleLayout.parent(of: folder) }
        }
        guard folder != ".", !isRoleFolder(ProjectFolders.lastComponent(folder)) else { return nil }
        let shared = sources.contains { file in
            file.hasPrefix(folder + "/") && owner(of: file, among: modules).map { $0 != module } == true
        }
        return shared ? nil : folder
    }

    /// The module a file is named for: the longest of `modules` its name starts with, followed
    /// by an upper-case letter (`MovieListPresenter.swift` is `MovieList`'s, not `Movie`'s).
    private static func owner(of file: String, among modules: [String]) -> String? {
        let name = ProjectFolders.lastComponent(file)
        return modules.filter { module in
            name.hasPrefix(module) && name.dropFirst(module.count).first?.isUppercase == true
        }.max { $0.count < $1.count }
    }
}
