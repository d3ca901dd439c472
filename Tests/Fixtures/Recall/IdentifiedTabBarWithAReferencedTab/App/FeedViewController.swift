import UIKit

final class Monitor {
    var whenChanged: (() -> Void)?
}

final class FeedViewController: UIViewController {
    let monitor = Monitor()

    override func viewDidLoad() {
        super.viewDidLoad()
        monitor.whenChanged = {
            self.title = "changed"
        }
    }
}
