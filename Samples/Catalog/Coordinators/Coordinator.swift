import UIKit

/// The Coordinator pattern: a coordinator starts a flow and owns the child coordinators it starts.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func removeChild(_ child: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== child }
    }
}
