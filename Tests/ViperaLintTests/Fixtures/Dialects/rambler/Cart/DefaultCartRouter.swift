final class DefaultCartRouter: CartRouterInput {}
