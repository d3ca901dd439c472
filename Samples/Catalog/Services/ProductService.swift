import Foundation

struct Product: Codable, Equatable {
    let id: Int
    let name: String
    let price: Decimal
    let imageURL: URL?
}

protocol ProductServicing: AnyObject {
    func fetchProducts(completion: @escaping (Result<[Product], Error>) -> Void)
    func fetchProduct(id: Int, completion: @escaping (Result<Product, Error>) -> Void)
}

final class ProductService: ProductServicing {
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    func fetchProducts(completion: @escaping (Result<[Product], Error>) -> Void) {
        client.get("products", completion: completion)
    }

    func fetchProduct(id: Int, completion: @escaping (Result<Product, Error>) -> Void) {
        client.get("products/\(id)", completion: completion)
    }
}
