final class ListViewController: ListViewInterface {
    var eventHandler: ListModuleInterface?
}
