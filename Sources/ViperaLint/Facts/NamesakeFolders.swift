/// The folders of apps that one project (or a repository without one) holds side by side, told
/// by the classes they declare with the same name: `Lesson1/Home/HomeViewController.swift` and
/// `Lesson2/Home/HomeViewController.swift` under one `.xcodeproj` with a target for each, or no
/// project at all. One Swift module cannot declare a top-level class twice, so two declarations
/// of one class name in the project's folders are two targets, and the folders just below the
/// project's (`Lesson1`, `Lesson2`) are their apps. Namesakes deeper down (`Home/Presenter/` and
/// `Home/View/` holding a stale copy) are one app's leftovers, not apps. Test code (its doubles
/// share the names of what they stand in for) and generated files (a generator's private helper
/// class in each file it writes) tell nothing.
struct NamesakeFolders {
    /// The folders, in path order.
    let folders: [String]

    /// The folders of `files` (in path order), each in the project folder `project` gives for it
    /// (`""` for none), `testFiles` and generated files left out.
    init(_ files: [FileFacts], project: [String], testFiles: Set<String>) {
        var lastDeclaring: [String: Int] = [:]
        var found: Set<String> = []
        for (fileIndex, file) in files.enumerated() where !file.isGenerated && !testFiles.contains(file.path) {
            for index in file.topLevelDeclarationIndices where file.types[index].kind.isReference {
                if let last = lastDeclaring.updateValue(fileIndex, forKey: file.types[index].name), last != fileIndex,
                    project[last] == project[fileIndex]
                {
                    found.formUnion(Self.siblingFolders(files[last].path, file.path, below: project[fileIndex]))
                }
            }
        }
        folders = found.sorted()
    }

    /// The folder of `folders` holding `path`, if any.
    func folder(containing path: String) -> String? {
        folders.first { path.hasPrefix($0 + "/") }
    }

    /// The folders just below `project` holding each path, when they differ.
    private static func siblingFolders(_ first: String, _ second: String, below project: String) -> [String] {
        let depth = project.isEmpty ? 0 : project.split(separator: "/", omittingEmptySubsequences: false).count
        let firstFolders = first.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let secondFolders = second.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard depth < firstFolders.count, depth < secondFolders.count, firstFolders[depth] != secondFolders[depth] else { return [] }
        return [firstFolders.prefix(depth + 1).joined(separator: "/"), secondFolders.prefix(depth + 1).joined(separator: "/")]
    }
}
