final class HomeRouter: HomeRouterProtocol {}
