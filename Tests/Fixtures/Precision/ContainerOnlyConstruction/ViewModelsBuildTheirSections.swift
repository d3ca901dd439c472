// A view model building the view models of its own sections and cells, and a presenter building
// its display data, keep what they build by design (SPEC §5).

final class RowViewModel {
    let title: String
    init(title: String) { self.title = title }
}

final class HeaderViewModel {}

final class InboxViewModel {
    private(set) var rows: [RowViewModel] = []
    lazy var header = HeaderViewModel()

    func load(titles: [String]) {
        for title in titles {
            let row = RowViewModel(title: title)
            rows.append(row)
        }
    }
}

final class InboxPresenter {
    private var lastHeader: HeaderViewModel?

    func presentHeader() {
        lastHeader = HeaderViewModel()
    }
}
