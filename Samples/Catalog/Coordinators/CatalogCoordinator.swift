import UIKit

protocol CheckoutFlowDelegate {
    func checkoutDidFinish()
}

final class CatalogCoordinator: Coordinator, CheckoutFlowDelegate {
    var childCoordinators: [Coordinator] = []
    // The parent coordinator owns this one (it appends it to its children): a strong reference back
    // to it keeps the whole flow alive after it finishes.
    var parentCoordinator: AppCoordinator? // expect: weak_back_reference
    private let router: NavigationRouter
    private let container: AppContainer

    init(router: NavigationRouter, container: AppContainer) {
        self.router = router
        self.container = container
    }

    func start() {
        let list = container.makeListProducts()
        list.onSelectProduct = { [weak self] product in
            self?.showDetail(for: product)
        }
        list.onOpenCart = { [weak self] in
            self?.showCart()
        }
        router.push(list, animated: false)
    }

    func showDetail(for product: ListProducts.FetchProducts.ViewModel.DisplayedProduct) {
        let detail = container.makeProductDetail(productID: product.id)
        router.push(detail, animated: true)
    }

    func showCart() {
        let checkout = container.makeCheckoutContainer()
        let cart = checkout.makeCart()
        // The cart screen keeps this closure, and self's router keeps the cart screen.
        cart.onCheckoutFinished = { // expect: strong_self_capture
            self.router.popToRoot()
        }
        router.present(cart)
        // A child flow that is started but never removed stays in memory for the life of the app.
        let checkoutFlow = CheckoutCoordinator(router: router)
        childCoordinators.append(checkoutFlow) // expect: coordinator_child_lifecycle
        checkoutFlow.start()
    }

    func checkoutDidFinish() {
        router.popToRoot()
    }

    func finish() {
        parentCoordinator?.didFinish(self)
    }
}
