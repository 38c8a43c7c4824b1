import UIKit

final class ArticlesRouter: ArticlesWireframe {
    static func assembleModule() -> UIViewController { UIViewController() }
}
