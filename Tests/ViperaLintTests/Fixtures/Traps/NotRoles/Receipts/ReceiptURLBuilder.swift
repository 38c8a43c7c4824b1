// A helper named like one role: not a module that lacks the others.
protocol ReceiptURLBuilder {
    func url(for number: Int) -> String
}

final class ReceiptURLStandardBuilder: ReceiptURLBuilder {
    func url(for number: Int) -> String { "receipts/\(number)" }
}
