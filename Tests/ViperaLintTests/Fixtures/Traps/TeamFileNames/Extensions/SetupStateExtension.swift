// The same way, though this file declares the protocol it extends.
protocol SetupState {
    var isDone: Bool { get }
}

extension SetupState {
    var isPending: Bool { !isDone }
}
