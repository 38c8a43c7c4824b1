import Testing

@testable import ViperaLint

/// A syntax tree can be far deeper than the nesting limit without nesting a bracket: chains of
/// member accesses, calls and `else if`s are one level per link. The collector's visitor
/// recurses once per level, on the workers' 256-MB stacks (`Concurrently.stackSize`), which
/// hold it; a thread's default 8-MB stack does not.
@Suite struct DeepSyntaxTreeTests {
    enum Chain: CaseIterable {
        case memberAccesses, calls, elseIfs

        /// A statement 30,000 links long.
        var statement: String {
            switch self {
            case .memberAccesses: "_ = a" + String(repeating: ".b", count: 30_000)
            case .calls: "_ = a" + String(repeating: "()", count: 30_000)
            case .elseIfs: "if a {}" + String(repeating: " else if a {}", count: 30_000)
            }
        }
    }

    @Test(arguments: Chain.allCases)
    func aChainFarDeeperThanTheNestingLimitIsCollected(chain: Chain) {
        var configuration = Configuration()
        // About the stack, not the time: a loaded machine may take seconds to parse it.
        configuration.fileTimeout = 600
        let text = "final class Kernel { func f() { \(chain.statement) } }\n"
        let findings = Validator(configuration: configuration).validate([SourceInput(path: "Deep.swift", text: text)])
        #expect(findings.map(\.ruleID) == ["file-name"])
    }
}
