import UIKit

// A closure without a label before other arguments is no trailing closure: the initialiser
// runs it and keeps only the name, its last argument.
final class Tracker {
    private let name: String
    init(_ handler: () -> Void, name: String) { self.name = name; handler() }
}
final class ReportViewController: UIViewController {
    private var tracker: Tracker?
    override func viewDidLoad() {
        super.viewDidLoad()
        tracker = Tracker({ self.log() }, name: "report")
    }
    func log() {}
}
