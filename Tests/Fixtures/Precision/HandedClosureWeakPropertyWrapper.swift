import UIKit

// A property wrapper that keeps its value weakly: the screen does not keep the view model.
@propertyWrapper
struct Weak<Object: AnyObject> {
    private weak var object: Object?
    init(wrappedValue: Object?) { object = wrappedValue }
    var wrappedValue: Object? {
        get { object }
        set { object = newValue }
    }
}
final class ReportViewController: UIViewController {
    @Weak private var topViewModel: TopViewModel?
    override func viewDidLoad() {
        super.viewDidLoad()
        let viewModel = TopViewModel(didPressHistory: { self.showHistory() })
        topViewModel = viewModel
        navigationController?.pushViewController(HistoryViewController(viewModel: viewModel), animated: true)
    }
    func showHistory() {}
}
final class TopViewModel {
    private let didPressHistory: () -> Void
    init(didPressHistory: @escaping () -> Void) { self.didPressHistory = didPressHistory }
}
final class HistoryViewController: UIViewController {
    private let viewModel: TopViewModel
    init(viewModel: TopViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
