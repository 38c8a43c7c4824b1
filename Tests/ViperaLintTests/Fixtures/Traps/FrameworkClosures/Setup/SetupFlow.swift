import SwiftUI

final class SetupFlow: ObservableObject {
    @Published var steps: [String] = []

    func push(_ step: String) {
        onMain { self.steps.append(step) }
    }

    private func onMain(_ block: @escaping () -> Void) {
        if Thread.isMainThread {
            block()
        } else {
            DispatchQueue.main.async(execute: block)
        }
    }
}
