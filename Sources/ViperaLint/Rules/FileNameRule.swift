import Foundation
import ViperaCore

/// A file is not named after its primary type.
struct FileNameRule: Rule {
    static let description = RuleDescription(
        id: "file-name",
        defaultSeverity: .warning,
        category: .naming,
        summary: "A file declaring types is not named after one of its top-level types.",
        triggering: triggeringExamples + kindTriggeringExamples + habitTriggeringExamples,
        nonTriggering: nonTriggeringExamples + kindNonTriggeringExamples + habitNonTriggeringExamples
    )

    func check(_ index: FactIndex) -> [Finding] {
        let implementers = Self.implementers(in: index)
        let aliases = ExtendedTypeAliases(index.files)
        let misnamed: [(file: FileFacts, primary: TypeFact, candidate: FileNaming.Candidate, declared: [TypeFact])] = index.files.compactMap { file in
            let declared = Self.declarations(of: file)
            // Test code is named after what it tests or stands in for; empty enums alone are
            // namespaces the app's other files fill (`enum StatusEditor {}` in `Namespace.swift`).
            guard let first = declared.first, !index.testFiles.contains(file.path),
                !declared.allSatisfy({ TestCode.isTestDouble(file.types[$0].name) }),
                !declared.allSatisfy({ file.types[$0].kind == .enum && file.types[$0].isEmpty })
            else { return nil }
            let baseName = Self.baseName(of: file.path)
            let candidate = FileNaming.Candidate(baseName: baseName, facts: file, implementers: { implementers[$0] ?? [] }, aliases: aliases.of)
            let names = declared.map { file.types[$0].name }
            guard !candidate.isNamedByItsDeclarations, !index.profile.isModuleFile(baseName, declaring: names),
                !index.profile.followsLearnedFileName(baseName, declaring: names)
            else { return nil }
            // The type the file's name misspells is the one it was meant to name, unless the
            // file's spelling starts another name it declares (`CartInteractor.swift` holding
            // `CartInteractorInterface` and a misspelt `CartIntereactor`).
            let isSpeltAsDeclared = names.contains { $0.hasPrefix(baseName) }
            let misspelt = isSpeltAsDeclared ? nil : declared.first { Misspelling.misspells(baseName, file.types[$0].name) }
            let primary = misspelt ?? first
            return (file, file.types[primary], candidate, declared.map { file.types[$0] })
        }
        // Files of extensions alone show how the team names a file after what it extends.
        let extensionFiles = index.files.filter { file in
            !index.testFiles.contains(file.path) && file.topLevelDeclarationIndices.isEmpty && file.types.contains { !$0.isNested && $0.kind == .extension }
        }
        let naming = FileNaming(
            learningFrom: misnamed.map(\.candidate)
                + extensionFiles.map { FileNaming.Candidate(baseName: Self.baseName(of: $0.path), facts: $0, aliases: aliases.of) })
        let moduleFiles = Self.moduleFiles(misnamed.map(\.candidate.baseName), modules: index.modules)
        let appFiles = index.files.filter { !index.testFiles.contains($0.path) }
        let moduleHomes = Self.moduleHomes(appFiles.map { Self.baseName(of: $0.path) }, modules: index.modules)
        let partNames = PartFileNames(appFiles, baseName: Self.baseName)
        let exactNames = ExactFileNames(appFiles, declarations: { file in Self.declarations(of: file).map { file.types[$0] } }, baseName: Self.baseName)
        let groupFiles = GroupFileNames(appFiles, baseName: Self.baseName)
        let protocolFiles = Set(
            (index.profile.learnedNaming.compactMap(\.fileSuffix) + index.profile.conventions.flatMap(\.moduleFiles)).compactMap { NameWords.words($0).last })
        // Scripts, files of extensions, files named for an alias and modules' contracts teach
        // the team's affixes like the others.
        return misnamed.filter { file in
            !ModuleContractFile.isContract(file.candidate.baseName, declaring: file.file.topLevelDeclarationIndices.map { file.file.types[$0] }, in: index)
                && !ModelFile.holdsModels(file.candidate, declaring: file.declared, profile: index.profile)
                && file.candidate.isNamedLikeAType && !file.candidate.isNamedByXcode && !file.candidate.isNamedForItsTarget
                && !file.candidate.isFileOfExtensions && !file.candidate.endsWithADeclaredFunction
                && !file.candidate.holdsAThingAndItsInterface(file.declared) && !file.candidate.isNamedForAnAlias
                && !partNames.contains(file.candidate.baseName)
                && (exactNames.isTheTeamsHabit || !Self.isNamedForPartOfItsType(file.candidate.baseName, declaring: file.declared))
                && !naming.isNamedWithTeamAffix(file.candidate) && !naming.isNamedForItsGroup(file.candidate, protocolFiles: protocolFiles)
                && !(GroupFileNames.namesAGroup(file.candidate, declaring: file.declared) && groupFiles.isTheTeamsHabit(besides: file.file.path))
                && Self.moduleFile(file.candidate.baseName, modules: index.modules).map { moduleFile in
                    !moduleFiles.contains(moduleFile.word) && !(moduleHomes.contains(moduleFile.word) && Self.isHome(file.candidate, of: moduleFile.word))
                } ?? true
        }.map { file, primary, candidate, declared in
            let evidence =
                Self.isNamedForPartOfItsType(candidate.baseName, declaring: declared)
                ? exactNames.evidence : GroupFileNames.namesAGroup(candidate, declaring: declared) ? groupFiles.evidence(besides: file.path) : nil
            return Self.finding(
                Self.message(file: candidate.baseName, declaring: primary, evidence: evidence, profile: index.profile),
                file: file.path,
                range: primary.range,
                symbol: Symbol.key(module: index.module(of: primary.name), primary.name)
            )
        }
    }

