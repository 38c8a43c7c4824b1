import ViperaCore

extension FileNaming.Candidate {
    /// Whether the file is named for the extensions it holds rather than for its types, which
    /// are their helpers: it extends more types it does not declare than it declares, or two or
    /// more and as many as it declares (`AppRegistry.swift` extending `View` and `URL` beside
    /// `ShareSheet`); or it extends one and is named for it by its last words (`Address.swift`
    /// extending `EthereumAddress` beside the `Errors` it throws), or for it and a word
    /// (`StringHelpers.swift` extending `String`), or as a file of extensions
    /// (`DateExtension.swift`, `Extensions.swift`).
    var isFileOfExtensions: Bool {
        let count = foreignExtended.count
        guard count > 0 else { return false }
        if count > topLevel.count || (count >= 2 && count >= topLevel.count) { return true }
        let words = NameWords.words(baseName)
        return ["Extension", "Extensions"].contains(words.last ?? "")
            || foreignExtended.contains { extended in
                (extended.count > baseName.count && extended.hasSuffix(baseName) && Self.startsWord(Substring(baseName)))
                    || (baseName.count > extended.count && baseName.hasPrefix(extended) && Self.startsWord(baseName.dropFirst(extended.count))
                        && NameWords.words(String(baseName.dropFirst(extended.count))).count == 1)
            }
    }

    /// Whether the file's name ends with the name of a function or global it declares, after
    /// the words saying what it is for: `AppStateReducer.swift` declaring `func reducer` and the
    /// `AppAction` it takes, `SyncMiddleware.swift` declaring `let middleware`.
    var endsWithADeclaredFunction: Bool {
        functions.contains { baseName.count > $0.count && baseName.hasSuffix($0) && $0.first?.isUppercase == true }
    }

    /// Whether the file holds a thing and its interface, `declared` being its top-level
    /// declarations: a protocol whose name starts with the file's and a type adopting it whose
    /// name ends with the file's after a variant (`NetworkConfig.swift` holding
    /// `protocol NetworkConfigurableType` and `struct APIDataNetworkConfig: NetworkConfigurableType`,
    /// `APIClient.swift` holding `APIClientProtocol` and `URLSessionAPIClient`).
    func holdsAThingAndItsInterface(_ declared: [TypeFact]) -> Bool {
        let interfaces = Set(declared.filter { $0.kind == .protocol && $0.name.hasPrefix(baseName) }.map(\.name))
        return declared.contains { type in
            type.kind != .protocol && type.name.count > baseName.count && type.name.hasSuffix(baseName) && type.inherited.contains(where: interfaces.contains)
        }
    }
}
