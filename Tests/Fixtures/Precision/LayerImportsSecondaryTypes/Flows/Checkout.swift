import UIKit

private struct CheckoutStepModel {
    let index: Int
}

final class CheckoutCoordinator {
    let navigationController: UINavigationController
    private let steps = [CheckoutStepModel(index: 0)]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {}
}
