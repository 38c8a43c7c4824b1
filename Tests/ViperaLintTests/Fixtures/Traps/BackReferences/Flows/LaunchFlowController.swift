final class LaunchFlowController: FlowController {
    override func start() {}
}
