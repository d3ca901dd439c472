import Foundation

protocol ListProductsBusinessLogic {
    func fetchProducts(request: ListProducts.FetchProducts.Request)
    func addToCart(request: ListProducts.AddToCart.Request)
}

protocol ListProductsDataStore {
    var products: [Product] { get }
}

final class ListProductsInteractor: ListProductsBusinessLogic, ListProductsDataStore {
    var presenter: ListProductsPresentationLogic?
    var worker: ListProductsWorker?
    var productService: ProductServicing?
    private(set) var products: [Product] = []

    func fetchProducts(request: ListProducts.FetchProducts.Request) {
        if worker == nil, let productService {
            // Building its own worker hides the dependency from the container.
            worker = ListProductsWorker(productService: productService) // expect: container_only_construction
        }
        worker?.fetchProducts { [weak self] products in
            self?.products = products
            self?.presenter?.presentProducts(response: ListProducts.FetchProducts.Response(products: products))
        }
    }

    func addToCart(request: ListProducts.AddToCart.Request) {
        guard let product = products.first(where: { $0.id == request.productID }) else { return }
        worker?.addToCart(product)
    }
}
