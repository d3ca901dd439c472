final class ReceiptFormatter {
    let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    lazy var title: String = {
        self.formatter.string(from: 1) ?? ""
    }()
}
