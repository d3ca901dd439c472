protocol OrdersDisplayLogic: AnyObject {}
protocol OrdersPresentationLogic {}

final class OrdersViewController: UIViewController, OrdersDisplayLogic {}

// `unowned let` is a valid back reference: the view outlives its presenter.
final class OrdersPresenter: OrdersPresentationLogic {
    unowned let viewController: OrdersDisplayLogic

    init(viewController: OrdersDisplayLogic) {
        self.viewController = viewController
    }
}
