import SwiftUI
import UIKit

// A representable's `Coordinator` is its delegate, not a router.
struct MapView: UIViewRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}

    final class Coordinator: NSObject {}
}
