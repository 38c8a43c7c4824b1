import UIKit

protocol RegisterView: AnyObject {}

final class RegisterViewController: UIViewController, RegisterView {
    var presenter: RegisterPresenter?
}
