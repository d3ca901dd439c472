import UIKit

/// The Swift side of the order history scene; its presenter is Objective-C (Legacy/).
protocol OrderHistoryBusinessLogic {
    func loadOrders()
}

final class OrderHistoryViewController: UIViewController, OrderHistoryDisplayLogic {
    var interactor: OrderHistoryBusinessLogic?

    func displayOrders(_ orders: [String]) {}
}

final class OrderHistoryInteractor: OrderHistoryBusinessLogic {
    var presenter: OrderHistoryPresentationLogic?

    func loadOrders() {
        presenter?.presentOrders(["#1001"])
    }
}
