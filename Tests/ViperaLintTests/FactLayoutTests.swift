import Testing

@testable import ViperaLint

/// What the facts cost per value: a codebase's facts are all held at once, until the rules have
/// run (ten copies of a 2,000-file corpus: hundreds of thousands of type and property facts).
@Suite struct FactLayoutTests {
    private static let range = SourceRange(start: SourcePosition(line: 3, column: 5), end: SourcePosition(line: 3, column: 12))

    /// A type fact holds eight sets of first places, most of them empty: each is one reference,
    /// its names and places in one array.
    @Test func firstPlacesAreOneReference() {
        #expect(MemoryLayout<FirstPlaces>.size == MemoryLayout<[Int]>.size)
    }

    @Test func firstPlacesStillFindEachNameSFirstPlace() {
        let later = SourceRange(start: SourcePosition(line: 9, column: 1), end: SourcePosition(line: 9, column: 4))
        let places = FirstPlaces(["Zebra": later, "Alpha": Self.range])
        #expect(places.map(\.name) == ["Alpha", "Zebra"])
        #expect(places["Alpha"] == Self.range)
        #expect(places["Zebra"] == later)
        #expect(places["Middle"] == nil)
        #expect(FirstPlaces().isEmpty && !places.isEmpty)
    }

    /// Few properties store a closure: the closure's fact is held out of line, one reference in
    /// the others (held inline, it made every property more than twice its size).
    @Test func aPropertyHoldsItsStoredClosureOutOfLine() {
        #expect(MemoryLayout<PropertyFact>.size < 2 * MemoryLayout<ClosureFact>.size)
        let closure = ClosureFact(capturesSelfStrongly: true, file: "Login.swift", range: Self.range)
        func property(_ stored: ClosureFact?) -> PropertyFact {
            PropertyFact(
                name: "onFinish", ownership: .strong, typeNames: [], exactType: nil, isFunction: true, isStored: true, isStatic: false,
                isLazy: false, isRequirement: false, attributes: [], storedClosure: stored, range: Self.range)
        }
        #expect(property(closure).storedClosure == closure)
        #expect(property(nil).storedClosure == nil)
        #expect(property(closure) != property(nil))
    }
}
