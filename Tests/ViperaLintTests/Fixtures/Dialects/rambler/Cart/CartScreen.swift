final class CartScreen: CartViewOutput {}
