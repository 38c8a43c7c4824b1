import Foundation
import Testing

@testable import ViperaLint

/// Everything the cache stores goes through one generic coder: a fully populated value of every
/// kind comes back equal, so a field that is added and not encoded fails here; and bytes that are
/// not what was written are refused, never trusted.
@Suite struct CacheCodingTests {
    private static func range(_ line: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: line, column: 2), end: SourcePosition(line: line + 1, column: 3))
    }

    private static let closure = ClosureFact(
        capturesSelfStrongly: true, file: "Login/LoginPresenter.swift", range: range(20), heldSelf: HeldSelf(method: "reload", timer: "Timer"),
        isTaskBody: true)

    /// A file's facts with every field of every fact type set to something other than its default.
    static let facts: FileFacts = {
        var type = TypeFact(name: "LoginPresenter", kind: .class, isNested: true, file: "Login/LoginPresenter.swift", range: range(3))
        type.inherited = ["LoginViewOutput", "AnyObject"]
        type.inheritedQualifiers = ["LoginViewOutput": ["Login"]]
        type.genericParameters = [GenericParameter(name: "View", constraints: ["LoginViewInput"])]
        type.superclassArguments = [["LoginViewController"]]
        type.isEmpty = true
        type.properties = [
            PropertyFact(
                name: "view", ownership: .unownedUnsafe, typeNames: ["LoginViewInput"], exactType: "LoginViewController", isFunction: true,
                closureResult: .void, isStored: true, isStatic: true, isLazy: true, isRequirement: true, attributes: ["IBOutlet"], storedClosure: closure,
                range: range(5),
                isConstant: true, isCollection: true)
        ]
        type.attributes = ["MainActor"]
        type.scope = ["Login"]
        type.wirings = [Wiring(type: "LoginView", property: "presenter", isInitializerArgument: true, pointsBack: true, range: range(15))]
        type.closureAssignments = [ClosureAssignment(base: "router", property: "onFinish", closure: closure, keeping: .subscriptionBag)]
        type.storedParameters = [StoredParameter(function: "init(view:)", label: "view", isLast: true, property: "view")]
        type.closureArguments = [
            ClosureArgument(base: "interactor", function: "load(completion:)", label: "completion", closure: closure, constructed: "LoginLoader")
        ]
        type.methods = ["load"]
        type.returnedClosures = [ReturnedClosure(function: "makeLayout", holder: "LoginSection", property: "onScroll", closure: closure)]
        type.storedResults = [StoredResult(base: "collectionView", property: "layout", function: "makeLayout")]
        type.discardedObservers = [closure]
        type.cancelledProperties = ["updates"]
        type.constructs = ["LoginInteractor": range(13)]
        type.assignsSelf = ["output": range(14)]
        type.dequeues = ["LoginCell": range(17)]
        type.adds = ["LoginHeaderView": range(18)]
        type.rootViews = ["LoginRootView": range(19)]
        type.keeps = ["LoginContentViewController": range(20)]
        type.releasedInDefer = ["view"]
        type.handsSelf = ["toLoginOption": range(21)]
        type.mentionedNames = ["LoginRouter": range(7), "LoginInteractor": range(8), "LoginView": range(9)]
        type.bodyMentionsOfInherited = ["LoginViewOutput": range(10)]
        var facts = FileFacts(path: "Login/LoginPresenter.swift")
        facts.imports = [ImportFact(module: "UIKit", range: range(1))]
        facts.types = [type]
        facts.typeAliases = [
            TypeAliasFact(
                name: "LoginDependencies", kind: .composition, targets: ["LoginInteractor", "LoginRouter"], scope: ["Login"], range: range(16),
                closureResult: .named("LoginCompletion"))
        ]
        facts.memberAccesses = ["presenter"]
        facts.functionNames = ["makeLoginModule"]
        facts.factories = [Factory(name: "toLoginOption", returns: "LoginOption")]
        facts.filledProperties = [PropertyFill(property: "children", constructed: "LoginRouter", holder: "LoginCoordinator", declaresVariable: true)]
        facts.suppressions = [
            SuppressionComment(
                isEnable: true, scope: .previous, ruleIDs: ["reference-cycle"], reason: "owned by the window", range: range(12),
                unknownCommand: "disable:nxt")
        ]
        facts.problem = FileProblem(kind: .unreadable, message: "the file is not UTF-8", range: range(1))
        facts.isGenerated = true
        return facts
    }()

    private static let edit = FixEdit(file: "A.swift", range: range(1), offset: 7, length: 3, replacement: "weak var")

    /// A finding with `fix`.
    private static func finding(fixedBy fix: Fix) -> Finding {
        var finding = Finding(
            ruleID: "reference-cycle", severity: .error, message: "A holds B holds A", file: "A.swift", range: range(1), symbol: "App/A",
            related: [FindingLocation(file: "B.swift", range: range(2))],
            cycle: [CycleStep(from: "A", to: "B", property: "A.b", label: "b", isClosure: true)])
        finding.fix = fix
        return finding
    }

    /// A run's findings with their fixes: one with edits, one refused.
    static let record = RunRecord(
        configuration: ContentHash(of: "configuration"), digest: ContentHash(of: "files"), factsDigest: ContentHash(of: "facts"),
        findings: [
            finding(fixedBy: Fix(summary: "make A.b weak", edits: [edit])), finding(fixedBy: Fix(summary: "make A.c weak", refusedBecause: "a use needs it")),
        ],
        plannedFixes: true, fixReads: [RunRecord.FilePart(path: "A.swift", hash: ContentHash(of: "a"))])

    static let names = [DeclaredName(kind: "protocol", name: "LoginViewInput", inherited: ["AnyObject"])]

    @Test func everyFactTypeComesBackEqual() throws {
        let bytes = try BinaryEncoder.encode(Self.facts)
        #expect(try BinaryDecoder.decode(FileFacts.self, from: bytes) == Self.facts)
        #expect(Sealed(Self.facts)?.value == Self.facts)
    }

    @Test func theRunRecordAndDetectionsNamesComeBackEqual() throws {
        #expect(try BinaryDecoder.decode(RunRecord.self, from: try BinaryEncoder.encode(Self.record)) == Self.record)
        #expect(Sealed(Self.record)?.value == Self.record)
        #expect(try BinaryDecoder.decode([DeclaredName].self, from: try BinaryEncoder.encode(Self.names)) == Self.names)
    }

    /// The samples above prove a field's encoding only if they set it: every stored field of every
    /// value in them is other than its default (not empty, `nil`, `false` or zero).
    @Test func theSamplesLeaveNoFieldAtItsDefault() {
        let defaults =
            Self.fieldsAtTheirDefault(in: Self.facts, path: "facts") + Self.fieldsAtTheirDefault(in: Self.record, path: "record")
            + Self.fieldsAtTheirDefault(in: Self.names, path: "names")
        // A fix has either edits or a refusal: the record's two findings have one of each.
        #expect(defaults == ["record.findings[0].fix[0].refusal", "record.findings[1].fix[0].edits"], "fields left at their default: \(defaults)")
        var partial = Self.facts
        partial.types[0].releasedInDefer = []
        #expect(Self.fieldsAtTheirDefault(in: partial, path: "facts") == ["facts.types[0].releasedInDefer"])
    }

    /// The paths of the stored fields in `value` (recursively) holding an empty collection or
    /// string, `nil`, `false` or zero.
    private static func fieldsAtTheirDefault(in value: Any, path: String) -> [String] {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?:
            return mirror.children.flatMap { child in
                let childPath = "\(path).\(child.label ?? "?")"
                return isDefault(child.value) ? [childPath] : fieldsAtTheirDefault(in: child.value, path: childPath)
            }
        case .collection?, .dictionary?, .set?, .optional?, .tuple?:
            return mirror.children.enumerated().flatMap { index, child in fieldsAtTheirDefault(in: child.value, path: "\(path)[\(index)]") }
        default:
            return []
        }
    }

    private static func isDefault(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?, .collection?, .dictionary?, .set?: return mirror.children.isEmpty
        default: break
        }
        switch value {
        case let flag as Bool: return !flag
        case let number as Int: return number == 0
        case let text as String: return text.isEmpty
        default: return false
        }
    }

    /// Equal dictionaries, whatever order they iterate in, are equal bytes (the run record's
    /// facts digest relies on it).
    @Test func aDictionaryIsWrittenInKeyOrder() throws {
        let forward = Dictionary(uniqueKeysWithValues: (0..<50).map { ("Name\($0)", $0) })
        var backward = [String: Int](minimumCapacity: 1_024)
        for (key, value) in forward.sorted(by: { $0.key > $1.key }) { backward[key] = value }
        #expect(try BinaryEncoder.encode(forward) == BinaryEncoder.encode(backward))
        #expect(try BinaryDecoder.decode([String: Int].self, from: try BinaryEncoder.encode(forward)) == forward)
    }

    @Test func optionalsInsideCollectionsKeepTheirPlace() throws {
        let values: [String?] = ["a", nil, "", nil]
        #expect(try BinaryDecoder.decode([String?].self, from: try BinaryEncoder.encode(values)) == values)
    }

    /// Every truncation of an encoding throws; so do bytes left over after the value.
    @Test func truncatedOrLongerBytesAreRefused() throws {
        let bytes = try BinaryEncoder.encode(Self.facts)
        for count in 0..<bytes.count {
            #expect(throws: DecodingError.self) { try BinaryDecoder.decode(FileFacts.self, from: Array(bytes.prefix(count))) }
        }
        #expect(throws: DecodingError.self) { try BinaryDecoder.decode(FileFacts.self, from: bytes + [0]) }
    }

    /// A sealed value whose bytes changed fails its checksum, wherever the change is.
    @Test func aSealedValueWithAChangedByteIsRefused() throws {
        let sealed = try #require(Sealed(Self.facts))
        var bytes = try BinaryEncoder.encode(sealed)
        for index in stride(from: 0, to: bytes.count, by: 7) {
            bytes[index] ^= 0x01
            let damaged = try? BinaryDecoder.decode(Sealed<FileFacts>.self, from: bytes)
            #expect(damaged?.value == nil, "byte \(index)")
            bytes[index] ^= 0x01
        }
        #expect(try BinaryDecoder.decode(Sealed<FileFacts>.self, from: bytes).value == Self.facts)
    }
}
