final class AppController {
    private var currentFlow: FlowController?

    func runLaunchFlow() {
        currentFlow = LaunchFlowController(app: self)
        currentFlow?.start()
    }

    func show(_ flow: FlowController) {
        currentFlow = flow
    }
}
