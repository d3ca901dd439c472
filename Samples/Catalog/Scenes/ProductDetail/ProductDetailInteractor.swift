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

    func refresh() {
        // The fetch completes after the screen may be gone: unowned self crashes then.
        worker?.fetch(id: product?.id ?? 0) { [unowned self] product in // expect: unsafe_unowned_capture
            self.product = product
        }
    }
}
