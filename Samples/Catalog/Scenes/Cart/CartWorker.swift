import Foundation

final class CartWorker {
    private let cart: CartStoring
    private let session: CheckoutSession

    init(cart: CartStoring, session: CheckoutSession) {
        self.cart = cart
        self.session = session
    }

    var items: [CartItem] { cart.items }

    func checkout(completion: @escaping (Bool) -> Void) {
        let total = cart.items.reduce(Decimal(0)) { $0 + $1.product.price }
        session.payments.pay(amount: total) { [weak self] succeeded in
            if succeeded { self?.cart.removeAll() }
            completion(succeeded)
        }
    }
}
