import UIKit

protocol HomeView: AnyObject {
    func show(greeting: String)
}

final class HomeDefaultView: UIViewController, HomeView {
    var presenter: HomePresenter?

    func show(greeting: String) {
        title = greeting
    }
}
