import UIKit

protocol HomeWireframeInterface: AnyObject {}
protocol HomeViewInterface: AnyObject {}
protocol HomePresenterInterface: AnyObject {}
protocol HomeInteractorInterface: AnyObject {}
protocol HomeInteractorOutputInterface: AnyObject {}
