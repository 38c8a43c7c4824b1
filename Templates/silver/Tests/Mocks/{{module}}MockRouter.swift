{% include "_includes/header.stencil" %}

import UIKit
{% include "_includes/testable-import.stencil" %}

/// A {{ module }} router that records how its caller configured it and fires the callbacks on
/// request: for the tests of modules that show {{ module }}.
@MainActor
final class {{ module }}MockRouter: {{ module }}RouterProtocol {
    private weak var shownViewController: UIViewController?
{% include "_includes/handler-properties.stencil" %}
    /// How many times `configure({% if outputs %}…{% else %}doneHandler:cancelHandler:{% endif %})` was called.
    private(set) var configureCallCount = 0

    /// A new, empty view controller on first use, kept weakly as the module's router keeps it.
    var viewController: UIViewController {
        if let shownViewController {
            return shownViewController
        }
        let viewController = UIViewController()
        shownViewController = viewController
        return viewController
    }

    func configure{% include "_includes/handler-parameters.stencil" %} {
        configureCallCount += 1
{% include "_includes/handler-assignments.stencil" %}
    }

    /// Calls the done handler, as the module does when the user finishes.
    func finish() {
        doneHandler?()
    }

    /// Calls the cancel handler, as the module does when the user gives up.
    func cancel() {
        cancelHandler?()
    }
{% for output in outputs %}

    /// Calls the `{{ output.name }}` handler, as the module does when it reports it.
    func {{ output.declaration }} {
        {{ output.name }}Handler?({{ output.arguments }})
    }
{% endfor %}
}
