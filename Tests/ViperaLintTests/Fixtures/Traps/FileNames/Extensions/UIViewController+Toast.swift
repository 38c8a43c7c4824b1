// A file of extensions, `Type+Category.swift`, may declare the protocol it adds.
protocol ToastCapable {
    func showToast(_ text: String)
}

extension String: ToastCapable {
    func showToast(_ text: String) {}
}
