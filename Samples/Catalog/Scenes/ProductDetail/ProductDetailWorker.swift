import Foundation

final class ProductDetailWorker {
    private let productService: ProductServicing

    init(productService: ProductServicing) {
        self.productService = productService
    }

    func fetch(id: Int, completion: @escaping (Product?) -> Void) {
        productService.fetchProduct(id: id) { result in
            completion(try? result.get())
        }
    }
}
