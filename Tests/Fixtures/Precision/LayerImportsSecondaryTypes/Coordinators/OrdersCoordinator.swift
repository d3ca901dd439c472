// A file is judged by its primary type (SPEC §5): the small display struct, the private helper or the
// preview mock beside a coordinator or a view does not make it a model or service file.
import UIKit

struct OrdersCoordinatorModel {
    let title: String
}

final class OrdersCoordinator {
    let navigationController: UINavigationController
    let model = OrdersCoordinatorModel(title: "Orders")

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {}
}
