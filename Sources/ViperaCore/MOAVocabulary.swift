/// The vocabulary of Module-Oriented Architecture.
extension ProfileName {
    /// Module-Oriented Architecture.
    public static let moa = ProfileName(rawValue: "moa")
}

extension Role {
    /// A module's entry point (MOA): creates its routables and remembers them weakly.
    public static let module = Role(rawValue: "Module")
    /// Shows a module's screens (MOA): owns the storyboard, remembers what it presented weakly.
    public static let wireframe = Role(rawValue: "Wireframe")
}
