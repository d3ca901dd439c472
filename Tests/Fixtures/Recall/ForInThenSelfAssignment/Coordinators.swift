import UIKit

class Coordinator {
    func start() {}
}

final class AppCoordinator: Coordinator {
    let window: UIWindow
    let navigationController = UINavigationController()
    let home: HomeCoordinator
    private var flows: [Coordinator] = []
    private var flow: Coordinator?
    init(window: UIWindow) {
        self.window = window
        home = HomeCoordinator(navigationController: navigationController)
        super.init()
    }
    override func start() {
        window.rootViewController = navigationController
        home.start()
        flows = [home]
        NotificationCenter.default.addObserver(forName: .sessionDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.sessionDidChange()
        }
    }
    // Every session change restarts the running flows, then shows the login flow.
    private func sessionDidChange() {
        for flow in flows {
            flow.start()
        }
        self.flow = LoginCoordinator(navigationController: navigationController)
    }
}

final class HomeCoordinator: Coordinator {
    let navigationController: UINavigationController
    private var viewModel: HomeViewModel?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    override func start() {
        let viewModel = HomeViewModel()
        self.viewModel = viewModel
        navigationController.setViewControllers([UIViewController()], animated: false)
    }
}

final class LoginCoordinator: Coordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    override func start() {}
}

final class HomeViewModel {
    init() {
        NotificationCenter.default.addObserver(forName: .refresh, object: nil, queue: .main) { _ in self.reload() }
    }
    func reload() {}
}

extension Notification.Name {
    static let sessionDidChange = Notification.Name("sessionDidChange")
    static let refresh = Notification.Name("refresh")
}
