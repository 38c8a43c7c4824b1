/// The vocabulary of layered MVVM with services.
extension ProfileName {
    /// Layered MVVM: UI, Service and Micro-service layers.
    public static let mvvm = ProfileName(rawValue: "mvvm")
}

extension Role {
    /// What a screen shows: a value type with defaults, doing display logic only.
    public static let viewModel = Role(rawValue: "ViewModel")
    /// A service-layer contract the UI layer uses.
    public static let service = Role(rawValue: "Service")
}
