import Foundation

/// A scoped container for one checkout: it lives as long as the cart screen and borrows the app's
/// long-lived services from its parent. Holding the parent is a scope, not a cycle. Its own objects
/// are freed with it, so two of them holding each other strongly is a leak (objects the app-lifetime
/// container builds once are never freed, and a cycle among them leaks nothing).
final class CheckoutContainer { // expect: container_size
    let parent: AppContainer
    lazy var checkoutSession = CheckoutSession(payments: parent.paymentService)
    lazy var imageCache = ImageCache()
    lazy var imageLoader = ImageLoader(cache: imageCache)
    lazy var sessionStore = SessionStore()
    lazy var analytics = AnalyticsTracker(session: sessionStore)

    func wireCaches() {
        imageCache.loader = imageLoader
        sessionStore.tracker = analytics
    }

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
