import Foundation

/// The type names a planned Swift file may declare at its top level: those the pre-flight looks
/// for in the project. A quick look (`TypeNameScan`) finds every name after a type keyword, nested
/// ones and words in comments too; a file naming one without any module's name in it (a shared
/// type such as silver's `Module`, or a test's nested `private struct Offline`) is parsed, so that
/// such a name, which every project file mentioning it would have to be parsed for, is looked for
/// only when the file declares it at its top level.
struct PlannedTypeNames {
    /// The names looked for: only names starting with a capital letter count (type names do;
    /// words after "class" in comments mostly do not).
    let names: Set<String>
    /// The file's top-level types, when it was parsed.
    private let parsed: [TopLevelTypes.Declaration]?

    /// The names of `entry`, a file of one of the run's `modules` (none for a file that is not Swift).
    init(_ entry: GenerationPlan.Entry, modules: RunModules) {
        guard !entry.isFolder, entry.path.hasSuffix(".swift") else {
            (names, parsed) = ([], nil)
            return
        }
        let scanned = TypeNameScan.names(in: entry.data).filter { $0.first?.isUppercase == true }
        guard scanned.contains(where: modules.areAbsent) else {
            (names, parsed) = (scanned, nil)
            return
        }
        let declarations = Self.topLevelTypes(of: entry)
        (names, parsed) = (scanned.intersection(declarations.map(\.name)), declarations)
    }

    /// The top-level types of `entry`, the file these names are of.
    func declarations(of entry: GenerationPlan.Entry) -> [TopLevelTypes.Declaration] {
        parsed ?? Self.topLevelTypes(of: entry)
    }

    private static func topLevelTypes(of entry: GenerationPlan.Entry) -> [TopLevelTypes.Declaration] {
        TopLevelTypes(source: String(decoding: entry.data, as: UTF8.self)).declarations
    }
}
