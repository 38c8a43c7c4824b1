import ViperaCore

/// What a file may be named after, read from its declarations and from the team's other files.
///
/// A file is well named when its name is one of the types it declares; when it is `Type+Anything`
/// (a file of extensions, as Xcode names `Feed+CoreDataClass.swift`); when it names a type nested
/// in a namespace, by the nested name or with the namespace before it (`AssetPickerInteractor` for
/// `extension AssetPicker { class Interactor }`); when it starts with the name of a namespace it
/// declares (`AssetPickerModels.swift` holding `enum AssetPicker { … }`); or when it differs from a
/// type it declares by one word that several of the team's files add or leave out the same way
/// (`UserRepository.swift` holding `UserRepositoryImpl` where other repositories do the same).
struct FileNaming {
    /// For each affix, how many files differ from their type by it alone.
    private let affixUses: [Affix: Int]

    /// The team's affixes, learned from the files not named by their declarations: a file
    /// named after its type with the affix the team's other files use is no slip, unlike a
    /// file that alone differs from its type (a typo, a renamed type).
    init(learningFrom misnamed: [Candidate]) {
        var uses: [Affix: Int] = [:]
        for file in misnamed {
            for affix in Set(file.affixes) { uses[affix, default: 0] += 1 }
        }
        affixUses = uses
    }

    /// Whether `file` differs from a type it declares by an affix at least two of the team's
    /// misnamed files share.
    func isNamedWithTeamAffix(_ file: Candidate) -> Bool {
        file.affixes.contains { affixUses[$0, default: 0] >= 2 }
    }

    /// A word that the file's name adds to a type's name (`file`) or that the type's name adds
    /// to the file's name (`type`), wherever in the name it is.
    struct Affix: Hashable {
        enum Side: Hashable { case file, type }
        let side: Side
        let word: String
    }

    /// One file: its base name and the names it may be named after.
    struct Candidate {
        let baseName: String
        /// Top-level types and nested types, these both alone and after their namespace.
        let names: [String]
        /// Top-level enums and extensions holding nested types.
        let namespaces: [String]

        init(baseName: String, facts: FileFacts) {
            self.baseName = baseName
            var names: [String] = []
            var namespaces: [String] = []
            var topLevel: TypeFact?
            for type in facts.types {
                guard type.isNested else {
                    topLevel = type
                    if type.kind != .extension { names.append(type.name) }
                    continue
                }
                names.append(type.name)
                guard let namespace = topLevel else { continue }
                names.append(namespace.name + type.name)
                if namespace.kind == .enum || namespace.kind == .extension, namespaces.last != namespace.name {
                    namespaces.append(namespace.name)
                }
            }
            self.names = names
            self.namespaces = namespaces
        }

        /// Whether the file is `Type+Anything`, or named after a type or a namespace it declares.
        var isNamedByItsDeclarations: Bool {
            baseName.contains("+") || names.contains(baseName)
                || namespaces.contains { baseName.count > $0.count && baseName.hasPrefix($0) && Self.startsWord(baseName.dropFirst($0.count)) }
        }

        /// The one-word differences between the file's name and the names it declares.
        var affixes: [Affix] {
            let fileWords = NameWords.words(baseName)
            return names.compactMap { name in
                let typeWords = NameWords.words(name)
                if let word = Self.insertedWord(in: typeWords, comparedWith: fileWords) { return Affix(side: .type, word: word) }
                if let word = Self.insertedWord(in: fileWords, comparedWith: typeWords) { return Affix(side: .file, word: word) }
                return nil
            }
        }

        /// The word `longer` has when it is `shorter` with one word inserted.
        private static func insertedWord(in longer: [String], comparedWith shorter: [String]) -> String? {
            guard longer.count == shorter.count + 1, !shorter.isEmpty else { return nil }
            let position = zip(longer, shorter).prefix { $0 == $1 }.count
            guard longer[(position + 1)...].elementsEqual(shorter[position...]) else { return nil }
            return longer[position]
        }

        /// Whether `rest` starts a new word (`Models` after `AssetPicker`, not `s` after `Asset`).
        private static func startsWord(_ rest: Substring) -> Bool {
            rest.first.map { $0.isUppercase || $0.isNumber } ?? false
        }
    }
}
