import UIKit

// The model that captures `self` goes only to the pushed screen; the one the screen keeps,
// declared under the same name in another branch, captures nothing.
final class ReportViewController: UIViewController {
    private var rowModel: RowModel?
    var mode = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        if mode == 0 {
            let model = RowModel(onTap: { self.showHistory() })
            navigationController?.pushViewController(RowViewController(model: model), animated: true)
        } else {
            let model = RowModel(onTap: { print("tap") })
            rowModel = model
        }
    }
    func showHistory() {}
}
final class RowModel {
    private let onTap: () -> Void
    init(onTap: @escaping () -> Void) { self.onTap = onTap }
}
final class RowViewController: UIViewController {
    init(model: RowModel) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
