/// One problem the validator found.
public struct Finding: Hashable, Sendable, Codable {
    /// The rule that found it, e.g. `weak-reference-required`.
    public let ruleID: RuleID
    /// Its severity after configuration.
    public let severity: Severity
    /// What is wrong, in one sentence.
    public let message: String
    /// The file, relative to the validator's root folder when it lies below it.
    public let file: String
    /// Where in the file.
    public let range: SourceRange
    /// A stable key naming what the finding is about, `Module/Type/property` (`_` for a type
    /// outside any module); baselines match on it instead of line numbers.
    public let symbol: String
    /// Other places the finding involves (the other references of a cycle); a suppression at
    /// any of them suppresses the finding too.
    public let related: [FindingLocation]
    /// For a reference cycle, its references in order, starting with the one the finding is on
    /// (the one to make weak, or the closure to capture `self` weakly in); empty otherwise.
    public let cycle: [CycleStep]
    /// How to repair it, for the ownership findings `FixPlanner` knows how to fix (or why it
    /// will not); `nil` until the planner has looked, and for other rules.
    public var fix: Fix?
    /// The module it is in, one of those `vipera graph` draws (`FactIndex.modules`), or `nil`
    /// outside any: the module part of `symbol` once the validator has placed it.
    public private(set) var module: String?

    public init(
        ruleID: RuleID, severity: Severity, message: String, file: String, range: SourceRange, symbol: String,
        related: [FindingLocation] = [], cycle: [CycleStep] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.symbol = symbol
        self.related = related
        self.cycle = cycle
        let first = symbol.split(separator: "/", maxSplits: 1).first.map(String.init)
        module = first == Symbol.noModule ? nil : first
    }

    /// The same finding at `severity` (a rule's finding at the severity configured for it).
    func with(severity: Severity) -> Finding {
        var finding = Finding(ruleID: ruleID, severity: severity, message: message, file: file, range: range, symbol: symbol, related: related, cycle: cycle)
        finding.module = module
        return finding
    }

    /// The same finding without its fix (one planned on a file's bytes that may have moved since).
    var withoutFix: Finding {
        var finding = self
        finding.fix = nil
        return finding
    }

    /// The 1-based line where the finding starts.
    public var line: Int { range.start.line }
    /// The 1-based column where the finding starts.
    public var column: Int { range.start.column }

    /// The same finding placed among `modules`: outside any module when its symbol names one
    /// that is not among them (a lone `CameraPreviewView` is no `CameraPreview` module).
    func placed(among modules: Set<String>) -> Finding {
        var placed = self
        if let module, !modules.contains(module) { placed.module = nil }
        return placed
    }

    /// Orders findings by file, position and rule, the order every reporter prints.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.range.start, lhs.ruleID, lhs.message) < (rhs.file, rhs.range.start, rhs.ruleID, rhs.message)
    }
}

private func < (lhs: (String, SourcePosition, String, String), rhs: (String, SourcePosition, String, String)) -> Bool {
    if lhs.0 != rhs.0 { return lhs.0 < rhs.0 }
    if lhs.1 != rhs.1 { return lhs.1 < rhs.1 }
    if lhs.2 != rhs.2 { return lhs.2 < rhs.2 }
    return lhs.3 < rhs.3
}

/// A place in a file.
public struct FindingLocation: Hashable, Sendable, Codable {
    public let file: String
    public let range: SourceRange

    public init(file: String, range: SourceRange) {
        self.file = file
        self.range = range
    }
}

/// Builds the stable symbol keys of findings.
public enum Symbol {
    /// The module part of a key for a type that belongs to no module.
    public static let noModule = "_"

    /// `Module/Type/member…`, with `_` when `module` is `nil`.
    public static func key(module: String?, _ parts: String...) -> String {
        ([module ?? noModule] + parts).joined(separator: "/")
    }
}
