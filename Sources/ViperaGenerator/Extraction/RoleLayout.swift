/// A project laid out by role: folders of one role side by side (`Interactor/`, `Presenters/`,
/// `Views/`), each holding every module's file of that role, below one folder (`Presentation/`).
/// A module there has no folder of its own: its files are those named for it in the role folders
/// and beside them (`Interactor/SpaceXInteractor.swift`, `SpaceXViewController.swift`), and its
/// template's paths start at the folder holding the role folders, which new modules are written
/// into (`TemplateManifest.hasModuleFolder`).
enum RoleLayout {
    /// The folder holding the role folders `module`'s role files are in (relative to the root),
    /// when each of them is in one of those role folders or beside them, and one of those role
    /// folders holds another module's role files too (not its part's, named with its name first:
    /// `CartCellPresenter.swift`); `nil` otherwise (a module with a folder of
    /// its own, a base module's files in `Core/Presenter/`, role files scattered).
    static func root(of module: String, in project: ProjectFolders) -> String? {
        let files = RoleFiles.files(of: module, in: project)
        let roots = Set(
            files.map { file in
                var folder = ModuleLayout.parent(of: file)
                while folder != ".", ModuleFiles.isRoleFolder(ProjectFolders.lastComponent(folder)) { folder = ModuleLayout.parent(of: folder) }
                return folder
            })
        guard roots.count == 1, let root = roots.first else { return nil }
        let roleFolders = Set(files.map(ModuleLayout.parent(of:))).subtracting([root])
        let shared = RoleFiles.moduleNames(in: project).contains { other in
            !other.hasPrefix(module) && RoleFiles.files(of: other, in: project).contains { roleFolders.contains(ModuleLayout.parent(of: $0)) }
        }
        return shared ? root : nil
    }

    /// The files of `module` in the role layout below `root` (paths relative to the project's
    /// root): in a role folder below it, or in it, and named for the module, its name first
    /// (`SpaceXInteractor.swift`, `SpaceXViewController.xib`), not for a module whose name starts
    /// with it (`SpaceXDetailPresenter.swift` of module `SpaceXDetail`).
    /// - Parameter candidates: the paths to choose from (relative to the project's root).
    static func files(of module: String, among candidates: [String], below root: String, in project: ProjectFolders) -> [String] {
        let longer = RoleFiles.moduleNames(in: project).filter { $0.count > module.count && $0.hasPrefix(module) }
        return candidates.filter { file in
            isFile(file, of: module, below: root) && !longer.contains { isFile(file, of: $0, below: root) }
        }
    }

    /// Whether `file` is in a role folder below `root`, or in it, and named for `module`, its name first.
    private static func isFile(_ file: String, of module: String, below root: String) -> Bool {
        guard root == "." || file.hasPrefix(root + "/") else { return false }
        let name = ProjectFolders.lastComponent(file)
        guard name.hasPrefix(module), let next = name.dropFirst(module.count).first, next.isUppercase || next == "." else { return false }
        var folder = ModuleLayout.parent(of: file)
        while folder != root, folder != "." {
            guard ModuleFiles.isRoleFolder(ProjectFolders.lastComponent(folder)) else { return false }
            folder = ModuleLayout.parent(of: folder)
        }
        return folder == root
    }
}
