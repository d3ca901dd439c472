import Foundation

protocol PaymentProcessing: AnyObject {
    func pay(amount: Decimal, completion: @escaping (Bool) -> Void)
}

final class PaymentService: PaymentProcessing {
    private let client: APIClient
    // The cart outlives a payment; holding it weakly keeps the two free of a retain cycle.
    private weak var cart: CartStoring?
    // A service reaching into a scene: services sit below the scenes.
    weak var cartScreen: CartViewController? // expect: layer_dependency

    init(client: APIClient, cart: CartStoring) {
        self.client = client
        self.cart = cart
    }

    func pay(amount: Decimal, completion: @escaping (Bool) -> Void) {
        client.get("pay?amount=\(amount)") { (result: Result<Bool, Error>) in
            completion((try? result.get()) ?? false)
        }
    }
}
