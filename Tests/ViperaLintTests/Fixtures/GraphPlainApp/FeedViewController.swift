import UIKit

/// Shows the feed; its labels come from the storyboard.
final class FeedViewController: UIViewController {
    let store = FeedStore()
    @IBOutlet var titleLabel: BadgeLabel!
    @IBOutlet var countLabel: BadgeLabel!
    @IBOutlet var updatedLabel: BadgeLabel!
}
