final class EditorUseCase: EditorInteractorProtocol {
    func fetch() {}
}
