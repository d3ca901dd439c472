final class SearchViewController {
    var onQuery: ((String) -> Void)?
    var onClear: (() -> Void)?

    func bind() {
        onQuery = {
            [weak self] query in
            self?.search(query)
        }
        onClear = {
            [unowned self] in
            self.clear()
        }
    }

    func search(_ query: String) {}
    func clear() {}
}
