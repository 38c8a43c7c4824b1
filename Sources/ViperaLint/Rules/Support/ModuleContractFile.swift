import ViperaCore

/// A file keeping one module's contract: only protocols, among them the protocols of two roles
/// or more of one module, named after that module with a word of the team's
/// (`LoginProtocols.swift`, `LoginContract.swift`) or by one word alone (`Contracts.swift`).
/// The module's protocols kept together are the team's choice, not a file to split or rename;
/// a file named after another module than its protocols' (`LoginProtocols.swift` holding
/// `SignIn…`, a renamed module) or off the file the team's modules keep such a protocol in
/// (learned: `<M>Protocols.swift` where the majority has it) still deviates.
enum ModuleContractFile {
    /// Whether the file named `baseName` (without `.swift`) declaring `declared` at the top
    /// level is a module's contract.
    static func isContract(_ baseName: String, declaring declared: [TypeFact], in index: FactIndex) -> Bool {
        guard declared.count >= 2, declared.allSatisfy({ $0.kind == .protocol }) else { return false }
        let assignments = declared.compactMap { index.roleProtocolAssignment($0.name) }
        let modules = Set(assignments.map(\.module))
        guard modules.count == 1, let module = modules.first ?? nil, Set(assignments.map(\.role)).count >= 2,
            declared.allSatisfy({ $0.name.contains(module) })
        else { return false }
        let keptElsewhere = declared.contains { type in
            index.profile.learnedFile(of: type.name).map { $0.name != baseName + ".swift" } ?? false
        }
        guard !keptElsewhere else { return false }
        let rest: Substring? = baseName.hasPrefix(module) ? baseName.dropFirst(module.count) : nil
        return NameWords.words(baseName).count == 1 || rest.map { $0.isEmpty || $0.first?.isUppercase == true || $0.first == "." } ?? false
    }
}
