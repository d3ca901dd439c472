import UIKit

/// The Coordinator pattern's Router: the only object that touches the navigation controller.
protocol Routing: AnyObject {
    func push(_ viewController: UIViewController, animated: Bool)
    func present(_ viewController: UIViewController)
    func popToRoot()
}

final class NavigationRouter: Routing {
    // A router holds its navigation controller strongly: that is its job.
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func push(_ viewController: UIViewController, animated: Bool = true) {
        navigationController.pushViewController(viewController, animated: animated)
    }

    func present(_ viewController: UIViewController) {
        navigationController.present(viewController, animated: true)
    }

    func popToRoot() {
        navigationController.popToRootViewController(animated: true)
    }
}
