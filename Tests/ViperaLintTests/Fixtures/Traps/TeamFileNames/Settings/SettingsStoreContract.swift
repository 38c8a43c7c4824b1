// A slip: the only file named after its protocol's implementation with another word.
protocol SettingsStoring {
    func save()
}
