// A file named after the (framework's) type it extends, with a helper type after it.
extension ModelContainer {
    static var appGroup: String { "group.app" }
}

final actor MainDBRepository {}
