import UIKit

final class ChatDefaultRouter: ChatRouter {
    weak var viewController: UIViewController?
    var profileOutput: (any ProfileModuleOutput)?
    // vipera:disable:next weak-reference-required - the chat keeps its presenter for the session
    var presenter: (any ChatPresenter)?
    // vipera:disable:next reference-cycle
    var title = "Chat"
}

extension ChatDefaultRouter {
    func openProfile(output: any ProfileModuleOutput) {
        profileOutput = output
    }
}
