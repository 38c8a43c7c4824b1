final class ScanInteractor: ScanInteractorType {
    func load() -> String { "" }
}
