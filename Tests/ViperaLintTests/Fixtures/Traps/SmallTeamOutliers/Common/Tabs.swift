enum AppTab {
    case cart
    case feed
}

enum SidebarSections {
    case main
}

final class PhoneTabs {
    enum TabEntries: String {
        case selected
    }
}
