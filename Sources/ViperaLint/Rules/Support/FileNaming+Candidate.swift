import ViperaCore

extension FileNaming {
    /// One file: its base name and the names it may be named after.
    struct Candidate {
        /// The file's path.
        let path: String
        /// The folder holding it, `""` at the root.
        let folder: String
        let baseName: String
        /// Top-level types and nested types, these both alone and after their namespace.
        let names: [String]
        /// Type aliases, these both alone and after their namespace (`TradeAssetsFetcherProtocol`
        /// for `extension Trade { typealias AssetsFetcherProtocol = … }`).
        let aliases: [String]
        /// Top-level enums and extensions holding nested types.
        let namespaces: [String]

        /// The file's top-level declarations.
        let topLevel: [String]
        /// The types its top-level extensions extend, and their aliases (`TimeInterval` for
        /// `Double`).
        let extended: [String]
        /// The types implementing the protocols the file declares, at the top level.
        let implementers: [String]
        /// The file's top-level declarations, when all are protocols; else empty.
        let protocols: [String]
        /// The types it does not declare nor fill as a namespace that the file's top-level
        /// extensions extend, by their outermost names.
        let foreignExtended: Set<String>
        /// The functions and variables of the file's top level and top-level extensions,
        /// capitalised: `ItemReducer` for `func itemReducer`.
        let functions: [String]
        /// What the file's top-level types inherit or conform to that ends their names: the
        /// `WidgetBundle` of `struct BarkWidgetBundle: WidgetBundle`.
        let implemented: [String]

        /// The file named `baseName` with `facts`; `implementers` gives the types conforming to a
        /// protocol, `aliases` the other names of a type it extends.
        init(
            baseName: String, facts: FileFacts, implementers: (String) -> [String] = { _ in [] }, aliases: (String) -> [String] = { _ in [] }
        ) {
            self.path = facts.path
            self.folder = facts.path.lastIndex(of: "/").map { String(facts.path[..<$0]) } ?? ""
            self.baseName = baseName
            var names: [String] = []
            var extended: [String] = []
            var namespaces: [String] = []
            var topLevel: TypeFact?
            for type in facts.types {
                guard type.isNested else {
                    topLevel = type
                    if type.kind == .extension { extended += [type.name] + aliases(type.name) } else { names.append(type.name) }
                    continue
                }
                names.append(type.name)
                guard let namespace = topLevel else { continue }
                names.append(namespace.name + type.name)
                if namespace.kind == .enum || namespace.kind == .extension, namespaces.last != namespace.name {
                    namespaces.append(namespace.name)
                }
            }
            self.aliases = facts.typeAliases.flatMap { alias in [alias.name] + (alias.scope.last.map { [$0 + alias.name] } ?? []) }
            // A type whose name starts with an underscore, kept out of the API's listings, is
            // named by the rest: `_IfLetReducer` in `IfLetReducer.swift`.
            self.names = names + names.filter { $0.first == "_" }.map { String($0.drop { $0 == "_" }) }
            self.extended = extended
            self.namespaces = namespaces
            let declared = facts.topLevelDeclarationIndices.map { facts.types[$0] }
            self.topLevel = declared.map(\.name)
            // What the file's extensions extend, by the outermost name (`MediaAttachment` for
            // `extension MediaAttachment.Meta`), its own types and namespaces aside.
            let own = Set(declared.map(\.name) + namespaces)
            let extendedRoots = facts.types.filter { !$0.isNested && $0.kind == .extension }.map { $0.scope.first ?? $0.name }
            self.foreignExtended = Set(extendedRoots).subtracting(own)
            let protocols = declared.filter { $0.kind == .protocol }.map(\.name)
            self.protocols = protocols.count == declared.count ? protocols : []
            self.implementers = protocols.flatMap(implementers)
            self.functions = facts.functionNames.map { $0.prefix(1).uppercased() + $0.dropFirst() }
            self.implemented = declared.flatMap { type in
                type.inherited.filter { type.name.count > $0.count && type.name.hasSuffix($0) && Self.startsWord(Substring($0)) }
            }
        }

        /// Whether the file is `Type+Anything`, or named after a type or a namespace it declares,
        /// a type it extends, or a function or variable of its top level or its extensions,
        /// whatever the case of its letters (`ItemReducer.swift` declaring `func itemReducer` and
        /// the `enum ItemAction` it takes, `DBMiddleware.swift` declaring `func dbMiddleware`),
        /// or after what its type is a kind of (`WidgetBundle.swift` holding
        /// `struct BarkWidgetBundle: WidgetBundle`, `RequestHandler.swift` holding
        /// `struct AuthRequestHandler: RequestHandler`).
        var isNamedByItsDeclarations: Bool {
            baseName.contains("+") || names.contains(baseName) || extended.contains(baseName) || Self.contains(functions, baseName) || spellsANameInParts
                || implemented.contains(baseName)
                || namesItsTypeInPlural || namesWhatItsTypesAreInPlural
                || holdsAbbreviations
                || namespaces.contains { baseName.count > $0.count && baseName.hasPrefix($0) && Self.startsWord(baseName.dropFirst($0.count)) }
                || namesWhatItsTypesAre
        }

