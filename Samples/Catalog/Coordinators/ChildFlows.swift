import UIKit

/// Child flows started by the catalog and auth coordinators.
final class CheckoutCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: NavigationRouter

    init(router: NavigationRouter) {
        self.router = router
    }

    func start() {}
}

final class SignUpCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: NavigationRouter

    init(router: NavigationRouter) {
        self.router = router
    }

    func start() {}
}
