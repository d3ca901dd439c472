import Foundation

enum Cart {
    enum Show {
        struct Request {}
        struct Response {
            let items: [CartItem]
        }
        struct ViewModel {
            let lines: [String]
            let total: String
        }
    }

    enum Checkout {
        struct Request {}
        struct Response {
            let succeeded: Bool
        }
    }
}