    /// What a file named `file` declaring `primary` first is told: for a protocol the team's
    /// modules keep in a file of another name, that name and why; else the type's own name,
    /// after the `evidence` of the team's habit it breaks, if any.
    private static func message(file: String, declaring primary: TypeFact, evidence: String?, profile: Profile) -> String {
        let type = primary.name
        if primary.kind == .protocol, let learned = profile.learnedFile(of: type), learned.name != "\(type).swift", let pattern = learned.naming.filePattern {
            return "\(file).swift declares \(type); the team's modules declare \(learned.naming.protocolPattern) in \(pattern): name the file \(learned.name)"
        }
        return "\(file).swift declares \(type); \(evidence.map { "\($0): " } ?? "")name the file \(type).swift"
    }

    /// The file's top-level declarations that its name may have to name: a SwiftUI preview is
    /// named for the view it shows, wherever it is.
    private static func declarations(of file: FileFacts) -> [Int] {
        file.topLevelDeclarationIndices.filter { !file.types[$0].inherited.contains("PreviewProvider") }
    }

    /// Whether the file named `baseName` declares one type, `declared`, and is named for part of
    /// it or for it and a word more (`Session.swift` holding `WalletSession`): a slip only where
    /// the team names its files exactly (see `ExactFileNames`).
    private static func isNamedForPartOfItsType(_ baseName: String, declaring declared: [TypeFact]) -> Bool {
        declared.count == 1 && ExactFileNames.differByEndWords(baseName, declared[0].name)
    }

    /// For each protocol, the types (test code aside) that conform to it in their declaration or
    /// an extension.
    private static func implementers(in index: FactIndex) -> [String: [String]] {
        var implementers: [String: [String]] = [:]
        for info in index.typesInNameOrder where info.kind != .protocol && !info.isTestCode {
            for name in Set(info.inherited) { implementers[name, default: []].append(info.name) }
        }
        return implementers
    }

    /// The words after the module's name that most modules' files not named after what they
    /// declare share (`Entity` where eight of nine modules keep their models in `<M>Entity.swift`):
    /// the team's module files, well named whatever they declare. At least 3 modules, and more
    /// than half of `modules`, must keep one.
    private static func moduleFiles(_ misnamed: [String], modules: Set<String>) -> Set<String> {
        var keeping: [String: Set<String>] = [:]
        for baseName in misnamed {
            guard let file = moduleFile(baseName, modules: modules) else { continue }
            keeping[file.word, default: []].insert(file.module)
        }
        return Set(keeping.filter { $0.value.count >= 3 && $0.value.count * 2 > modules.count }.keys)
    }

    /// The words after the module's name that files of at least 3 modules are named with,
    /// whatever they declare (`Entity` for `LoginEntity.swift`, `CartEntity.swift` and
    /// `FeedEntity.swift`): the team's files of a module's part.
    private static func moduleHomes(_ baseNames: [String], modules: Set<String>) -> Set<String> {
        var keeping: [String: Set<String>] = [:]
        for baseName in baseNames {
            guard let file = moduleFile(baseName, modules: modules) else { continue }
            keeping[file.word, default: []].insert(file.module)
        }
        return Set(keeping.filter { $0.value.count >= 3 }.keys)
    }

    /// Whether `file`, named for its module and `word`, is the home of the module's part the
    /// word names, holding it under other names (`LoginEntity.swift` holding `User` and `Token`),
    /// rather than a renaming slip or a misspelling of what it declares: none of its types
    /// has the word's last word, or its singular, in its name (`LoginPresenter.swift` holding
    /// `SignInPresenter`, `RestaurantHeaderPresenter.swift` holding
    /// `RestaurantFooterViewPresenterInterface`, `LoginViewController.swift` holding
    /// `SignInController`), and its name misspells none.
    private static func isHome(_ file: FileNaming.Candidate, of word: String) -> Bool {
        guard let last = NameWords.words(word).last else { return false }
        let singular = last.hasSuffix("s") ? String(last.dropLast()) : last
        return !file.misspellsAName && !file.topLevel.contains { $0.contains(singular) }
    }

    /// `baseName` split after the longest module name it starts with, before a word:
    /// `SettingScreen` and `Entity` for `SettingScreenEntity`.
    private static func moduleFile(_ baseName: String, modules: Set<String>) -> (module: String, word: String)? {
        let module = modules.filter { baseName.count > $0.count && baseName.hasPrefix($0) && baseName.dropFirst($0.count).first?.isUppercase == true }
            .max { $0.count < $1.count }
        return module.map { ($0, String(baseName.dropFirst($0.count))) }
    }

    /// The file's name without its extension: `LoginPresenter` for `Login/LoginPresenter.swift`.
    private static func baseName(of path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        // Discovered files end in `.swift`, spared a URL; a file given by name may not.
        guard name.hasSuffix(".swift"), name.count > ".swift".count else {
            return URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        }
        return String(name.dropLast(".swift".count))
    }
}
