import Testing

@testable import ViperaLint

/// What the collector reads in function bodies: the names a type's code mentions (never those in
/// comments, strings or regex literals), and what a body declares or stores.
@Suite struct FactCollectorBodyTests {
    private func facts(_ source: String) -> FileFacts {
        SourceFileReader.facts(for: SourceInput(path: "File.swift", text: source))
    }

    /// The type `A` declared by `source`.
    private func typeA(_ source: String) throws -> TypeFact {
        try #require(facts(source).types.first { $0.name == "A" })
    }

    @Test func namesAreMentionedOutsideCommentsStringsAndRegexLiterals() throws {
        let type = try typeA(
            """
            final class A {
                func f(_ a: Alpha) {
                    // UIView in a comment
                    /* UILabel /* nested UIButton */ still comment */
                    let view = UIViewController()
                    print("UIImage \\(UIScreen.main) \\"UIColor\\"", #"raw UIFont \\#(UIDevice.current)"#)
                    let text = \"\"\"
                    UITableView \\(Formatter.shared)
                    \"\"\"
                    let regex = #/"UIStackView/#
                    let quote = #/"/#
                    `Escaped`.run(0x1F, 1.5e3, Self.self, Label: Beta.self)
                    let tint = UIColor.red
                }
            }
            """)
        #expect(Set(type.mentionedNames.map(\.name)) == ["Alpha", "UIViewController", "UIScreen", "UIDevice", "Formatter", "Self", "Beta", "UIColor"])
    }

    @Test func aMentionIsPlacedAtItsFirstOccurrence() throws {
        let type = try typeA("class A { func f() { let a = Foo(); let b = Foo() } }")
        #expect(type.mentionedNames["Foo"] == SourceRange(start: SourcePosition(line: 1, column: 30), end: SourcePosition(line: 1, column: 33)))
    }

    /// `A.B.B` names its member before its base: the last `B` is the first mention.
    @Test func aMemberTypeIsMentionedBeforeItsBase() throws {
        let type = try typeA("class A { func f() { let typed: Foo.Bar.Bar? = nil } }")
        #expect(type.mentionedNames["Bar"]?.start.column == 41)
    }

    @Test func typesDeclaredInABodyAreCollected() {
        let file = facts("class A { func f() { final class Local { let value: Int } } }")
        #expect(file.types.map(\.name) == ["A", "Local"])
        #expect(file.types.last?.isNested == true)
        #expect(file.types.last?.properties.map(\.name) == ["value"])
    }

    @Test func functionTypeAliasesInABodyAreCollected() {
        #expect(facts("class A { func f() { typealias Handler = () -> Void } }").functionTypeAliases == ["Handler"])
    }

    @Test func parametersStoredByABodyAreCollected() throws {
        let stored = try typeA(
            """
            class A {
                var stored = 0
                func f(completion: Int, other: Int) { stored = completion; stored = unrelated }
                func g() { func inner(value: Int) { self.stored = value } }
            }
            """
        ).storedParameters
        #expect(stored.map(\.function) == ["f", "inner"])
        #expect(stored.map(\.label) == ["completion", "value"])
        #expect(stored.map(\.property) == ["stored", "stored"])
    }

    @Test func closuresStoredAndPassedFromABodyAreCollected() throws {
        let type = try typeA(
            """
            class A {
                func f() {
                    session.onExpire =
                        { [weak self] in self?.stop() }
                    router.present(animated: true, then: { self.reload() })
                    if ready { run { self.stop() } }
                }
            }
            """)
        #expect(type.closureAssignments.map(\.property) == ["onExpire"])
        #expect(type.closureAssignments.first?.closure.capturesSelfStrongly == false)
        #expect(type.closureArguments.map(\.function) == ["present", "run"])
        #expect(type.closureArguments.map(\.label) == ["then", nil])
    }

    @Test func aDeferReleasesWhatItSetsToNil() throws {
        let type = try typeA("class A { var view: V?; func f() { defer { view = nil; self.other = nil; x = 1 } } }")
        #expect(type.releasedInDefer == ["view", "other"])
    }
}
