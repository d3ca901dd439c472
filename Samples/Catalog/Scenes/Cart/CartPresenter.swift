import UIKit // expect: layer_imports

protocol CartPresentationLogic {
    func present(response: Cart.Show.Response)
    func presentCheckout(response: Cart.Checkout.Response)
}

final class CartPresenter: CartPresentationLogic {
    unowned let viewController: CartDisplayLogic

    init(viewController: CartDisplayLogic) {
        self.viewController = viewController
    }

    func present(response: Cart.Show.Response) {
        let lines = response.items.map { "\($0.quantity) × \($0.product.name)" }
        let total = response.items.reduce(Decimal(0)) { $0 + $1.product.price * Decimal($1.quantity) }
        viewController.display(viewModel: Cart.Show.ViewModel(lines: lines, total: "\(total)"))
    }

    func presentCheckout(response: Cart.Checkout.Response) {
        viewController.displayCheckoutFinished()
    }
}
