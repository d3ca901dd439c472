import Foundation

enum ProductDetail {
    enum Load {
        struct Request {
            let productID: Int
        }
        struct Response {
            let product: Product
        }
        struct ViewModel {
            let title: String
            let price: String
        }
    }
}
