import ViperaCore

/// The examples of `closure-capture-cycle` where a lazy property starts with an object its own
/// code builds, a method's result or a closure's called in place, and that object stores a
/// closure capturing `self` (see `BuiltInitialValue`).
extension ClosureCaptureCycleRule {
    /// Code the rule reports, each with its messages. No fix: the closures' types are not in the
    /// code, so `self?` may not fit them.
    static let builtValueExamples: [RuleExample] = [
        RuleExample(
            """
            final class AppsViewController: UICollectionViewController {
                private lazy var dataSource = self.makeDataSource()
                lazy var buyButton: ButtonFormItem = {
                    let item = ButtonFormItem()
                    item.action = ↓{ self.buy() }
                    return item
                }()
                func makeDataSource() -> FetchedResultsDataSource<App> {
                    let dataSource = FetchedResultsDataSource<App>(fetchRequest: App.fetchRequest())
                    dataSource.cellConfigurationHandler = ↓{ cell, _, _ in cell.layoutMargins = self.view.layoutMargins }
                    return dataSource
                }
                func buy() {}
            }
            """,
            messages: [
                "closure captures self strongly and closes a cycle: AppsViewController.buyButton → ButtonFormItem.action = { self … } → AppsViewController; capture [weak self]",
                "closure captures self strongly and closes a cycle: AppsViewController.dataSource → FetchedResultsDataSource.cellConfigurationHandler = { self … } → AppsViewController; capture [weak self]",
            ])
    ]

    /// Code the rule leaves alone: weak captures, a built object the class does not keep (a
    /// local, a static property, an object other than the one returned), a closure that only
    /// runs while the value is built.
    static let builtValueTraps: [RuleExample] = [
        RuleExample(
            """
            final class AppsViewController: UICollectionViewController {
                private lazy var dataSource = self.makeDataSource()
                lazy var buyButton: ButtonFormItem = {
                    let item = ButtonFormItem()
                    item.action = { [weak self] in self?.buy() }
                    let other = ButtonFormItem()
                    other.action = { self.buy() }
                    item.title = self.title
                    return item
                }()
                static let shared: ButtonFormItem = {
                    let item = ButtonFormItem()
                    item.action = { print(self) }
                    return item
                }()
                func makeDataSource() -> FetchedResultsDataSource<App> {
                    let dataSource = FetchedResultsDataSource<App>(fetchRequest: App.fetchRequest())
                    dataSource.cellConfigurationHandler = { [unowned self] cell, _, _ in cell.layoutMargins = self.view.layoutMargins }
                    return dataSource
                }
                func makeButton() -> ButtonFormItem {
                    let item = ButtonFormItem()
                    item.action = { self.buy() }
                    return item
                }
                func setUp() {
                    let button = makeButton()
                    button.show()
                }
                func buy() {}
            }
            """)
    ]
}
