final class CartInteractor {}
