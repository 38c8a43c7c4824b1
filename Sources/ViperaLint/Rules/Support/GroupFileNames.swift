import ViperaCore

/// How often a team names a file for the group or kind of code it holds rather than for one
/// declaration: `Models.swift`, `Constants.swift`, `HelperFunctions.swift`,
/// `LoginSceneModels.swift`, a name with a word in the plural that no declaration of the file
/// bears.
///
/// A team with several such files keeps its code in groups on purpose: a file of that form
/// holding one type (`BaseModels.swift` holding `protocol Modelizer`, `Constants.swift` holding
/// `struct AnimationDuration` beside global constants) is waiting for the rest of its group, no
/// slip. Where the app has fewer, the finding says how few, so the user sees the habit it rests on.
struct GroupFileNames {
    /// The fewest group files besides the one checked that show the team keeps its code so.
    static let minimumFiles = 3

    /// The app's group files, by path.
    private let paths: Set<String>

    /// The group files among `files` (the app's code, test code aside), `baseName` giving a
    /// file's name without `.swift`: files declaring or extending something or holding functions,
    /// none of their top-level types named as the file.
    init(_ files: [FileFacts], baseName: (String) -> String) {
        paths = Set(
            files.filter { file in
                let name = baseName(file.path)
                let topLevel = file.types.filter { !$0.isNested }
                return Self.groupWord(of: name) != nil && !(topLevel.isEmpty && file.functionNames.isEmpty)
                    && !topLevel.contains { $0.kind != .extension && $0.name == name }
            }.map(\.path))
    }

    /// The word in the plural that names a group in `baseName`, its last word or the one before
    /// a last `All` (`Models` in `BaseModels`, `Contracts` in `ContractsAll`); none for a file of
    /// extensions named `Type+Words`, which names the type it extends, for words that merely
    /// end in s (`Status`, `Address`, `Analysis`), nor for a word within the name
    /// (`LocalizableStringBussinesLogic.swift` names a logic, misspelt).
    static func groupWord(of baseName: String) -> String? {
        guard !baseName.contains("+") else { return nil }
        var words = NameWords.words(baseName)
        if words.count >= 2, words.last == "All" { words.removeLast() }
        return words.last.flatMap { word in
            word.count > 3 && word.first?.isUppercase == true && word.hasSuffix("s") && !["ss", "us", "is"].contains { word.hasSuffix($0) } ? word : nil
        }
    }

    /// Whether `file`, declaring `declared` at the top level, is named for a group and shares no
    /// word with the types it declares nor misspells one: not a type renamed or misspelt
    /// (`LoginPresenterProtocols.swift` holding `SignInPresenterProtocol`, `ArticleEndPoints.swift`
    /// holding `ArticleEndpoint`, `Constatnts.swift` holding `Constants` are slips), but a group's
    /// name. Its types are value types and protocols, what a group of models, constants or
    /// contracts holds: a class among them is a component of its own, to name its file for
    /// (`GlobalFunctions.swift` holding `class ReachabilityManager` among the app's functions).
    static func namesAGroup(_ file: FileNaming.Candidate, declaring declared: [TypeFact]) -> Bool {
        guard groupWord(of: file.baseName) != nil, !file.misspellsAName, !declared.contains(where: { $0.kind.isReference }) else { return false }
        let fileWords = Set(NameWords.words(file.baseName).map(singular))
        return !declared.contains { type in NameWords.words(type.name).contains { fileWords.contains(singular($0)) } }
    }

    /// The number of the app's group files other than the one at `path`.
    func others(than path: String) -> Int {
        paths.subtracting([path]).count
    }

    /// Whether the team keeps its code in group files, the one at `path` aside.
    func isTheTeamsHabit(besides path: String) -> Bool {
        others(than: path) >= Self.minimumFiles
    }

    /// The habit in words, for the file at `path`: `1 other file of the app is named for a group`.
    func evidence(besides path: String) -> String {
        let count = others(than: path)
        return count == 1 ? "1 other file of the app is named for a group" : "\(count == 0 ? "no" : "\(count)") other files of the app are named for a group"
    }

    /// `Model` for `Models`, `Category` for `Categories`.
    private static func singular(_ word: String) -> String {
        if word.hasSuffix("ies") { return word.dropLast(3) + "y" }
        return word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }
}
