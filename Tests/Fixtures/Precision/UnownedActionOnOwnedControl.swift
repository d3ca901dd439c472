import UIKit

// `[unowned self]` in the handler of an action that self keeps and attaches to its own control:
// the handler lives on objects self owns and cannot run after self is gone.
final class HistoryListViewController: UIViewController {
    private lazy var clearAction: UIAction = {
        .init(handler: { [unowned self] _ in
            self.clearHistory()
        })
    }()

    private lazy var clearButton: UIButton = {
        let button = UIButton(primaryAction: clearAction)
        return button
    }()

    func clearHistory() {}
}
