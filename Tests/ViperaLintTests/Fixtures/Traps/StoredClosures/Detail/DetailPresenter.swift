import Combine

final class DetailPresenter {
    let router: DetailRouter
    var header: DetailHeaderModel?
    private var cancellables = Set<AnyCancellable>()
    private var clock: AnyCancellable?

    init(router: DetailRouter) {
        self.router = router
    }

    func start(updates: AnyPublisher<Int, Never>) {
        router.observeLogout { self.close() }
        header = DetailHeaderModel(onTap: { self.close() })
        updates.sink { value in self.show(value) }.store(in: &cancellables)
        clock = updates.sink { value in self.show(value) }
        updates.sink { [weak self] value in self?.show(value) }.store(in: &cancellables)
    }

    func show(_ value: Int) {}

    func close() {}
}
