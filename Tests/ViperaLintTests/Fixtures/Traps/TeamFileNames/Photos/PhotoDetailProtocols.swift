protocol PhotoDetailLoading {
    func load()
}

protocol PhotoDetailSharing {
    func share()
}
