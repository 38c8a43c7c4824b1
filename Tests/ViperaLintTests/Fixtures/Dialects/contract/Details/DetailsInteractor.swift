final class DetailsInteractor {}
