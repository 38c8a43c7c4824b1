// The file's own type is nested in a namespace; a private helper comes after it.
enum Editor {}

extension Editor {
    struct PickerPanelView {
        let strip = StripView()
    }
}

private struct StripView {}
