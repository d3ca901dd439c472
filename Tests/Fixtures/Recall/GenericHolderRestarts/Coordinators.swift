import UIKit

protocol Coordinator: AnyObject { func start() }

// Restarts the flow it wraps whenever the session changes.
final class SessionBound<Flow: Coordinator> {
    let flow: Flow
    init(_ flow: Flow) {
        self.flow = flow
        NotificationCenter.default.addObserver(forName: .sessionDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.restart()
        }
    }
    func restart() { flow.start() }
}

final class AppCoordinator: Coordinator {
    let window: UIWindow
    let navigationController = UINavigationController()
    let home: HomeCoordinator
    var sessionBound: SessionBound<HomeCoordinator>?
    init(window: UIWindow) {
        self.window = window
        home = HomeCoordinator(navigationController: navigationController)
    }
    func start() {
        window.rootViewController = navigationController
        home.start()
        sessionBound = SessionBound(home)
    }
}

final class HomeCoordinator: Coordinator {
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
