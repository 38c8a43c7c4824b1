final class HomeConfigurator {}
