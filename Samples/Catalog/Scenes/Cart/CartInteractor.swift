import Foundation

protocol CartBusinessLogic {
    func show(request: Cart.Show.Request)
    func checkout(request: Cart.Checkout.Request)
}

protocol CartDataStore {
    var items: [CartItem] { get }
}

final class CartInteractor: CartBusinessLogic, CartDataStore {
    var presenter: CartPresentationLogic?
    var worker: CartWorker?
    // Interactors never touch the view: responses go through the presenter.
    weak var viewController: CartViewController? // expect: vip_direction
    private(set) var items: [CartItem] = []

    func show(request: Cart.Show.Request) {
        items = worker?.items ?? []
        presenter?.present(response: Cart.Show.Response(items: items))
    }

    func checkout(request: Cart.Checkout.Request) {
        worker?.checkout { [weak self] succeeded in
            self?.presenter?.presentCheckout(response: Cart.Checkout.Response(succeeded: succeeded))
        }
    }
}
