class FlowController {
    let app: AppController

    init(app: AppController) {
        self.app = app
    }

    func start() {}
}
