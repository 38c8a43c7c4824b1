final class LaunchFlowController: FlowController {
    override func start() {
        app.show(AuthFlowController(app: app))
    }
}
