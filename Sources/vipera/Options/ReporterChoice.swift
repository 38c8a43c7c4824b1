import ArgumentParser
import ViperaLint

/// `--reporter`'s value: a reporter's format (`ReporterKind`), which also gives the values
/// `--help` and the completion scripts list.
struct ReporterChoice: RawRepresentable, CaseIterable, ExpressibleByArgument {
    /// The format chosen.
    let kind: ReporterKind

    init(_ kind: ReporterKind) {
        self.kind = kind
    }

    init?(rawValue: String) {
        guard let kind = ReporterKind(rawValue: rawValue) else { return nil }
        self.kind = kind
    }

    /// The name `--reporter` takes.
    var rawValue: String { kind.rawValue }

    static var allCases: [ReporterChoice] { ReporterKind.allCases.map(ReporterChoice.init) }

    /// What the reporter's format is for, shown beside its name in `--help`.
    var defaultValueDescription: String { kind.summary }

    /// The default: diagnostics Xcode and terminals read.
    static let xcode = ReporterChoice(.xcode)
}
