class BaseToggle {
    func onFlip(_ action: () -> Void) {
        action()
    }
}

final class ToggleRow: BaseToggle {
    var isOn = false

    func setUp() {
        onFlip { self.isOn.toggle() }
    }
}
