final class HomeInteractor: HomeInteractorInterface {}
