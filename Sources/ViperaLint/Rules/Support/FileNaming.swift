import ViperaCore

/// What a file may be named after, read from its declarations and from the team's other files.
///
/// A file is well named when its name is one of the types it declares; when it is `Type+Anything`
/// (a file of extensions, as Xcode names `Feed+CoreDataClass.swift`) or names a type it extends
/// (`ModelContainer.swift` extending `ModelContainer`, with a helper type), or holds more extensions of
/// other types than types (`AppRoutes.swift`); when it names a type or type alias nested in a namespace,
/// by the nested name or with the namespace before it (`AssetPickerInteractor` for
/// `extension AssetPicker { class Interactor }`); when it starts with the name of a namespace it
/// declares (`AssetPickerModels.swift` holding `enum AssetPicker { … }`); when it names what its
/// several types all are (`Buttons.swift` holding `LoginButton` and `LogoutButton`) or are together
/// (`Tabs.swift`, `Router.swift` holding `RouterDestination` and `RouterPath`); or when it differs by one
/// word, the way several of the team's files do, from a type it declares (`UserRepository.swift`
/// holding `UserRepositoryImpl`; `CartModels.swift` holding `enum CartScene`), from the type that
/// implements the protocol it declares (`MovieListPresenterInterface.swift` holding
/// `MovieListPresenting`, which `MovieListPresenter` implements), or from what its protocols start
/// with (`CartProtocols.swift` holding only `Cart…` protocols, one file per module).
struct FileNaming {
    /// For each affix, the files that differ from a name by it alone; for a replaced word, the
    /// folders they are in.
    private let affixUses: [Affix: Set<String>]

    /// The team's affixes, learned from the files not named by their declarations and from the
    /// files of extensions alone (`TokenExtension.swift` extending `Token`): a file
    /// named after its type with the affix the team's other files use is no slip, unlike a
    /// file that alone differs from its type (a typo, a renamed type). A word replaced by
    /// another must be so in two folders: a feature's files repeating one renaming slip
    /// (`MentionWidget.swift` holding `MentionsWidgetProvider`) are no team pattern.
    init(learningFrom misnamed: [Candidate]) {
        var uses: [Affix: Set<String>] = [:]
        for file in misnamed {
            for affix in Set(file.affixes) {
                if case .replaces = affix { uses[affix, default: []].insert(file.folder) } else { uses[affix, default: []].insert(file.path) }
            }
        }
        affixUses = uses
    }

    /// Whether `file` differs from a type it declares by an affix at least two of the team's
    /// misnamed files (or folders) share.
    func isNamedWithTeamAffix(_ file: Candidate) -> Bool {
        file.affixes.contains { (affixUses[$0]?.count ?? 0) >= 2 }
    }

    /// Whether `file` declares several types, none of which it is named after nor misspells,
    /// and is named for what they are together: a plural (`Tabs.swift` holding `AppTab` and
    /// `SidebarSections`, `MetricsComponents.swift` holding two cards), the start of their names
    /// (`Router.swift` holding `RouterDestination` and `RouterPath`), their shared stem
    /// (`AnyCodable.swift` holding `AnyEncodable` and `AnyDecodable`), or anything for three types
    /// or more (`FerryScheduleDataModel.swift` holding eight models); a plural may precede a last
    /// `All` (`ContractsAll.swift` holding a protocol and the class assembling the module). A file of protocols under
    /// the last word the team's files of a module's protocols take (`<stem>Protocols.swift`,
    /// learned, or one of `protocolFiles`, the module files of the conventions in force) names
    /// its stem, not a group: `LoginPresenterProtocols.swift` holding `SignIn…` protocols is a
    /// renaming slip.
    func isNamedForItsGroup(_ file: Candidate, protocolFiles: Set<String>) -> Bool {
        guard file.topLevel.count >= 2, !file.holdsOneStemsProtocols, let last = NameWords.words(file.baseName).last else { return false }
        if file.protocols.count == file.topLevel.count, protocolFiles.contains(last) || (affixUses[.protocolsFile(last)]?.count ?? 0) >= 2 {
            return false
        }
        let starts = file.topLevel.filter {
            $0.count > file.baseName.count && $0.hasPrefix(file.baseName) && Candidate.startsWord($0.dropFirst(file.baseName.count))
        }
        guard starts.count < 2, !file.topLevel.allSatisfy({ Self.endsAVariantOf(file.baseName, $0) }) else { return true }
        // The plural may come before a last `All`, as in `ContractsAll.swift`.
        let words = NameWords.words(file.baseName)
        let plural = words.count >= 2 && last == "All" ? words[words.count - 2] : last
        let isPlural = plural.count > 2 && plural.hasSuffix("s") && !plural.hasSuffix("ss")
        return !file.misspellsAName && (file.topLevel.count >= 3 || isPlural)
    }

    /// Whether `type` is `file` with a variant of its last word that ends as it does:
    /// `AnyEncodable` and `AnyDecodable` for `AnyCodable`.
    private static func endsAVariantOf(_ file: String, _ type: String) -> Bool {
        let (fileWords, typeWords) = (NameWords.words(file), NameWords.words(type))
        guard fileWords.count >= 2, typeWords.count == fileWords.count, let fileLast = fileWords.last?.lowercased(), let typeLast = typeWords.last?.lowercased()
        else { return false }
        return typeWords.dropLast() == fileWords.dropLast() && typeLast.count > fileLast.count && typeLast.hasSuffix(fileLast)
    }

    /// How a file's name differs by one word from a name it may be named after.
    enum Affix: Hashable {
        /// The file's name adds the word (`UserRepositoryProtocol.swift` for `UserRepository`).
        case fileAdds(String)
        /// The type's name adds the word (`UserRepositoryImpl` in `UserRepository.swift`).
        case typeAdds(String)
        /// The file's name has `file` where the type's has `type` (`CartModels.swift` for `CartScene`).
        case replaces(file: String, type: String)
        /// The file holds only protocols that start with its name but its last word (`CartProtocols.swift`).
        case protocolsFile(String)
        /// The file's type is its folder's name (or that without its last word) and the file's
        /// name: `LoginModule/Presenter.swift` holding `LoginPresenter`.
        case folderPrefix
        /// The file's name is its folder's name (or that without its last word) and its type's:
        /// `AppModules/AppModulesRouter.swift` holding `Router`.
        case folderNamed
    }
}
