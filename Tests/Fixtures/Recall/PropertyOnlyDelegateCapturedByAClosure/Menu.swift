import UIKit

// What a message's menu needs from the screen that shows it.
protocol MessageMenuDelegate {
    var conversationID: String { get }
    var navigationController: UINavigationController? { get }
}

struct MenuAction {
    let title: String
    let work: () -> Void

    static func reply(to messageID: String, delegate: MessageMenuDelegate) -> MenuAction {
        MenuAction(title: "Reply") {
            let composer = UIViewController()
            composer.title = "\(delegate.conversationID)/\(messageID)"
            delegate.navigationController?.pushViewController(composer, animated: true)
        }
    }
}

final class ConversationViewController: UIViewController, MessageMenuDelegate {
    let conversationID = "c-1"
    private var menuActions: [MenuAction] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        menuActions = [MenuAction.reply(to: "m-1", delegate: self)]
    }
}
