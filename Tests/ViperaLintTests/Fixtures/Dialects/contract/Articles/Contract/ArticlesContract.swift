import UIKit

protocol ArticlesView: AnyObject {}
protocol ArticlesPresentation: AnyObject {}
protocol ArticlesUseCase: AnyObject {}
protocol ArticlesInteractorOutput: AnyObject {}
protocol ArticlesWireframe: AnyObject {
    static func assembleModule() -> UIViewController
}
