enum FeedScene {
    enum Model {}
    enum Event {}
}
