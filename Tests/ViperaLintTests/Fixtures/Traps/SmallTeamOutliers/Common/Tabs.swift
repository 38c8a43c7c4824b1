enum AppTab {
    case cart
    case feed
}

enum SidebarSections {
    case main
}
