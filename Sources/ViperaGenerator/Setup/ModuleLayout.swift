import ViperaSupport

/// Where a project's modules and their tests live, from the folders named for its modules
/// (`ModuleFolders`, as `vipera templates extract` finds them): the folder holding most module
/// folders, and the way most modules' test folders are named and placed.
struct ModuleLayout {
    /// Each module found with a folder of its own, with its folders.
    let modules: [(name: String, folders: ModuleFolders)]
    /// The folder holding most module folders, relative to the root (`.` for the root itself),
    /// how those modules name their folders when not by the module's name alone
    /// (`{{ module }}Module`), and how many do so; `nil` when no module has a folder of its own.
    let output: (folder: String, moduleFolder: String?, count: Int)?
    /// `tests_path` for the tests folders most modules have (`ShopTests`, or
    /// `ShopTests/{{ module }}` for folders named after the module alone), and how many follow it.
    let testsPath: (path: String, count: Int)?

    /// How many modules were looked for.
    let looked: Int
    /// Why the first module without a folder of its own has none, when no module has one.
    let unfound: String?

    init(modules names: [String], in project: ProjectFolders, root: String) {
        var reasons: [String] = []
        modules = names.compactMap { name in
            // `SMCreateGoal` may live in a folder named without its class prefix: `CreateGoal`.
            let named = Self.unprefixed(name).lazy.compactMap { spelling in
                (try? ModuleFolders(module: spelling, in: project, root: root, from: nil, testsFrom: nil)).map { (spelling, $0) }
            }.first
            if let named { return named }
            // A module in a folder named otherwise (`Movies` for `MovieList`) is where its files
            // are, unless that is the app's own folder (its files scattered among other code).
            if let folder = ModuleFiles.folder(of: name, among: names, in: project), !AppFolder.isApp(folder, in: project, root: root),
                let found = try? ModuleFolders(module: name, in: project, root: root, from: folder, testsFrom: nil)
            {
                return (name, found)
            }
            do throws(GenerationError) {
                _ = try ModuleFolders(module: name, in: project, root: root, from: nil, testsFrom: nil)
            } catch {
                if case .notExtractable(_, let reason) = error { reasons.append(reason) } else { reasons.append(error.description) }
            }
            return nil
        }
        looked = names.count
        unfound = modules.isEmpty ? reasons.first : nil
        let placements = modules.map { Self.placement(of: $0.folders) }
        output = Self.mostCommon(placements.map { $0.parent + "/" + ($0.moduleFolder ?? "") }).map { found in
            let placement = placements.first { $0.parent + "/" + ($0.moduleFolder ?? "") == found.value }!
            return (folder: placement.parent, moduleFolder: placement.moduleFolder, count: found.count)
        }
        testsPath = Self.mostCommon(
            modules.compactMap { module in module.folders.tests.flatMap { Self.testsPath(of: $0, module: module.name) } }
        ).map { (path: $0.value, count: $0.count) }
    }

    /// The `tests_path` that puts a module's tests where `folder` is for `module`: its parent
    /// for `<Module>Tests` (the generator's own naming), else the folder with the module's name
    /// made a tag; `nil` when the folder's name does not start with the module's.
    private static func testsPath(of folder: String, module: String) -> String? {
        let name = ProjectFolders.lastComponent(folder)
        let parent = parent(of: folder)
        if name == module + "Tests" { return parent }
        guard name.hasPrefix(module) else { return nil }
        let tagged = GeneratorKeys.moduleTag + name.dropFirst(module.count)
        return parent == "." ? tagged : parent + "/" + tagged
    }

    /// The folder new modules go in beside a module (`ModuleFolders.outputFolder`), and the module
    /// folder's name with the module's made a tag when it carries more (`{{ module }}Module` for
    /// `CartModule`); `nil` for the module's name alone, a folder named otherwise, or a module laid out by role.
    private static func placement(of folders: ModuleFolders) -> (parent: String, moduleFolder: String?) {
        let name = ProjectFolders.lastComponent(folders.module)
        guard !folders.isLaidOutByRole, name != folders.name, let range = name.range(of: folders.name) else { return (folders.outputFolder, nil) }
        return (folders.outputFolder, name.replacingCharacters(in: range, with: GeneratorKeys.moduleTag))
    }

    /// `name`, then without a class prefix of two or three capitals (`SMCreateGoal`, `CreateGoal`).
    private static func unprefixed(_ name: String) -> [String] {
        let capitals = name.prefix { $0.isUppercase }.count
        guard (3...4).contains(capitals), name.count > capitals else { return [name] }
        return [name, String(name.dropFirst(capitals - 1))]
    }

    /// The folder holding `path` (`.` at the root).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// The most frequent of `values` with its count; ties go to the first in sorted order.
    private static func mostCommon(_ values: [String]) -> (value: String, count: Int)? {
        let counts = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }.map { (value: $0.key, count: $0.value) }
    }
}
