/// Works out the fix of each ownership finding: `weak` on the reference a finding names, or
/// `[weak self]` in the closure it names; and of a component importing a framework its role must
/// not, the import taken out where its files name nothing of it (`ImportFix`). A fix is refused, with the reason, when vipera cannot
/// prove the edited code still type-checks and parses, or when it would edit generated or
/// vendored code; a file that cannot be read (or is not among the checked files) gets none.
///
/// What the codebase declares and where a property may be used come from the facts the run
/// collected; only the files a fix or its proof needs are read and parsed.
public struct FixPlanner {
    private let sources: FixSources
    private let types: CodebaseTypes

    /// The rules whose findings have fixes.
    public static let fixableRules: Set<RuleID> = [
        WeakReferenceRequiredRule.description.id, StrongDelegateRule.description.id, ReferenceCycleRule.description.id,
        ClosureCaptureCycleRule.description.id, ForbiddenImportRule.description.id,
    ]

    /// A planner for the findings of `result`, from the files and facts the run kept; `nil` when
    /// no finding it reports is of a rule with fixes (the run then kept none, and nothing is read)
    /// or when the run attached their fixes itself (`Validator.plansFixes`).
    public init?(for result: LintResult) {
        guard let files = result.files, let facts = files.facts else { return nil }
        self.init(inputs: files.inputs, facts: facts)
    }

    /// A planner over `files` (on disk or in memory), whose facts it collects itself.
    public init(files: [SourceInput]) {
        self.init(inputs: files, facts: files.map(SourceFileReader.facts(for:)))
    }

    /// A planner over `inputs`, from their `facts` (in the same order), keeping between two
    /// fixes the syntax trees of at most `treeBudget` bytes of source.
    init(inputs: [SourceInput], facts: [FileFacts], treeBudget: Int = FixSources.treeBudget) {
        sources = FixSources(inputs, treeBudget: treeBudget)
        types = CodebaseTypes(facts, sources: sources)
    }

    /// The paths of the files read so far (for a fix or its proof), in order.
    var readPaths: [String] { sources.readPaths }

    /// How many files' syntax trees are held.
    var heldTreeCount: Int { sources.heldTreeCount }

    /// Whether `finding` is of a rule whose findings have fixes.
    static func isFixable(_ finding: Finding) -> Bool {
        fixableRules.contains(finding.ruleID)
    }

    /// `findings` with the fix of each ownership finding attached.
    public func attachingFixes(to findings: [Finding]) -> [Finding] {
        findings.map { finding in
            var fixed = finding
            fixed.fix = fix(for: finding)
            return fixed
        }
    }

    /// The applicable fixes of `findings` (with fixes attached) made in memory.
    public func application(of findings: [Finding]) -> FixApplication {
        FixApplication(findings, sources: sources)
    }

    /// The fix of one finding, or `nil` for a rule without fixes or a file not checked.
    func fix(for finding: Finding) -> Fix? {
        defer { sources.releaseTrees() }
        guard Self.isFixable(finding), let file = sources.file(finding.file) else { return nil }
        let offset = file.offset(of: finding.range.start)
        let fix: Fix
        if finding.ruleID == ForbiddenImportRule.description.id {
            // The symbol is `Module/Component/import Framework`.
            let parts = finding.symbol.split(separator: "/")
            guard parts.count >= 3, let framework = parts.last?.split(separator: " ").last else { return nil }
            fix = ImportFix(sources: sources, types: types).fix(file, component: String(parts[parts.count - 2]), framework: String(framework))
        } else if finding.ruleID == ClosureCaptureCycleRule.description.id {
            // The label is `Holder.property = { self … }`, naming the class that declares the
            // property; a block left registered with NotificationCenter closes no cycle, and its
            // symbol (`Module/Holder/addObserver`) names the class.
            let declared: String
            if let step = finding.cycle.first {
                guard step.isClosure else { return nil }
                declared = step.label.components(separatedBy: " = ")[0]
            } else {
                declared = finding.symbol.split(separator: "/").dropFirst().joined(separator: ".")
            }
            guard let dot = declared.lastIndex(of: ".") else { return nil }
            fix = ClosureCaptureFix(sources: sources, types: types).fix(
                file, offset: offset, holder: String(declared[..<dot]), property: String(declared[declared.index(after: dot)...]))
        } else {
            guard let (holder, name) = Self.reference(named: finding) else {
                let label = finding.cycle.first?.label ?? finding.symbol
                return Fix(
                    summary: "make \(label) weak", refusedBecause: "the reference is held through a stored value, where there is no property to make weak")
            }
            fix = WeakReferenceFix(sources: sources, types: types).fix(file, offset: offset, holder: holder, name: name)
        }
        return checked(fix)
    }

    /// The holder and name of the property a weak-reference finding names, from its cycle's
    /// first step or its symbol; `nil` for a reference held through a stored value.
    private static func reference(named finding: Finding) -> (holder: String, name: String)? {
        if let step = finding.cycle.first {
            let parts = step.label.split(separator: ".")
            guard parts.count == 2 else { return nil }
            return (String(parts[0]), String(parts[1]))
        }
        let parts = finding.symbol.split(separator: "/").dropFirst()
        guard parts.count == 2, let holder = parts.first, let name = parts.last else { return nil }
        return (String(holder), String(name))
    }

    /// `fix`, or its refusal when it edits a file vipera leaves alone or leaves one that does not parse.
    private func checked(_ fix: Fix) -> Fix {
        guard fix.isApplicable else { return fix }
        for path in fix.files {
            guard let file = sources.file(path) else { return Fix(summary: fix.summary, refusedBecause: "\(path) is not among the checked files") }
            if let exclusion = file.exclusion {
                return Fix(summary: fix.summary, refusedBecause: "\(path) is \(exclusion), which vipera does not edit")
            }
            guard let text = FixApplication.applying(fix.edits.filter { $0.file == path }, to: file.text),
                case .success(let tree) = SourceFileReader.parse(text), !tree.hasError
            else {
                return Fix(summary: fix.summary, refusedBecause: "the fixed \(path) would not parse")
            }
        }
        return fix
    }
}