        /// Whether the file's name is written in dotted parts that give a name it declares or
        /// extends, in order, in reverse or by its last part: `Login.Presenter.swift` and
        /// `View.Thing.swift` for `LoginPresenter` and `ThingView`, `Feature.Thing.swift` for
        /// `Thing`, and `Thing.template.swift` for `Thing`: parts in lowercase after the name say
        /// what kind of file it is. A dot is no slip; the parts before the last are the team's
        /// grouping.
        private var spellsANameInParts: Bool {
            let parts = baseName.split(separator: ".").map(String.init)
            guard parts.count >= 2 else { return false }
            var spelt = [parts.joined(), parts.reversed().joined(), parts[parts.count - 1]]
            if parts.dropFirst().allSatisfy({ $0.first?.isLowercase == true }) { spelt.append(parts[0]) }
            return spelt.contains { names.contains($0) || extended.contains($0) }
        }

        /// Whether Xcode names the file, whatever it declares: a playground page's
        /// `Contents.swift` (`Shapes.playground/Contents.swift`,
        /// `Pages/Intro.xcplaygroundpage/Contents.swift`).
        var isNamedByXcode: Bool {
            baseName == "Contents" && [".playground", ".xcplaygroundpage"].contains { folder.hasSuffix($0) }
        }

        /// Whether the file is a Swift package target's file named for the target
        /// (`Sources/PaymentFeature/PaymentFeature.swift`): the target's own, whatever it declares.
        var isNamedForItsTarget: Bool {
            let folders = folder.split(separator: "/")
            return folders.count >= 2 && folders[folders.count - 1] == baseName && folders[folders.count - 2] == "Sources"
        }

        /// Whether the file is named for a type alias it declares, whatever the case of its
        /// letters (`HTTPHandler.swift` for `typealias httpHandler`).
        var isNamedForAnAlias: Bool {
            Self.contains(aliases, baseName)
        }

        /// Whether `names` holds `name`, whatever the case of their letters: `dbMiddleware`, a
        /// function's name, is `DBMiddleware` in a file's name, as the language writes an
        /// abbreviation starting a name in lowercase and one starting a file's in capitals.
        private static func contains(_ names: [String], _ name: String) -> Bool {
            let lowercased = name.lowercased()
            return names.contains { $0.count == name.count && $0.lowercased() == lowercased }
        }

        /// Whether the file's name is written as type names are, without a lowercase start or
        /// an underscore: `fetch_licenses.swift` and `main.swift` name a script or an entry point,
        /// `Media_HX.swift` a type in the team's own spelling. A name no type can have, with a
        /// hyphen or a digit first, numbers or tags the team's files: `01-GettingStarted-Focus.swift`,
        /// a tutorial's `ListsOfSyncUps-02-code-0002.swift`, `SectionViewController-iPad.swift`.
        var isNamedLikeAType: Bool {
            baseName.first?.isLowercase != true && baseName.first?.isNumber != true && !baseName.contains("_") && !baseName.contains("-")
        }

        /// Whether the file's types all have names of one or two letters, which stand for what
        /// the file's name spells out: `Constants.swift` holding `enum K`.
        private var holdsAbbreviations: Bool {
            !topLevel.isEmpty && topLevel.allSatisfy { $0.count <= 2 }
        }

        /// Whether the file declares one type and is named for its instances, in the plural:
        /// `HTTPMethods.swift` holding `enum HTTPMethod`.
        private var namesItsTypeInPlural: Bool {
            topLevel.count == 1 && [topLevel[0] + "s", topLevel[0] + "es"].contains(baseName)
        }

        /// Whether the file is named `<Stem><Kind>s` for what each of its types is, a
        /// `<Stem>…<Kind>`, however few: `Colors.swift` holding `enum JesflixColor`,
        /// `APIProtocols.swift` holding `protocol APIURLProtocol`, `Constants.swift` holding
        /// `MainConstraintConstants`; or `Protocols.swift` holding protocols alone.
        private var namesWhatItsTypesAreInPlural: Bool {
            let words = NameWords.words(baseName)
            guard let last = words.last, last.count > 3, last.hasSuffix("s"), !last.hasSuffix("ss"), !topLevel.isEmpty else { return false }
            if baseName == "Protocols" { return !protocols.isEmpty }
            let (stem, kind) = (words.dropLast().joined(), String(last.dropLast()))
            return topLevel.allSatisfy { name in
                name.count > stem.count + kind.count && name.hasPrefix(stem) && (name.hasSuffix(kind) || name.hasSuffix(last))
            }
        }

        /// Whether the file declares several types and is named after what they all are:
        /// `Buttons.swift` holding `LoginButton` and `LogoutButton`.
        private var namesWhatItsTypesAre: Bool {
            let kind = baseName.hasSuffix("s") ? String(baseName.dropLast()) : baseName
            return topLevel.count >= 2 && kind.first?.isUppercase == true && topLevel.allSatisfy { $0.hasSuffix(kind) }
        }

