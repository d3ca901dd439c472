import UIKit

class Coordinator {
    func start() {}
}

final class AppCoordinator: Coordinator {
    let window: UIWindow
    let navigationController = UINavigationController()
    let home: HomeCoordinator
    let settings: SettingsCoordinator
    private var child: LoginCoordinator?
    init(window: UIWindow) {
        self.window = window
        home = HomeCoordinator(navigationController: navigationController)
        settings = SettingsCoordinator(navigationController: navigationController)
        super.init()
    }
    override func start() {
        window.rootViewController = navigationController
        home.start()
        NotificationCenter.default.addObserver(forName: .sessionDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.sessionDidChange()
        }
    }
    func showLogin() {
        let child = LoginCoordinator(navigationController: navigationController)
        self.child = child
        child.start()
    }
    // Every session change starts the main flows again.
    private func sessionDidChange() {
        let flows: [Coordinator] = [home, settings]
        flows.forEach { child in child.start() }
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

final class SettingsCoordinator: Coordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    override func start() {}
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
