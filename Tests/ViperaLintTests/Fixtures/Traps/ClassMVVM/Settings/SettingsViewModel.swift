import Combine
import UIKit

final class SettingsViewModel: ObservableObject {
    @Published var isOn = false
    weak var window: UIWindow?
}
