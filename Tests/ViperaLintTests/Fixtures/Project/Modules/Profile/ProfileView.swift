// A clean module: every role has its protocol, implementations follow the ownership matrix.
import Foundation

@MainActor protocol ProfileView: AnyObject { func show(name: String) }
@MainActor protocol ProfileInteractor { func load() }
@MainActor protocol ProfilePresenter: AnyObject { func viewDidLoad(); func didLoad(name: String) }
@MainActor protocol ProfileRouter { func close() }
@MainActor protocol ProfileBuilder { func build() -> UIViewController }
protocol ProfileService: Sendable { func name() async -> String }
