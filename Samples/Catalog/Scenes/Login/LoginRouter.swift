import UIKit

protocol LoginRoutingLogic {
    func routeToError(message: String)
}

final class LoginRouter: LoginRoutingLogic {
    weak var viewController: LoginViewController?

    func routeToError(message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        viewController?.present(alert, animated: true)
    }
}
