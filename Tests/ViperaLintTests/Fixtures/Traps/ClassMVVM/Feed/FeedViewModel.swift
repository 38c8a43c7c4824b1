import Observation
import SwiftUI

// An `@Observable` class view model importing SwiftUI: the MVVM most apps write, not the
// layered MVVM of value-type view models.
@Observable
final class FeedViewModel {
    var items: [String] = []
    var onRefresh: (() -> Void)?

    func bind() {
        // A real cycle: the closure in the model's own property captures the model.
        onRefresh = { self.items = [] }
    }
}
