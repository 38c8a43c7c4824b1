final class ProfileRouter: ProfileRouterType {
    func close() {}
}
