final class CartViewController: UIViewController {
    var items: [Int] = []

    func totals() -> [String] {
        let doubled = items.map { self.format($0 * 2) }
        items.forEach { self.log($0) }
        let sorted = items.sorted { self.rank($0) < self.rank($1) }
        let total = items.reduce(0) { $0 + self.rank($1) }
        DispatchQueue.main.async { self.log(total) }
        UIView.animate(withDuration: 0.3) { self.view.alpha = 1 }
        return doubled + sorted.map { self.format($0) }
    }

    func format(_ value: Int) -> String { "\(value)" }
    func log(_ value: Int) {}
    func rank(_ value: Int) -> Int { value }
}
