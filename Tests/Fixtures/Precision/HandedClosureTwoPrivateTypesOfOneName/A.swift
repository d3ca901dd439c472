import UIKit

// Two files each declare their own `Tracker`: this one runs the closure, the other keeps
// its own; the screen's tracker keeps nothing of `self`.
final class ReportViewController: UIViewController {
    private var tracker: Tracker?
    override func viewDidLoad() {
        super.viewDidLoad()
        tracker = Tracker(onStart: { self.log() })
    }
    func log() {}
}
private final class Tracker {
    init(onStart: () -> Void) { onStart() }
}
