import Eureka

final class IconRow: ActionSheetRow<IconCell>, RowType {
    var selectedIcon: String?

    required init(tag: String?) {
        super.init(tag: tag)
        onChange { row in
            self.selectedIcon = row.value
        }
        onCellSelection { [weak self] _, _ in
            self?.selectedIcon = nil
        }
    }
}
