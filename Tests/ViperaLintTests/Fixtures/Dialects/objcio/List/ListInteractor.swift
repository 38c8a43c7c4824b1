final class ListInteractor: ListInteractorInput {
    weak var output: ListInteractorOutput?
}
