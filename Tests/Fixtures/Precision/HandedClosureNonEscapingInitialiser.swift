import UIKit

// The initialiser called takes the closure non-escaping and runs it: only the other
// initialiser of that label keeps it.
final class Toast {
    private let message: String
    private var action: (() -> Void)?
    init(message: String, action: @escaping () -> Void) {
        self.message = message
        self.action = action
    }
    init(error: Error, action: () -> Void) {
        self.message = error.localizedDescription
        action()
    }
    func tap() { action?() }
}
final class ReportViewController: UIViewController {
    private var toast: Toast?
    func failed(_ error: Error) {
        toast = Toast(error: error, action: { self.log(error) })
    }
    func log(_ error: Error) {}
}
