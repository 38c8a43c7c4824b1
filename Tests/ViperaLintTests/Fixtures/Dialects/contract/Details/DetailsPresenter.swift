final class DetailsPresenter: DetailsPresentation {}
