import ArgumentParser
import ViperaLint

/// `--reporter`'s value: the name of a reporter in the registry (`Reporters.all`), which also
/// gives the values `--help` and the completion scripts list.
struct ReporterChoice: RawRepresentable, CaseIterable, ExpressibleByArgument {
    let rawValue: String

    init?(rawValue: String) {
        guard Reporters.named(rawValue) != nil else { return nil }
        self.rawValue = rawValue
    }

    private init(registered name: String) {
        rawValue = name
    }

    static var allCases: [ReporterChoice] { Reporters.all.map { ReporterChoice(registered: $0.name) } }

    /// What the reporter's format is for, shown beside its name in `--help`.
    var defaultValueDescription: String {
        Reporters.all.first { $0.name == rawValue }?.summary ?? rawValue
    }

    /// The default: diagnostics Xcode and terminals read.
    static let xcode = ReporterChoice(registered: XcodeReporter.name)
}
