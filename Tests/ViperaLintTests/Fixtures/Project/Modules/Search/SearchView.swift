// Naming broken: a suffixed protocol, no router protocol, implementations off the pattern.
protocol SearchView: AnyObject {}
protocol SearchInteractor {}
protocol SearchPresenterProtocol: AnyObject {}
protocol SearchBuilder {}
