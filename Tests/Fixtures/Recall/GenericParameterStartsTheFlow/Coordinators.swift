import UIKit

class Coordinator {
    var childCoordinators: [Coordinator] = []
    func start() {}
    // Starts a child and keeps it: every call runs the child's `start()` again.
    func coordinate<C: Coordinator>(to child: C) {
        childCoordinators.append(child)
        child.start()
    }
}

final class AppCoordinator: Coordinator {
    let window: UIWindow
    let navigationController = UINavigationController()
    let home: HomeCoordinator
    init(window: UIWindow) {
        self.window = window
        home = HomeCoordinator(navigationController: navigationController)
        super.init()
    }
    override func start() {
        window.rootViewController = navigationController
        home.start()
        // After each login the home flow is started again: a new view model each time.
        NotificationCenter.default.addObserver(forName: .userDidLogIn, object: nil, queue: .main) { [weak self] _ in
            guard let self = self else { return }
            self.coordinate(to: self.home)
        }
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

final class HomeViewModel {
    init() {
        NotificationCenter.default.addObserver(forName: .refresh, object: nil, queue: .main) { _ in self.reload() }
    }
    func reload() {}
}

extension Notification.Name {
    static let userDidLogIn = Notification.Name("userDidLogIn")
    static let refresh = Notification.Name("refresh")
}
