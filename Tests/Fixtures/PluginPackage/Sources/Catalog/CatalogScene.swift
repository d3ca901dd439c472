protocol CatalogDisplayLogic: AnyObject {
    func displayProducts(count: Int)
}

protocol CatalogPresentationLogic {
    func presentProducts(count: Int)
}

final class CatalogPresenter: CatalogPresentationLogic {
    weak var viewController: CatalogDisplayLogic?

    func presentProducts(count: Int) {
        viewController?.displayProducts(count: count)
    }
}

final class CatalogViewController: CatalogDisplayLogic {
    func displayProducts(count: Int) {}
}
