import UIKit

/// The composition root: every service is built here once, and screens and coordinators come from
/// its `make…()` factories.
final class AppContainer { // expect: container_size
    lazy var apiClient = APIClient(baseURL: URL(string: "https://api.example.com")!)
    lazy var productService: ProductServicing = ProductService(client: apiClient)
    lazy var notificationService = NotificationService()
    lazy var userService = UserService(client: apiClient, notificationService: notificationService)

    // A lazy var cycle: each initialiser asks for the other, so the first use recurses forever.
    lazy var cartRepository: CartStoring = CartRepository(payments: paymentService) // expect: service_cycle
    lazy var paymentService: PaymentProcessing = PaymentService(client: apiClient, cart: cartRepository)

    func makeAppCoordinator(router: NavigationRouter) -> AppCoordinator {
        AppCoordinator(router: router, container: self)
    }

    func makeAuthCoordinator(router: NavigationRouter) -> AuthCoordinator {
        AuthCoordinator(router: router, container: self)
    }

    func makeCatalogCoordinator(router: NavigationRouter) -> CatalogCoordinator {
        CatalogCoordinator(router: router, container: self)
    }

    func makeCheckoutContainer() -> CheckoutContainer {
        CheckoutContainer(parent: self)
    }
}

extension AppContainer {
    func makeListProducts() -> ListProductsViewController {
        ListProductsViewController(worker: ListProductsWorker(productService: productService))
    }

    func makeProductDetail(productID: Int) -> ProductDetailViewController {
        let viewController = ProductDetailViewController()
        viewController.productID = productID
        return viewController
    }

    func makeLogin() -> LoginViewController {
        LoginViewController(worker: LoginWorker(userService: userService))
    }
}
