import UIKit

// A flow object that builds screens and shows them on the navigation controller it holds is a
// coordinator by behaviour, whatever its name, and so the composition root of its flow's scope: it
// may build and keep the flow's services (SPEC §3).

final class KeychainStore {
    init(service: String) {}
}
final class SessionRefresher {
    init(store: KeychainStore) {}
}
final class SignInViewController: UIViewController {
    init(refresher: SessionRefresher) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class SignInFlowController {
    private let navigationController = UINavigationController()
    private var keychain: KeychainStore

    init() {
        keychain = KeychainStore(service: "default")
    }

    func switchToShared() {
        keychain = KeychainStore(service: "shared")
    }

    func start() {
        let screen = SignInViewController(refresher: SessionRefresher(store: keychain))
        navigationController.pushViewController(screen, animated: false)
    }
}

final class Settings {
    init(store: KeychainStore) {}
}
