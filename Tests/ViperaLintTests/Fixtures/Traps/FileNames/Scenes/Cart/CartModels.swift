// The scene's namespace and its models, in a file named after the namespace and its concept.
enum Cart {
    enum Model {}
    enum Event {}
}

extension Cart.Model {
    struct Item {
        let title: String
    }
}
