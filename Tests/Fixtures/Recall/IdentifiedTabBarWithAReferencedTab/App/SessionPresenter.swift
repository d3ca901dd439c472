import UIKit

// After a new sign-in the whole tab interface is shown again, over the old one: its Feed tab
// (the reference to Feed.storyboard) makes a new FeedViewController each time.
final class SessionPresenter {
    func presentMainTabs(over screen: UIViewController) {
        let tabs = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "MainTabs")
        tabs.modalPresentationStyle = .fullScreen
        screen.present(tabs, animated: true)
    }
}