        /// Whether the file holds two or more protocols all starting with its name but its last
        /// word, one module's protocols (`CartProtocols.swift`): no group, whatever its word.
        var holdsOneStemsProtocols: Bool {
            protocolsFileWord(NameWords.words(baseName)) != nil
        }

        /// Whether the file's name misspells one of its top-level names, the types it extends or
        /// implements, or their start (`SignUpPresenterProtcols.swift`), a plural aside (`Tabs.swift`
        /// holding `TabEntries`).
        var misspellsAName: Bool {
            (topLevel + extended + implementers).contains { name in
                var start = ""
                return NameWords.words(name).contains { word in
                    start += word
                    return start + "s" != baseName && Misspelling.misspells(baseName, start)
                }
            }
        }

        /// The one-word differences between the file's name and the names it declares or
        /// extends, the names of what implements its protocols, and its protocols' common start.
        var affixes: [Affix] {
            let fileWords = NameWords.words(baseName)
            let differences: [Affix] = (names + aliases + extended + implementers).compactMap { name in
                let typeWords = NameWords.words(name)
                if let word = Self.insertedWord(in: typeWords, comparedWith: fileWords) { return .typeAdds(word) }
                if let word = Self.insertedWord(in: fileWords, comparedWith: typeWords) { return .fileAdds(word) }
                return Self.replacedWord(fileWords, typeWords).map { .replaces(file: $0.file, type: $0.type) }
            }
            let folderPrefixed = names.contains { name in folderStems.contains { name == $0 + baseName } }
            let folderNamed = names.contains { name in folderStems.contains { baseName == $0 + name } }
            return differences + (protocolsFileWord(fileWords).map { [.protocolsFile($0)] } ?? []) + (folderPrefixed ? [.folderPrefix] : [])
                + (folderNamed ? [.folderNamed] : [])
        }

        /// What the folder holding the file may name before its types' names: its name, and
        /// its name without its last word (`Login` for `LoginModule/Presenter.swift`).
        private var folderStems: [String] {
            let folderName = folder.split(separator: "/").last.map { $0.replacingOccurrences(of: " ", with: "") } ?? ""
            let words = NameWords.words(folderName)
            return [folderName] + (words.count >= 2 ? [words.dropLast().joined()] : [])
        }

        /// The file's last word when it holds two or more protocols, all starting with the
        /// file's other words.
        private func protocolsFileWord(_ fileWords: [String]) -> String? {
            guard protocols.count >= 2, fileWords.count >= 2, let word = fileWords.last else { return nil }
            let stem = baseName.dropLast(word.count)
            return protocols.allSatisfy { $0.count > stem.count && $0.hasPrefix(stem) && Self.startsWord($0.dropFirst(stem.count)) } ? word : nil
        }

        /// The words `file` and `type` have in place of each other when they differ in one
        /// word at the same place, past the first, and share at least one other, or in their
        /// last one or two words after a shared start (`BasicsTestCase.swift` holding
        /// `BasicsView`); not when one misspells the other (`Setings` for `Settings`, a plural
        /// aside). A slip or a renamed module repeated in a module's files
        /// (`LoginPresenter.swift` holding `AuthPresenter`) is no team pattern.
        private static func replacedWord(_ file: [String], _ type: [String]) -> (file: String, type: String)? {
            guard file.count >= 2, type.count >= 2 else { return nil }
            guard file.count == type.count else {
                let shared = zip(file, type).prefix { $0 == $1 }.count
                let (fileEnd, typeEnd) = (file[shared...].joined(), type[shared...].joined())
                guard shared >= 1, file.count - shared <= 2, type.count - shared <= 2, !Misspelling.misspells(fileEnd, typeEnd) else { return nil }
                return (fileEnd, typeEnd)
            }
            let differing = file.indices.filter { file[$0] != type[$0] }
            guard differing.count == 1, let index = differing.first, index > 0 else { return nil }
            let (fileWord, typeWord) = (file[index], type[index])
            let isPlural = fileWord == typeWord + "s" || typeWord == fileWord + "s"
            guard isPlural || !Misspelling.misspells(fileWord, typeWord) else { return nil }
            return (fileWord, typeWord)
        }

        /// The word `longer` has when it is `shorter` with one word inserted.
        private static func insertedWord(in longer: [String], comparedWith shorter: [String]) -> String? {
            guard longer.count == shorter.count + 1, !shorter.isEmpty else { return nil }
            let position = zip(longer, shorter).prefix { $0 == $1 }.count
            guard longer[(position + 1)...].elementsEqual(shorter[position...]) else { return nil }
            return longer[position]
        }

        /// Whether `rest` starts a new word (`Models` after `AssetPicker`, not `s` after `Asset`).
        static func startsWord(_ rest: Substring) -> Bool {
            rest.first.map { $0.isUppercase || $0.isNumber } ?? false
        }
    }
}
