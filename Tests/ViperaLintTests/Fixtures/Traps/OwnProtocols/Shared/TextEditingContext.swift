// A protocol for any text field the context edits: its name plays one role alone.
protocol TextInputView: AnyObject {
    func setText(_ text: String)
}

final class TextEditingContext {
    weak var input: TextInputView?
}
