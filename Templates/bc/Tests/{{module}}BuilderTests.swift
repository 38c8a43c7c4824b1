{% include "_includes/header.stencil" %}

import Testing
import UIKit
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}Builder` builds the screen with every business controller and keeps nothing of it.
@MainActor
@Suite struct {{ module }}BuilderTests {
    @Test func buildsTheScreenWithEveryBusinessControllerInOrder() throws {
        let viewController = try #require({{ module }}Builder().build() as? {{ module }}ViewController)
        let types = viewController.businessControllers.map { String(describing: type(of: $0)) }
        #expect(types == [{% for name in businessControllers %}"{{ module }}{{ name|upperFirst }}BusinessController"{{ ", " if not forloop.last }}{% endfor %}])
    }

    @Test func theBuiltScreenShowsWhatItsBusinessControllersSay() {
        let viewController = {{ module }}Builder().build()
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        #expect(viewController.title == "{{ module }}")
    }

    @Test func releasingTheBuiltScreenFreesIt() {
        weak var released: UIViewController?
        do {
            let viewController = {{ module }}Builder().build()
            viewController.loadViewIfNeeded()
            released = viewController
        }
        #expect(released == nil)
    }
}
