final class HomeInteractorDelegateSpy: HomeInteractorDelegate {}
