import ViperaCore

/// The file names a team gives the same part of several things, each in the thing's own folder:
/// `Interface.swift`, `Live.swift` and `Client.swift` in every client's folder
/// (`Clients/BuildClient/Live.swift` extending `BuildClient` beside a helper `BuildKey`). Such a
/// name says which part of its folder's thing the file holds, not which type: it is no slip,
/// whatever the file declares.
///
/// A name is a part's when files of that name declare or extend different things in at least
/// `minimumFolders` folders: one file copied into several apps (a sample repeated in each
/// chapter of a course) is one file, and its name still has to name what it declares.
struct PartFileNames {
    /// The fewest folders, with files of different contents, that must share a name.
    static let minimumFolders = 3

    private let names: Set<String>

    /// The part names among `files` (the app's code, test code aside), `baseName` giving a file's name
    /// without `.swift`.
    init(_ files: [FileFacts], baseName: (String) -> String) {
        var contents: [String: Set<[String]>] = [:]
        for file in files where file.types.contains(where: { !$0.isNested }) {
            let content = file.types.filter { !$0.isNested }.map(\.name).sorted()
            contents[baseName(file.path), default: []].insert(content)
        }
        names = Set(contents.filter { $0.value.count >= Self.minimumFolders }.keys)
    }

    /// Whether files named `baseName` hold one part of different things in the team's folders.
    func contains(_ baseName: String) -> Bool {
        names.contains(baseName)
    }
}
