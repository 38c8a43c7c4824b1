final class ArchiveUseCase: ArchiveInteractorProtocol {
    func fetch() {}
}
