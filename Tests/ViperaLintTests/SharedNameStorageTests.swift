import Testing

@testable import ViperaLint

/// The names the facts keep are shared between files: a codebase repeats its type, method and
/// property names across thousands of files, and each file's copies would be held until the
/// rules have run.
@Suite struct SharedNameStorageTests {
    /// Two files declaring and using the same long names (more than 15 UTF-8 bytes, which a
    /// `String` cannot hold inline).
    private static let source = """
        import SwiftSyntaxBuilderSupport
        final class CheckoutCoordinatorHost {
            var navigationControllerSlot: UINavigationControllerSubclass?
            func presentCheckoutSummary() {
                let helper = CheckoutSummaryPresenter()
                navigationControllerSlot = UINavigationControllerSubclass()
            }
        }
        func makeCheckoutCoordinatorHost() {}
        """

    private let first = SourceFileReader.facts(for: SourceInput(path: "First.swift", text: Self.source))
    private let second = SourceFileReader.facts(for: SourceInput(path: "Second.swift", text: Self.source))

    /// The address of `name`'s UTF-8 bytes: the same for two strings sharing their storage.
    private func storage(_ name: String?) -> UnsafeRawPointer? {
        var name = name
        return name?.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    private func expectShared(_ name: (FileFacts) -> String?, _ comment: Comment) {
        #expect(name(first) != nil, comment)
        #expect(name(first) == name(second), comment)
        #expect(storage(name(first)) == storage(name(second)), comment)
    }

    @Test func typeMethodAndPropertyNamesAreShared() {
        expectShared({ $0.types.first?.name }, "type name")
        expectShared({ $0.types.first?.methods.first }, "method name")
        expectShared({ $0.types.first?.properties.first?.name }, "property name")
        expectShared({ $0.functionNames.first }, "top-level function name")
        expectShared({ $0.imports.first?.module }, "imported module")
    }

    @Test func constructedTypesAndFilledPropertiesAreShared() {
        expectShared({ $0.types.first?.constructs.first { $0.name == "CheckoutSummaryPresenter" }?.name }, "constructed class")
        func slotFill(_ facts: FileFacts) -> PropertyFill? { facts.filledProperties.first { $0.property == "navigationControllerSlot" } }
        expectShared({ slotFill($0)?.property }, "filled property")
        expectShared({ slotFill($0)?.constructed }, "class constructed into a property")
    }
}
