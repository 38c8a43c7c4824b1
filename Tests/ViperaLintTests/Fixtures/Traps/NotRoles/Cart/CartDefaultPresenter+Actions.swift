import UIKit

extension CartDefaultPresenter {
    func didTapClose() { router.close() }
}
