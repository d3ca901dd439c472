import UIKit
final class ExtensionRoot {
    func show(over screen: UIViewController) {
        if let feed = UIStoryboard(name: "Feed", bundle: nil).instantiateInitialViewController() { screen.present(feed, animated: true) }
    }
}
