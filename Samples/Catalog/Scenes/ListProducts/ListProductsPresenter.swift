import Foundation

protocol ListProductsPresentationLogic {
    func presentProducts(response: ListProducts.FetchProducts.Response)
}

final class ListProductsPresenter: ListProductsPresentationLogic {
    weak var viewController: ListProductsDisplayLogic?

    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    func presentProducts(response: ListProducts.FetchProducts.Response) {
        let displayed = response.products.map { product in
            ListProducts.FetchProducts.ViewModel.DisplayedProduct(
                id: product.id, name: product.name,
                price: formatter.string(from: product.price as NSDecimalNumber) ?? "")
        }
        viewController?.displayProducts(viewModel: ListProducts.FetchProducts.ViewModel(displayedProducts: displayed))
    }
}
