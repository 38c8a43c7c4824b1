final class AuthFlowController: FlowController {
    override func start() {}
}
