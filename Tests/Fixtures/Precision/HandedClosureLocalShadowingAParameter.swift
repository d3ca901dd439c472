import UIKit

// The model built in the `guard`'s else branch is presented and dropped; what the screen keeps
// is the parameter of the same name.
final class ListViewController: UIViewController {
    private var rowModel: RowModel?
    func update(with model: RowModel?) {
        guard let model else {
            let model = RowModel(onTap: { self.reload() })
            present(RowViewController(model: model), animated: true)
            return
        }
        rowModel = model
    }
    func reload() {}
}
final class RowModel {
    private let onTap: () -> Void
    init(onTap: @escaping () -> Void) { self.onTap = onTap }
}
final class RowViewController: UIViewController {
    private let model: RowModel
    init(model: RowModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
