import ViperaCore

/// The code `reference-cycle` leaves alone where UIKit holds views and controllers (see
/// `ViewHierarchy`): its documentation and tests (see `RuleExample`).
extension ReferenceCycleRule {
    /// The traps: what UIKit keeps only while it shows it, a back reference already weak, a
    /// holder that owns no view, a tree of views.
    static let viewHierarchyTraps: [RuleExample] = [
        // The cell's reference is weak or unowned.
        RuleExample(
            """
            final class FeedViewController: UIViewController {
                let tableView = UITableView()
                func cell(at indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath) as! FeedCell
                    cell.controller = self
                    return cell
                }
                func header(at indexPath: IndexPath) -> UIView {
                    let header: FeedHeader = tableView.dequeueHeader(for: indexPath)
                    header.controller = self
                    return header
                }
            }
            final class FeedCell: UITableViewCell {
                weak var controller: FeedViewController?
            }
            final class FeedHeader: UITableViewHeaderFooterView {
                unowned var controller: FeedViewController
            }
            """),
        // A presented or pushed controller holding the one that showed it: dismissing or
        // popping it lets go.
        RuleExample(
            """
            final class ListViewController: UIViewController {
                func showDetail() {
                    let detail = DetailViewController()
                    detail.list = self
                    present(detail, animated: true)
                }
                func pushDetail() {
                    let detail = DetailViewController()
                    detail.list = self
                    navigationController?.pushViewController(detail, animated: true)
                }
            }
            final class DetailViewController: UIViewController {
                var list: ListViewController?
            }
            """),
        // A data source owns no view: the table view holds it weakly, its cells hold it.
        RuleExample(
            """
            final class FeedDataSource: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath) as! FeedCell
                    cell.source = self
                    return cell
                }
            }
            final class FeedCell: UITableViewCell {
                var source: FeedDataSource?
            }
            """),
        // A cell holding the module's presenter, which holds the view weakly: no cycle.
        RuleExample(
            """
            final class FeedViewController: UIViewController {
                var presenter: FeedPresenter?
                let tableView = UITableView()
                func cell(at indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath) as! FeedCell
                    cell.presenter = presenter
                    return cell
                }
            }
            final class FeedPresenter {
                weak var view: FeedViewController?
            }
            final class FeedCell: UITableViewCell {
                var presenter: FeedPresenter?
            }
            """),
        // A view adding rows whose class creates a view of the first class (nested filters):
        // each instance holds new ones, a tree, never a cycle.
        RuleExample(
            """
            final class FilterStackView: UIStackView {
                func show(_ filters: [String]) {
                    for filter in filters {
                        let row = FilterRow(filter: filter)
                        addArrangedSubview(row)
                    }
                }
            }
            final class FilterRow: UIView {
                var detailView: FilterStackView?
                init(filter: String) {
                    super.init(frame: .zero)
                    let detail = FilterStackView()
                    detailView = detail
                    addSubview(detail)
                }
                required init?(coder: NSCoder) { nil }
            }
            """),
    ]
}
