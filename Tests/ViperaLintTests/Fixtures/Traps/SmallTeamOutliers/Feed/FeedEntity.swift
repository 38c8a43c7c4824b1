enum FeedSection {
    case top
    case recent
}
