import UIKit

/// Child flows started by the catalog and auth coordinators.
final class CheckoutCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: NavigationRouter

    init(router: NavigationRouter) {
        self.router = router
    }

    func start() {}

    // The flow tells whoever started it; CheckoutFlowDelegate is not class-bound, so this holder
    // could not make the reference weak.
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
