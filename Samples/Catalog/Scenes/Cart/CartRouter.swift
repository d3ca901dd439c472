import UIKit

@objc protocol CartRoutingLogic {
    func routeToProduct(id: Int)
}

final class CartRouter: NSObject, CartRoutingLogic {
    weak var viewController: CartViewController?

    func routeToProduct(id: Int) {
        viewController?.dismiss(animated: true)
    }
}
