import Foundation
import Testing
import TestSupport

/// The modules of the golden spec (a list routing to a detail built with inputs) compile as one
/// unit and free themselves.
@Suite("Golden spec modules")
struct GoldenSpecTests {
    static let golden = Golden.folder("spec/Modules")

    static let services = """
        struct Posts: PostListService, PostDetailService {
            func loadTitle() async throws -> String { "Posts" }
        }

        """

    static let listDriver = services + """
        await LeakCheck.run(
            build: { PostListDefaultBuilder(service: Posts(), postDetailBuilder: PostDetailDefaultBuilder(service: Posts())).build() },
            exercise: { viewController in
                try await LeakCheck.waitUntil("the list title is shown") { viewController.title == "Posts" }
            }
        )
        """

    static let detailDriver = services + """
        await LeakCheck.run(
            build: { PostDetailDefaultBuilder(service: Posts()).build(postId: "42", highlight: true) },
            exercise: { viewController in
                try await LeakCheck.waitUntil("the detail title is shown") { viewController.title == "Posts" }
            }
        )
        """

    /// In Swift 6, `GeneratedTestsRunTests.specTestsPass` builds them with warnings as errors.
    @Test("type-check together without warnings in Swift 5")
    func typeCheck() {
        GeneratedModuleChecks.assertTypeChecks(directory: Self.golden, languageModes: [.swift5])
    }

    @Test("the list, holding the detail's builder, frees itself")
    func listFreesItself() {
        let result = GeneratedModuleChecks.assertFreesItself(directory: Self.golden, driver: Self.listDriver)
        #expect(result?.stdout.contains("PostListDefaultRouter") == true, "\(String(describing: result))")
    }

    @Test("the detail, built with its inputs, frees itself")
    func detailFreesItself() {
        let result = GeneratedModuleChecks.assertFreesItself(directory: Self.golden, driver: Self.detailDriver)
        #expect(result?.stdout.contains("PostDetailDefaultInteractor") == true, "\(String(describing: result))")
    }
}
