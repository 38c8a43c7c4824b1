final class SettingsScreen: Refreshable {
    let store: SettingsStore

    init(store: SettingsStore) {
        self.store = store
    }

    func refresh() {}
}
