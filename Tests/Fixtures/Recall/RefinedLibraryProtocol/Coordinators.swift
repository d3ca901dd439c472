import UIKit
import FlowKit   // a library: `public protocol Startable: AnyObject { func start() }`

protocol AppFlow: Startable {}

// Runs a flow again whenever the session changes.
final class SessionRestarter {
    private var flows: [Startable] = []
    init() {
        NotificationCenter.default.addObserver(forName: .sessionDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.restartAll()
        }
    }
    func register(_ flow: Startable) { flows.append(flow) }
    private func restartAll() {
        for flow in flows { restart(flow) }
    }
    private func restart(_ flow: Startable) {
        flow.start()
    }
}

final class AppCoordinator: AppFlow {
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

final class HomeCoordinator: AppFlow {
    let navigationController: UINavigationController
    private var viewModel: HomeViewModel?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
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
    static let sessionDidChange = Notification.Name("sessionDidChange")
    static let refresh = Notification.Name("refresh")
}
