import UIKit

class Coordinator: NSObject {
    @objc func start() {}
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
        listenForLogin()
    }
    // After each login the home flow starts again: a new view model each time.
    private func listenForLogin() {
        let restartHome = home.start
        NotificationCenter.default.addObserver(forName: .userDidLogIn, object: nil, queue: .main) { _ in restartHome() }
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
