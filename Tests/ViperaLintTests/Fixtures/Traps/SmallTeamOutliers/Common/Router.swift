enum RouterDestination {
    case cart
    case checkout
}

final class RouterPath {
    var path: [RouterDestination] = []
}
