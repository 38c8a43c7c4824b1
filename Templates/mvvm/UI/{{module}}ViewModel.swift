{% include "_includes/header.stencil" %}

import Foundation

/// What the {{ module }} screen shows: a value with defaults, doing display logic only.
struct {{ module }}ViewModel: Equatable, Sendable {
    /// The navigation title.
    var title: String = ""
    /// A message in the middle of the screen, or `nil` for none.
    var message: String? = nil
    /// Whether the content is still loading.
    var isLoading: Bool = true

    /// The screen while its content loads.
    static let loading = {{ module }}ViewModel()

    /// The screen showing `title`.
    static func loaded(title: String) -> {{ module }}ViewModel {
        {{ module }}ViewModel(title: title, message: nil, isLoading: false)
    }

    /// The screen after loading failed with `error`.
    static func failed(_ error: any Error) -> {{ module }}ViewModel {
        {{ module }}ViewModel(title: "", message: "Could not load: \(error.localizedDescription)", isLoading: false)
    }
}
