import UIKit

/// Child flows started by the catalog and auth coordinators.
final class CheckoutCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: NavigationRouter

    init(router: NavigationRouter) {
        self.router = router
    }

    func start() {}

    // The flow tells whoever started it before it returns, and keeps no reference to it: though
    // CheckoutFlowDelegate is not class-bound, there is no reference to make weak.
    func finish(notifying delegate: CheckoutFlowDelegate) {
        router.popToRoot()
        delegate.checkoutDidFinish()
    }
}

final class SignUpCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: NavigationRouter

    init(router: NavigationRouter) {
        self.router = router
    }

    func start() {}
}
