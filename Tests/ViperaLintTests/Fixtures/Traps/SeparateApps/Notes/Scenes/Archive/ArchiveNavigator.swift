final class ArchiveNavigator: ArchiveRouterProtocol {
    func close() {}
}
