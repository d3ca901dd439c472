import Foundation

protocol ProductDetailBusinessLogic {
    func load(request: ProductDetail.Load.Request)
}

protocol ProductDetailDataStore {
    var product: Product? { get }
}

final class ProductDetailInteractor: ProductDetailBusinessLogic, ProductDetailDataStore {
    var presenter: ProductDetailPresentationLogic?
    var worker: ProductDetailWorker?
    private(set) var product: Product?

    func load(request: ProductDetail.Load.Request) {
        worker?.fetch(id: request.productID) { [weak self] product in
            guard let self, let product else { return }
            self.product = product
            self.presenter?.present(response: ProductDetail.Load.Response(product: product))
        }
    }
}
