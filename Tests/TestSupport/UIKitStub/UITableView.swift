// Table views. Like UIKit, a table view refers to its data source and delegate weakly, and
// both must be `NSObjectProtocol` objects. UIKit's optional requirements, which need
// Objective-C, are requirements with default implementations here.

/// Provides a table view's rows.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Reacts to a table view's selection and tunes its rows.
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A scrolling list of rows.
@MainActor
open class UITableView: UIView {
    /// A table's look.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Asks for a row height computed from the row's content.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    /// Held weakly.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Held weakly.
    open weak var delegate: (any UITableViewDelegate)?
    open var rowHeight = UITableView.automaticDimension
    open var estimatedRowHeight = UITableView.automaticDimension
    private var registeredIdentifiers: Set<String> = []

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredIdentifiers.insert(identifier)
    }

    /// A cell for a registered identifier. This stub cannot instantiate the registered class,
    /// so it always returns a plain `UITableViewCell`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        precondition(registeredIdentifiers.contains(identifier), "unable to dequeue a cell with identifier \(identifier)")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registeredIdentifiers.contains(identifier) ? UITableViewCell(style: .default, reuseIdentifier: identifier) : nil
    }

    open func reloadData() {}

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

/// A row of a table view.
@MainActor
open class UITableViewCell: UIView {
    /// A cell's built-in layout.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The accessory shown at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public let reuseIdentifier: String?
    open var accessoryType = AccessoryType.none
    /// The view to add custom content to; held strongly (it is a subview).
    public let contentView = UIView()
    /// The built-in title label.
    public private(set) lazy var textLabel: UILabel? = UILabel()

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func prepareForReuse() {}
}
