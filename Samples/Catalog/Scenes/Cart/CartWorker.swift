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
        session.payments.pay(amount: total, completion: { [unowned self] succeeded in // expect: unsafe_unowned_capture
            if succeeded { self.cart.removeAll() }
            completion(succeeded)
        })
    }
}
