final class ChildCoordinator {
    var scene: SceneCoordinator?
}
