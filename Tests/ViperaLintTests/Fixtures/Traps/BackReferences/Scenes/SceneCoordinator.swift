final class SceneCoordinator {
    var childCoordinator: ChildCoordinator?

    func start() {
        let child = ChildCoordinator()
        child.scene = self
        childCoordinator = child
    }
}
