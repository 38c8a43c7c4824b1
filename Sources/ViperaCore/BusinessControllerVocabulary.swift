/// The vocabulary of the BusinessController architecture.
extension ProfileName {
    /// BusinessController: a view controller that only holds business controllers.
    public static let bc = ProfileName(rawValue: "bc")
}

extension Role {
    /// One slice of a screen's behaviour, held by the view controller.
    public static let businessController = Role(rawValue: "BusinessController")
    /// Broadcasts a screen's conversation to its business controllers.
    public static let communicationCenter = Role(rawValue: "CommunicationCenter")
}
