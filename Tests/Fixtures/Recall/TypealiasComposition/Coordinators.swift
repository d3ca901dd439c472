import UIKit

protocol Coordinator: AnyObject { func start() }
protocol DeepLinkable: AnyObject { func open(_ url: URL) -> Bool }
typealias MainFlow = Coordinator & DeepLinkable

final class SessionRestarter {
    private var flow: MainFlow?
    init() {
        NotificationCenter.default.addObserver(forName: .sessionDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.restart()
        }
    }
    func register(_ flow: MainFlow) { self.flow = flow }
    func restart() { flow?.start() }
}

final class AppCoordinator: Coordinator {
    let window: UIWindow
    let navigationController = UINavigationController()
    let home: HomeCoordinator
    let restarter = SessionRestarter()
    init(window: UIWindow) {
        self.window = window
        home = HomeCoordinator(navigationController: navigationController)
    }
    func start() {
        window.rootViewController = navigationController
        home.start()
        restarter.register(home)
    }
}

final class HomeCoordinator: Coordinator, DeepLinkable {
    let navigationController: UINavigationController
    private var viewModel: HomeViewModel?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let viewModel = HomeViewModel()
        self.viewModel = viewModel
        navigationController.setViewControllers([UIViewController()], animated: false)
    }
    func open(_ url: URL) -> Bool { false }
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
