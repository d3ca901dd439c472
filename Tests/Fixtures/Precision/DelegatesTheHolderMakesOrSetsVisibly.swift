// Delegates whose objects are visible: a lazy factory of the holder's own, a local the holder built,
// `nil` cleared after use, a setter's argument that cannot reach the cell, an initialiser argument
// from the screen that pushes this one, and a delegate implementation the holder keeps.
protocol SheetListDelegate: AnyObject {}
protocol PickerDelegate: AnyObject {}
protocol GroupCellActions: AnyObject {}
protocol DraftDelegate: AnyObject {}
protocol CallProviderDelegate: AnyObject {}

final class SheetDelegateObject: SheetListDelegate {
    init(onSelect: @escaping (Int) -> Void) {}
}

final class LocksScreen: UIViewController {
    private lazy var delegate = makeDelegate()
    private func makeDelegate() -> SheetDelegateObject { SheetDelegateObject { [weak self] _ in _ = self } }
}

final class ChoicePicker: PickerDelegate {
    init(items: [String]) {}
}

final class ChoosingPresenter {
    private var shownPickerHandler: PickerDelegate?
    func showPicker() {
        let delegate = ChoicePicker(items: [])
        shownPickerHandler = delegate
    }
    func pickerClosed() { shownPickerHandler = nil }
}

final class GroupCell: UITableViewCell {
    private var delegate: GroupCellActions!
    func configure(title: String, delegate: GroupCellActions) {
        self.delegate = delegate
    }
}

final class GroupListAdapter: GroupCellActions {
    private weak var tableView: UITableView!
    func cell(at indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "group", for: indexPath) as! GroupCell
        cell.configure(title: "", delegate: self)
        return cell
    }
}

final class DraftViewController: UIViewController {
    let delegate: DraftDelegate?
    init(text: String, delegate: DraftDelegate) {
        self.delegate = delegate
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        self.delegate = nil
        super.init(coder: coder)
    }
}

final class ClipsViewController: UIViewController, DraftDelegate {
    func compose() {
        let draft = DraftViewController.init(text: "", delegate: self)
        navigationController?.pushViewController(draft, animated: true)
    }
}

final class CallHandler: NSObject, CallProviderDelegate {}

final class MainAppDelegate: UIResponder {
    var providerDelegate: CallHandler!
}
