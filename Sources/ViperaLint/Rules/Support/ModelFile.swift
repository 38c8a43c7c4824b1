import ViperaCore

/// A file of plain models, structs and enums, named for what they are rather than for one of
/// them: for the entity role (`Entity` and its aliases, singular or plural) after what they model
/// (`FeedEntity.swift` holding a module's `Post` and `Author`, `PopularMovieEntity.swift` holding
/// `PopularMovie` and the `Result` it lists), or, for two or more, for what their names share: the
/// file's first word they all start with (`GPTRequestData.swift` holding `GPTModel` and `GPTRole`)
/// or its last word they all end with (`CustomError.swift` holding `URLError` and
/// `DatabaseError`). A file whose name misspells a name it declares, a class among its types, or
/// a type named with the entity role's word is still a slip (`CartEntity.swift` holding
/// `CartEntitiy`, `UserEntity.swift` holding `UserStore`, `TransferEntity.swift` holding
/// `TransfersEntity`).
enum ModelFile {
    /// Whether `file`, declaring `declared` at the top level, holds models named as a group,
    /// `profile` giving the entity role's words.
    static func holdsModels(_ file: FileNaming.Candidate, declaring declared: [TypeFact], profile: Profile) -> Bool {
        let words = NameWords.words(file.baseName)
        guard let first = words.first, let last = words.last, !declared.isEmpty, !file.misspellsAName,
            declared.allSatisfy({ $0.kind == .struct || $0.kind == .enum })
        else { return false }
        let names = declared.map(\.name)
        if let entity = (profile.definition(of: .entity)?.names ?? []).first(where: { $0 == last || plural($0) == last }) {
            return !names.contains { $0.contains(entity) }
        }
        guard names.count >= 2, words.count >= 2 else { return false }
        return names.allSatisfy { NameWords.words($0).first == first } || names.allSatisfy { NameWords.words($0).last == last }
    }

    /// `Entities` for `Entity`, `Models` for `Model`.
    private static func plural(_ word: String) -> String {
        word.hasSuffix("y") ? word.dropLast() + "ies" : word + "s"
    }
}
