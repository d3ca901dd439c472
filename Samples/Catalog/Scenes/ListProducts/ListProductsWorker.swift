import Foundation

final class ListProductsWorker {
    private let productService: ProductServicing

    init(productService: ProductServicing) {
        self.productService = productService
    }

    func fetchProducts(completion: @escaping ([Product]) -> Void) {
        productService.fetchProducts { result in
            completion((try? result.get()) ?? [])
        }
    }

    func addToCart(_ product: Product) {}
}
