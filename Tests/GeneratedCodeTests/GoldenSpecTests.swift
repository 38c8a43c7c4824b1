import Foundation
import TestSupport
import Testing

/// The modules of the golden spec (a UIKit list routing to a SwiftUI detail built with inputs,
/// whose outputs the list's router hears as its delegate) compile as one unit and free themselves.
@Suite("Golden spec modules")
struct GoldenSpecTests {
    static let golden = Golden.folder("spec/Modules")

    static let services = """
        struct Posts: PostListService, PostDetailService {
            func loadTitle() async throws -> String { "Posts" }
        }

        """

    /// Finds what the drivers reach inside the modules.
    static let support = """
        struct Missing: Error, CustomStringConvertible {
            let description: String
        }

        /// The stored property at `path` below `value`, as `T`.
        func find<T>(_ type: T.Type, in value: Any, _ path: String...) throws -> T {
            var current = value
            for label in path {
                guard let child = Mirror(reflecting: current).descendant(label) else {
                    throw Missing(description: "no \\(label) in \\(Swift.type(of: current))")
                }
                current = child
            }
            guard let found = current as? T else { throw Missing(description: "\\(path.joined(separator: ".")) is no \\(T.self)") }
            return found
        }

        /// What `viewController` presents.
        @MainActor
        func presented(by viewController: UIViewController) throws -> UIViewController {
            guard let presented = viewController.presentedViewController else { throw Missing(description: "nothing is presented") }
            return presented
        }

        """

    /// The list shows the detail (a SwiftUI screen with outputs) modally, the detail reports an
    /// output and its delegate, the list's router, dismisses it; the list shows it again and
    /// leaves it shown, so the check reaches the detail too.
    static let listDriver =
        services + support + """
            await LeakCheck.run(
                build: { PostListDefaultBuilder(service: Posts(), postDetailBuilder: PostDetailDefaultBuilder(service: Posts())).build() },
                exercise: { viewController in
                    try await LeakCheck.waitUntil("the list title is shown") { viewController.title == "Posts" }
                    let router = try find(PostListDefaultRouter.self, in: viewController, "presenter", "router")
                    router.showPostDetail(postId: "42", highlight: true)
                    let detail = try find(PostDetailDefaultPresenter.self, in: try presented(by: viewController), "presenter")
                    detail.didDeletePost(id: "42")
                    try await LeakCheck.waitUntil("the detail is dismissed") { viewController.presentedViewController == nil }
                    router.showPostDetail(postId: "43", highlight: false)
                    let shownDetail = try presented(by: viewController)
                    let shown = try find(PostDetailDefaultView.self, in: shownDetail).rootView.state
                    shownDetail.loadViewIfNeeded()
                    try await LeakCheck.waitUntil("the detail title is shown") { shown.title == "Posts" }
                }
            )
            """

    static let detailDriver =
        services + """
            await LeakCheck.run(
                build: { PostDetailDefaultBuilder(service: Posts()).build(postId: "42", highlight: true, delegate: nil) },
                exercise: { viewController in
                    try await LeakCheck.waitUntil("the detail title is shown") {
                        (viewController as? PostDetailDefaultView)?.rootView.state.title == "Posts"
                    }
                }
            )
            """

    /// In Swift 6, `GeneratedTestsRunTests.specTestsPass` builds them with warnings as errors.
    @Test("type-check together without warnings in Swift 5")
    func typeCheck() {
        GeneratedModuleChecks.assertTypeChecks(directory: Self.golden, languageModes: [.swift5])
    }

    @Test("the list, showing the detail and dismissed through its delegate, frees itself and the detail")
    func listFreesItself() {
        let result = GeneratedModuleChecks.assertFreesItself(directory: Self.golden, driver: Self.listDriver)
        GeneratedModuleChecks.expectChecked(
            ["PostListDefaultRouter", "PostDetailDefaultView", "PostDetailDefaultPresenter", "PostDetailViewState"], in: result
        )
    }

    @Test("the SwiftUI detail, built with its inputs, frees itself", arguments: SwiftCompiler.LanguageMode.allCases)
    func detailFreesItself(mode: SwiftCompiler.LanguageMode) {
        let result = GeneratedModuleChecks.assertFreesItself(directory: Self.golden, driver: Self.detailDriver, languageMode: mode)
        GeneratedModuleChecks.expectChecked(
            ["PostDetailDefaultView", "PostDetailDefaultPresenter", "PostDetailDefaultInteractor", "PostDetailViewState"], in: result
        )
    }
}
