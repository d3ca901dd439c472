protocol OrdersDisplayLogic: AnyObject {
    func displayOrders(count: Int)
}

protocol OrdersPresentationLogic {
    func presentOrders(count: Int)
}

final class OrdersPresenter: OrdersPresentationLogic {
    var viewController: OrdersDisplayLogic?

    func presentOrders(count: Int) {
        viewController?.displayOrders(count: count)
    }
}

final class OrdersViewController: OrdersDisplayLogic {
    func displayOrders(count: Int) {}
}
