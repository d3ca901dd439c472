import UIKit

@objc protocol ProductDetailRoutingLogic {
    func routeToCart()
}

protocol ProductDetailDataPassing {
    var dataStore: ProductDetailDataStore? { get }
}

final class ProductDetailRouter: NSObject, ProductDetailRoutingLogic, ProductDetailDataPassing {
    weak var viewController: ProductDetailViewController?
    var dataStore: ProductDetailDataStore?

    // A VIP router navigating through its view controller is doing its job, and may build the next screen.
    func routeToCart() {
        let destination = CartViewController()
        viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}
