final class ListWireframe {
    weak var listViewController: ListViewController?
}
