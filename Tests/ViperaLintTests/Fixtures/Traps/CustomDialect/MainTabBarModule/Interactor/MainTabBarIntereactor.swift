protocol MainTabBarInteractorInterface: AnyObject {
    var title: String { get }
}

final class MainTabBarIntereactor: MainTabBarInteractorInterface {
    let title = "MainTabBar"
}
