import Foundation

/// A scoped container for one checkout: it lives as long as the cart screen and borrows the app's
/// long-lived services from its parent. Holding the parent is a scope, not a cycle.
final class CheckoutContainer {
    let parent: AppContainer
    lazy var checkoutSession = CheckoutSession(payments: parent.paymentService)

    init(parent: AppContainer) {
        self.parent = parent
    }

    func makeCart() -> CartViewController {
        let viewController = CartViewController()
        viewController.worker = CartWorker(cart: parent.cartRepository, session: checkoutSession)
        return viewController
    }
}

/// Value-typed state of one checkout.
struct CheckoutSession {
    let payments: PaymentProcessing
    var startedAt = Date()
}
