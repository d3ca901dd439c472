import UIKit // expect: layer_imports

protocol ProductDetailPresentationLogic {
    func present(response: ProductDetail.Load.Response)
}

final class ProductDetailPresenter: ProductDetailPresentationLogic {
    weak var viewController: ProductDetailDisplayLogic?
    // The presenter calling back into the interactor runs the VIP cycle backwards.
    var interactor: ProductDetailBusinessLogic? // expect: vip_direction

    func present(response: ProductDetail.Load.Response) {
        viewController?.display(viewModel: ProductDetail.Load.ViewModel(
            title: response.product.name, price: "\(response.product.price)"))
    }

    func presentCartShortcut() {
        // A presenter talks to its live view through the display protocol; it does not make screens.
        let cart = CartViewController() // expect: container_only_construction
        viewController?.show(cart)
    }
}
