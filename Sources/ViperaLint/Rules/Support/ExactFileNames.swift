import ViperaCore

/// How exactly a team names the files that declare one type: how many of them are named for it
/// to the letter.
///
/// A file named for part of its one type, or for the type and a word more (`Session.swift`
/// holding `WalletSession`, `Reachability.swift` holding `ReachabilityManager`,
/// `TrustRealmConfiguration.swift` holding `RealmConfiguration`), is a slip only where the team
/// names its files exactly: at 227 of 243 files it is; where one file in five differs from its
/// type, naming a file for the gist of its type is the team's way, and the finding would be
/// doubted. The finding says the count, so the user sees the habit it rests on.
struct ExactFileNames {
    /// The app's files (test code aside) declaring one type.
    let files: Int
    /// Those named exactly for their type.
    let exact: Int

    /// The counts over `files`, `declarations` giving a file's top-level declarations and
    /// `baseName` its name without `.swift`.
    init(_ files: [FileFacts], declarations: (FileFacts) -> [TypeFact], baseName: (String) -> String) {
        let single = files.compactMap { file -> (name: String, type: String)? in
            let declared = declarations(file)
            return declared.count == 1 ? (baseName(file.path), declared[0].name) : nil
        }
        self.files = single.count
        self.exact = single.filter { $0.name == $0.type }.count
    }

    /// Whether the team names its files exactly for their one type: nine in ten of them or more.
    var isTheTeamsHabit: Bool {
        files > 0 && exact * 10 >= files * 9
    }

    /// The habit in words: `227 of 243 files declaring one type are named exactly for it`.
    var evidence: String {
        "\(exact) of \(files) files declaring one type are named exactly for it"
    }

    /// Whether `file` and `type` differ only by whole words at their start or end, one holding
    /// the other: `Session` and `WalletSession`, `Reachability` and `ReachabilityManager`. A
    /// number added to a word (`LocationService` for `LocationService3`) is no word: a slip.
    static func differByEndWords(_ file: String, _ type: String) -> Bool {
        let (fileWords, typeWords) = (NameWords.words(file), NameWords.words(type))
        let (shorter, longer) = fileWords.count < typeWords.count ? (fileWords, typeWords) : (typeWords, fileWords)
        guard !shorter.isEmpty, longer.count > shorter.count else { return false }
        return longer.starts(with: shorter) || longer.suffix(shorter.count).elementsEqual(shorter)
    }
}
