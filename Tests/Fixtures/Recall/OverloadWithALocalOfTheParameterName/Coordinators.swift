import UIKit

class Coordinator {
    func start() {}
}

struct HelpLink { let topic: String }

final class AppCoordinator: Coordinator {
    let window: UIWindow
    let navigationController = UINavigationController()
    let home: HomeCoordinator
    private var childCoordinators: [Coordinator] = []
    init(window: UIWindow) {
        self.window = window
        home = HomeCoordinator(navigationController: navigationController)
        super.init()
    }
    override func start() {
        window.rootViewController = navigationController
        home.start()
        NotificationCenter.default.addObserver(forName: .sessionDidChange, object: nil, queue: .main) { [weak self] _ in
            guard let self = self else { return }
            self.coordinate(to: self.home)
        }
    }
    private func coordinate(to child: Coordinator) {
        childCoordinators.append(child)
        child.start()
    }
    func coordinate(to link: HelpLink) {
        let child = HelpCoordinator(navigationController: navigationController, link: link)
        coordinate(to: child)
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

final class HelpCoordinator: Coordinator {
    let navigationController: UINavigationController
    let link: HelpLink
    init(navigationController: UINavigationController, link: HelpLink) {
        self.navigationController = navigationController
        self.link = link
    }
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
