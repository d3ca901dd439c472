import Foundation

enum ListProducts {
    enum FetchProducts {
        struct Request {}
        struct Response {
            let products: [Product]
        }
        struct ViewModel {
            struct DisplayedProduct: Equatable {
                let id: Int
                let name: String
                let price: String
            }
            let displayedProducts: [DisplayedProduct]
        }
    }

    enum AddToCart {
        struct Request {
            let productID: Int
        }
    }
}
