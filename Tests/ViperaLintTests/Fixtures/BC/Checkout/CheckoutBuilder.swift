/// Breaks the BC rules: keeps the view controller it built.
final class CheckoutBuilder {
    private var built: CheckoutViewController?
}
