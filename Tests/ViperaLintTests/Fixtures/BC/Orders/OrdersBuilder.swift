import UIKit

/// Builds the Orders screen; the module declares no OrdersBusinessController protocol.
@MainActor
protocol OrdersBuilder {
    func build() -> UIViewController
}
