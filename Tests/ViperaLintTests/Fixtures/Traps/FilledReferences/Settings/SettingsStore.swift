final class SettingsStore {
    var observer: Refreshable?

    func attach(_ observer: Refreshable) {
        self.observer = observer
    }
}
