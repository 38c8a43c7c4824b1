final class ListPresenter: ListModuleInterface, ListInteractorOutput, AddModuleDelegate {
    var listInteractor: ListInteractorInput?
    var listWireframe: ListWireframe?
}
