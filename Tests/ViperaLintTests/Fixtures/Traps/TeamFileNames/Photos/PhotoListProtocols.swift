// One file per screen holds its protocols.
protocol PhotoListLoading {
    func load()
}

protocol PhotoListCaching {
    func cache()
}
