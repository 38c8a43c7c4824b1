enum Shop {
    struct Item {}
}
