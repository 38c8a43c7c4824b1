final class TextFieldView {}

extension TextFieldView: TextInputView {
    func setText(_ text: String) {}
}
