import UIKit

class Coordinator {
    func start() {}
}

final class AppCoordinator: Coordinator {
    let window: UIWindow
    let navigationController = UINavigationController()
    let home: HomeCoordinator
    private var isLoggedIn = true
    init(window: UIWindow) {
        self.window = window
        home = HomeCoordinator(navigationController: navigationController)
        super.init()
    }
    override func start() {
        window.rootViewController = navigationController
        home.start()
        NotificationCenter.default.addObserver(forName: .sessionDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.sessionDidChange()
        }
    }
    // Every session change starts the home flow again (or the login flow when logged out).
    private func sessionDidChange() {
        var flow: Coordinator = isLoggedIn ? home : LoginCoordinator(navigationController: navigationController)
        if UserDefaults.standard.bool(forKey: "needsOnboarding") {
            flow = OnboardingCoordinator(navigationController: navigationController)
        }
        flow.start()
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

final class OnboardingCoordinator: Coordinator {
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
