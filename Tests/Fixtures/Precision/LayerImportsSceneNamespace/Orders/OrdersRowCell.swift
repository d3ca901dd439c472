import UIKit

extension Orders {
    enum Row {
        struct ViewModel {
            let title: String

            func setup(cell: Cell) { cell.textLabel?.text = title }
        }

        final class Cell: UITableViewCell {}
    }
}
