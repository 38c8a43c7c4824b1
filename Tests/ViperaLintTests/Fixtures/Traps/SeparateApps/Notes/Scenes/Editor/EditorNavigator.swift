final class EditorNavigator: EditorRouterProtocol {
    func close() {}
}
