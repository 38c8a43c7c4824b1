import Foundation
import ViperaCore

/// Checks Swift code against an architecture profile.
///
/// ```swift
/// let findings = try Validator(configuration: Configuration(root: projectRoot)).validate(paths: ["Sources"])
/// #expect(findings.isEmpty, "\(findings)")
/// ```
public struct Validator: Sendable {
    public let configuration: Configuration

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The findings in the Swift files below `paths` (relative to the configuration's root; all
    /// of the included files when empty), in report order, without those the baseline hides.
    /// - Throws: `LintError` for a missing path or when no file is found; `ConfigurationError`
    ///   for an unreadable baseline.
    public func validate(paths: [String] = []) throws -> [Finding] {
        try run(paths: paths).findings
    }

    /// Like `validate(paths:)`, also telling how many files were checked.
    public func run(paths: [String] = []) throws -> LintResult {
        let inputs = try SourceFiles(configuration: configuration).inputs(for: paths)
        var findings = validate(inputs)
        if let baseline = configuration.baseline {
            findings = try Baseline.load(from: baseline).hiding(from: findings)
        }
        return LintResult(findings: findings, fileCount: inputs.count)
    }

    /// The findings in `inputs` (files on disk or in memory), in report order; no baseline.
    public func validate(_ inputs: [SourceInput]) -> [Finding] {
        let files = Self.facts(for: inputs)
        let index = FactIndex(files: files, profile: configuration.profile)
        var findings: [Finding] = []
        for rule in RuleRegistry.checks {
            let description = rule.description
            guard let severity = configuration.severity(of: description.id) else { continue }
            findings += rule.init().check(index).map {
                Finding(
                    ruleID: description.id, severity: severity, message: $0.message, file: $0.file, range: $0.range,
                    symbol: $0.symbol, related: $0.related
                )
            }
        }
        var suppressions: [String: [SuppressionComment]] = [:]
        for file in files where !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
        return SuppressionFilter.apply(findings, suppressions: suppressions, configuration: configuration).sorted(by: Finding.reportOrder)
    }

    /// Reads, parses and visits every file, on all cores; each syntax tree is dropped as soon
    /// as its facts are collected.
    static func facts(for inputs: [SourceInput]) -> [FileFacts] {
        let slots = Slots<FileFacts>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { position in
            slots.set(position, SourceFileReader.facts(for: inputs[position]))
        }
        return slots.values
    }
}

/// The outcome of a lint run.
public struct LintResult: Sendable {
    public let findings: [Finding]
    /// How many files were checked.
    public let fileCount: Int
}

/// Results written from concurrent iterations, one slot each.
private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ position: Int, _ value: Value) {
        lock.lock()
        storage[position] = value
        lock.unlock()
    }

    var values: [Value] { storage.compactMap { $0 } }
}
