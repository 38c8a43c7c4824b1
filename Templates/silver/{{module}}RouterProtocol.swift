{% include "_includes/header.stencil" %}

import UIKit

/// The {{ module }} module as its caller sees it: its screen and its callbacks.
@MainActor
protocol {{ module }}RouterProtocol: AnyObject {
    /// The module's screen, created on first use.
    var viewController: UIViewController { get }

    /// Sets every callback of the module at once, so none is forgotten{% if outputs %}: done, cancel,
    /// and one for each event the module reports{% endif %}.
    func configure{% include "_includes/handler-parameters.stencil" %}

}
