extension ComposeEditor {
    struct View {}
}
