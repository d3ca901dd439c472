import Foundation

struct CartItem: Codable, Equatable {
    let product: Product
    var quantity: Int
}

protocol CartStoring: AnyObject {
    var items: [CartItem] { get }
    func add(_ product: Product)
    func removeAll()
}

final class CartRepository: CartStoring {
    private(set) var items: [CartItem] = []
    private let payments: PaymentProcessing

    init(payments: PaymentProcessing) {
        self.payments = payments
    }

    func add(_ product: Product) {
        if let index = items.firstIndex(where: { $0.product == product }) {
            items[index].quantity += 1
        } else {
            items.append(CartItem(product: product, quantity: 1))
        }
    }

    func removeAll() {
        items = []
    }
}
